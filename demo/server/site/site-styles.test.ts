import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import type { DemoDatabase } from '../database';

const STYLES = '/api/admin/site-styles';
const FONTS = '/api/admin/fonts';

let db: DemoDatabase;
let app: FastifyInstance;
let owner: Visitor;

const white = { hue: 0, saturation: 0, lightness: 1, alpha: 1 };
const ink = { hue: 240, saturation: 0.05, lightness: 0.12, alpha: 1 };
const plum = { hue: 300, saturation: 0.6, lightness: 0.3, alpha: 1 };
const styles = { headingFont: 'lora', bodyFont: 'work-sans', accentColor: plum, backgroundColor: white, textColor: ink };

useSeededDemoApp((demo) => ({ db, app } = demo));
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

describe('the font list', () => {
  it('offers the system font and the packaged families, each in a spec category, filtered by one', async () => {
    const all = (await owner.get(FONTS)).json<{
      categories: string[];
      fonts: { id: string; family: string; category: string; faces: { url: string }[] }[];
    }>();
    expect(all.categories).toEqual(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    expect(new Set(all.fonts.map((font) => font.category))).toEqual(new Set(all.categories));
    expect(all.fonts.find((font) => font.id === 'lora')).toMatchObject({
      family: 'Lora',
      category: 'Serif',
      stack: '"Lora", Georgia, serif',
    });
    const serif = (await owner.get(`${FONTS}?category=Slab%20Serif`)).json<{ fonts: { family: string }[] }>();
    expect(serif.fonts.map((font) => font.family)).toEqual(['Roboto Slab']);
    const bad = await owner.get(`${FONTS}?category=Gothic`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Gothic is not one of the expected options' });
  });

  it('serves each face from its package as woff2, and nothing else', async () => {
    const { fonts } = (await owner.get(FONTS)).json<{ fonts: { id: string; faces: { url: string }[] }[] }>();
    const url = fonts.find((font) => font.id === 'pacifico')!.faces[0]!.url;
    const face = await owner.get(url);
    expect(face.statusCode).toBe(200);
    expect(face.headers['content-type']).toBe('font/woff2');
    expect(face.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await owner.get('/fonts/pacifico/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await owner.get('/fonts/pacifico/pacifico-latin-400-normal.css')).statusCode).toBe(404);
  });
});

describe('the site styles', () => {
  it('start as the theme itself, with no fonts to download', async () => {
    const { styles: current, warnings } = (await owner.get(STYLES)).json<{ styles: { headingFont: string }; warnings: unknown[] }>();
    expect(current.headingFont).toBe('system');
    expect(warnings).toEqual([]);
    const page = (await owner.get('/shop')).body;
    expect(page).not.toContain('@font-face');
    expect(page).toContain('--site-heading-font:system-ui, sans-serif;');
  });

  it('are saved and rendered into the theme variables and font faces of every page', async () => {
    const saved = await owner.putJson(STYLES, styles);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ styles, warnings: [] });
    const page = (await owner.get('/shop')).body;
    expect(page).toContain('--site-heading-font:"Lora", Georgia, serif;');
    expect(page).toContain('--site-body-font:"Work Sans", system-ui, sans-serif;');
    expect(page).toContain('--site-accent-color:hsla(300, 60%, 30%, 1);');
    expect(page).toContain('@font-face{font-family:"Lora";font-style:normal;font-weight:700;');
    expect(page).toContain(
      '<link rel="preload" href="/fonts/work-sans/work-sans-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('warn, and still save, when text or links fall below WCAG AA contrast on the background', async () => {
    const grey = { hue: 0, saturation: 0, lightness: 0.6, alpha: 1 };
    const saved = (await owner.putJson(STYLES, { ...styles, textColor: grey, accentColor: grey })).json<{
      warnings: { foreground: string; message: string }[];
    }>();
    expect(saved.warnings.map((warning) => warning.message)).toEqual([
      'Text on the background has a contrast of 2.84:1, below the 4.5:1 WCAG AA asks for',
      'Links in the accent colour on the background has a contrast of 2.84:1, below the 4.5:1 WCAG AA asks for',
    ]);
    expect((await owner.get(STYLES)).json()).toMatchObject({ styles: { textColor: grey } });
  });

  it('refuse colours out of bounds with the website colour formatter words, and unknown fonts, saving nothing', async () => {
    const response = await owner.putJson(STYLES, {
      ...styles,
      headingFont: 'comic',
      accentColor: { hue: 400, saturation: 1.2, lightness: 0.5, alpha: 1 },
      backgroundColor: { hue: 10, saturation: 0.5 },
      textColor: { ...ink, alpha: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Some answers are not valid',
      errors: {
        headingFont: 'comic is not one of the expected options',
        accentColor: 'Hue out of bounds. Saturation out of bounds.',
        backgroundColor: 'Missing an H/S/L value.',
        textColor: 'Alpha out of bounds.',
      },
    });
    expect(db.prepare('SELECT count(*) AS count FROM site_styles').get()).toEqual({ count: 0 });
  });
});
