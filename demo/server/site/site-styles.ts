/**
 * The site's styles as the owner sets them in the Site styles panel: heading and body fonts (font
 * ids), accent, background and text colours (as the website colour formatter reads them: hue 0–360,
 * saturation, lightness and alpha 0–1). One row; a site that never saved has the defaults, the
 * demo theme's own look.
 */
import type { SiteStyles } from '../../../src/site-styles';
import { hexToRgb, rgbToHsl, type Hsl } from '../../../src/colors';
import type { DemoDatabase } from '../database';
import { findFont, nearestFace, type Font, type FontFace } from './fonts';

const fromHex = (hex: string): Hsl => rgbToHsl(hexToRgb(hex) ?? { red: 0, green: 0, blue: 0, alpha: 1 });

/** The demo theme as written in site.css: system fonts, a blue accent, near-black on white. */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  headingFont: 'system',
  bodyFont: 'system',
  accentColor: fromHex('#0b57d0'),
  backgroundColor: fromHex('#ffffff'),
  textColor: fromHex('#1d1d1f'),
};

interface StylesRow {
  heading_font: string;
  body_font: string;
  accent_color: string;
  background_color: string;
  text_color: string;
}

export function readSiteStyles(db: DemoDatabase): SiteStyles {
  const row = db.prepare('SELECT * FROM site_styles WHERE id = 1').get() as StylesRow | undefined;
  if (row === undefined) return DEFAULT_SITE_STYLES;
  return {
    headingFont: row.heading_font,
    bodyFont: row.body_font,
    accentColor: JSON.parse(row.accent_color) as Hsl,
    backgroundColor: JSON.parse(row.background_color) as Hsl,
    textColor: JSON.parse(row.text_color) as Hsl,
  };
}

export function writeSiteStyles(db: DemoDatabase, styles: SiteStyles, now: number): void {
  db.prepare(
    `INSERT INTO site_styles (id, heading_font, body_font, accent_color, background_color, text_color, updated)
     VALUES (1, @headingFont, @bodyFont, @accentColor, @backgroundColor, @textColor, @updated)
     ON CONFLICT (id) DO UPDATE SET heading_font = excluded.heading_font, body_font = excluded.body_font,
       accent_color = excluded.accent_color, background_color = excluded.background_color, text_color = excluded.text_color,
       updated = excluded.updated`,
  ).run({
    headingFont: styles.headingFont,
    bodyFont: styles.bodyFont,
    accentColor: JSON.stringify(styles.accentColor),
    backgroundColor: JSON.stringify(styles.backgroundColor),
    textColor: JSON.stringify(styles.textColor),
    updated: now,
  });
}

/** A font as the theme uses it: its stack, and the faces the pages download. */
interface ThemeFont {
  readonly id: string;
  readonly family: string;
  readonly stack: string;
}

/** The theme's part of the site JSON: the faces to download, and the values of the theme's CSS variables. */
export interface ThemeJson {
  readonly headingFont: ThemeFont;
  readonly bodyFont: ThemeFont;
  /** Each face once: the body's regular and bold, the headings' bold. */
  readonly fontFaces: readonly (FontFace & { readonly family: string })[];
  /** As `website-color` prints them. */
  readonly accentColor: Hsl;
  readonly backgroundColor: Hsl;
  readonly textColor: Hsl;
}

function themeFont(id: string): Font {
  return findFont(id) ?? findFont('system')!;
}

export function themeJson(styles: SiteStyles): ThemeJson {
  const heading = themeFont(styles.headingFont);
  const body = themeFont(styles.bodyFont);
  const wanted: [Font, number][] = [
    [body, 400],
    [body, 700],
    [heading, 700],
  ];
  const faces = new Map<string, FontFace & { family: string }>();
  for (const [font, weight] of wanted) {
    const face = nearestFace(font, weight);
    if (face !== undefined) faces.set(face.url, { ...face, family: font.family });
  }
  const font = ({ id, family, stack }: Font): ThemeFont => ({ id, family, stack });
  return {
    headingFont: font(heading),
    bodyFont: font(body),
    fontFaces: [...faces.values()],
    accentColor: styles.accentColor,
    backgroundColor: styles.backgroundColor,
    textColor: styles.textColor,
  };
}
