import { checkContrastAA, hslToRgb, type Hsl } from '../colors';
import type { FontCategory } from '../fonts';
import type { PlatformClient } from '../platform';

export const SITE_STYLES_API = 'api/admin/site-styles';
export const FONTS_API = 'api/admin/fonts';

export interface SiteStyles {
  readonly headingFont: string;
  readonly bodyFont: string;
  readonly accentColor: Hsl;
  readonly backgroundColor: Hsl;
  readonly textColor: Hsl;
}

export const COLOR_FIELDS = ['accentColor', 'backgroundColor', 'textColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** A contrast below WCAG AA, which the panel warns about (the owner may still save). */
export interface ContrastWarning {
  readonly foreground: 'textColor' | 'accentColor';
  readonly ratio: number;
  readonly required: number;
  readonly message: string;
}

/** Body text and links (the accent) on the background, each held to WCAG AA for text (4.5:1). */
export function contrastWarnings(styles: Pick<SiteStyles, ColorField>): ContrastWarning[] {
  const background = hslToRgb(styles.backgroundColor);
  const pairs = [
    { foreground: 'textColor', label: 'Text' },
    { foreground: 'accentColor', label: 'Links in the accent colour' },
  ] as const;
  return pairs.flatMap(({ foreground, label }) => {
    const { ratio, required, passes } = checkContrastAA(hslToRgb(styles[foreground]), background);
    if (passes) return [];
    return [
      {
        foreground,
        ratio,
        required,
        message: `${label} on the background has a contrast of ${ratio}:1, below the ${required}:1 WCAG AA asks for`,
      },
    ];
  });
}

/** One downloadable face of a font (latin characters, one weight, upright), as the platform serves it. */
export interface FontFaceFile {
  readonly weight: number;
  readonly style: 'normal';
  readonly url: string;
}

/** A font the picker offers; the system font has no faces (nothing to download). */
export interface PickerFont {
  readonly id: string;
  readonly family: string;
  readonly category: FontCategory;
  /** The CSS `font-family` value, with its category's fallbacks. */
  readonly stack: string;
  readonly weights: readonly number[];
  readonly faces: readonly FontFaceFile[];
}

export interface SiteStylesAnswer {
  readonly styles: SiteStyles;
  readonly warnings: readonly ContrastWarning[];
}

/** `GET /api/admin/site-styles`: the styles and their contrast warnings. */
export function getSiteStyles(client: PlatformClient): Promise<SiteStylesAnswer> {
  return client.get<SiteStylesAnswer>(SITE_STYLES_API);
}

/** `PUT /api/admin/site-styles`: the next page the site renders uses them. */
export function saveSiteStyles(client: PlatformClient, styles: SiteStyles): Promise<SiteStylesAnswer> {
  return client.put<SiteStylesAnswer>(SITE_STYLES_API, styles);
}

/** `GET /api/admin/fonts`: every font the site offers (the picker filters by category itself). */
export async function getFonts(client: PlatformClient): Promise<PickerFont[]> {
  const answer = await client.get<{ fonts: PickerFont[] }>(FONTS_API);
  return answer.fonts;
}
