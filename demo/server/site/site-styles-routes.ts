import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { websiteColorProblems, type Hsl } from '../../../src/colors';
import { FONT_CATEGORIES, isFontCategory } from '../../../src/fonts';
import { notAnOption } from '../../../src/links';
import type { DemoDatabase } from '../database';
import { BadRequestError, FieldErrorsError, NotFoundError } from '../errors';
import { FONTS_PREFIX, findFont, fontFilePath, listFonts } from './fonts';
import { ownerRoute } from '../guard';
import { COLOR_FIELDS, contrastWarnings, type SiteStyles } from '../../../src/site-styles';
import { readSiteStyles, writeSiteStyles } from './site-styles';
import { requireJsonObject } from '../validation';

export const SITE_STYLES_API = '/api/admin/site-styles';
export const FONTS_API = '/api/admin/fonts';

const HSL_KEYS = ['hue', 'saturation', 'lightness', 'alpha'] as const;

/**
 * A colour as the panel sends it, `{hue, saturation, lightness, alpha}`, or the website colour
 * formatter's message for it: 'Missing an H/S/L value.' when one is absent or no number, its
 * bound messages (joined) when out of range. Alpha may be left out (opaque).
 */
function readColor(value: unknown): Hsl | string {
  const color = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const numbers = HSL_KEYS.map((key) => color[key]);
  const [hue, saturation, lightness, alpha = 1] = numbers;
  const isNumber = (each: unknown): each is number => typeof each === 'number' && Number.isFinite(each);
  if (!isNumber(hue) || !isNumber(saturation) || !isNumber(lightness) || !isNumber(alpha)) return 'Missing an H/S/L value.';
  const hsl = { hue, saturation, lightness, alpha };
  const problems = websiteColorProblems(hsl);
  return problems.length > 0 ? problems.map((problem) => problem.message).join(' ') : hsl;
}

/** The styles in a PUT body, or every field's message at once. */
function readStyles(body: Record<string, unknown>): SiteStyles {
  const errors: Record<string, string> = {};
  const fonts: Partial<Record<'headingFont' | 'bodyFont', string>> = {};
  for (const field of ['headingFont', 'bodyFont'] as const) {
    const id = body[field];
    if (typeof id === 'string' && findFont(id) !== undefined) fonts[field] = id;
    else errors[field] = notAnOption(typeof id === 'string' ? id : String(id));
  }
  const colors: Partial<Record<(typeof COLOR_FIELDS)[number], Hsl>> = {};
  for (const field of COLOR_FIELDS) {
    const color = readColor(body[field]);
    if (typeof color === 'string') errors[field] = color;
    else colors[field] = color;
  }
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  return { ...fonts, ...colors } as SiteStyles;
}

/**
 * The Site styles panel's calls (`styles:edit`): the styles with their contrast warnings, saving
 * them (the next page the site renders uses them), the font list with its category filter; and
 * the site's serving of the font files, from the packages, to any page.
 */
export function registerSiteStyleRoutes(app: FastifyInstance, db: DemoDatabase, clock: () => number): void {
  const styles = ownerRoute('styles:edit');

  app.get(SITE_STYLES_API, styles, async () => {
    const current = readSiteStyles(db);
    return { styles: current, warnings: contrastWarnings(current) };
  });

  app.put(SITE_STYLES_API, styles, async (request) => {
    const next = readStyles(requireJsonObject(request));
    writeSiteStyles(db, next, clock());
    return { styles: next, warnings: contrastWarnings(next) };
  });

  app.get<{ Querystring: { category?: string } }>(FONTS_API, styles, async (request) => {
    const { category } = request.query;
    if (category !== undefined && !isFontCategory(category)) throw new BadRequestError(notAnOption(category));
    const fonts = listFonts().filter((font) => category === undefined || font.category === category);
    return { categories: FONT_CATEGORIES, fonts };
  });

  app.get<{ Params: { id: string; file: string } }>(`${FONTS_PREFIX}:id/:file`, async (request, reply) => {
    const path = fontFilePath(request.params.id, request.params.file);
    if (path === undefined) throw new NotFoundError(`No font file ${request.url}`);
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=604800')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(path));
  });
}
