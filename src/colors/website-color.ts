import type { Hsl } from './models';

/** The website colour formatter's messages (spec 001 §5), printed instead of a colour. */
export const WEBSITE_COLOR_MESSAGES = {
  missing: 'Missing an H/S/L value.',
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
} as const;

/** The limits the website colour formatter holds a colour to: hue 0–360, the others 0–1. */
export const HSL_BOUNDS = { hue: 360, saturation: 1, lightness: 1, alpha: 1 } as const;

/** A colour as the site's colour settings hold it: alpha may be absent (opaque). */
export interface WebsiteColorValue {
  readonly hue?: number | undefined;
  readonly saturation?: number | undefined;
  readonly lightness?: number | undefined;
  readonly alpha?: number | undefined;
}

export type HslField = keyof typeof HSL_BOUNDS;

/** A broken bound: which value, and the formatter's words for it. */
export interface HslProblem {
  readonly field: HslField;
  readonly message: string;
}

const outside = (value: number, max: number): boolean => value < 0 || value > max;
/** Saturation and lightness must be numbers in range: NaN is out of bounds for them, not for hue or alpha. */
const outsideUnit = (value: number): boolean => !(value >= 0 && value <= 1);

/**
 * Every bound `color` breaks, in the formatter's order (hue, saturation, lightness, alpha). Hue and
 * alpha are checked as the formatter checks them: a value that is no number passes there, so a
 * form should also require numbers (`Number.isFinite`) before it asks.
 */
export function websiteColorProblems({ hue = 0, saturation = 0, lightness = 0, alpha }: WebsiteColorValue): HslProblem[] {
  const problems: HslProblem[] = [];
  if (outside(hue, HSL_BOUNDS.hue)) problems.push({ field: 'hue', message: WEBSITE_COLOR_MESSAGES.hue });
  if (outsideUnit(saturation)) problems.push({ field: 'saturation', message: WEBSITE_COLOR_MESSAGES.saturation });
  if (outsideUnit(lightness)) problems.push({ field: 'lightness', message: WEBSITE_COLOR_MESSAGES.lightness });
  if (alpha !== undefined && outside(alpha, HSL_BOUNDS.alpha)) problems.push({ field: 'alpha', message: WEBSITE_COLOR_MESSAGES.alpha });
  return problems;
}

/** Two decimals at most, without trailing zeros (`0.956` → `0.96`, `0.5` → `0.5`). */
const round2 = (value: number): number => Number(value.toFixed(2));

/** `hsl(h, s%, l%)`, or `hsla(h, s%, l%, a)` with alpha, rounded to two decimals: CSS for a colour in bounds. */
export function hslCss({ hue, saturation, lightness, alpha }: Omit<Hsl, 'alpha'> & { readonly alpha?: number | undefined }): string {
  const hsl = `${round2(hue)}, ${round2(saturation * 100)}%, ${round2(lightness * 100)}%`;
  return alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(alpha)})`;
}

/**
 * What the website colour formatter prints for `color`: its CSS, the missing message when hue,
 * saturation or lightness is absent, or the messages of the bounds it breaks. Each hue, saturation
 * and lightness message is followed by a space, the alpha one (always last) is not: "Hue out of
 * bounds. Alpha out of bounds." and "Hue out of bounds. " alike.
 */
export function formatWebsiteColor(color: WebsiteColorValue): string {
  const { hue, saturation, lightness, alpha } = color;
  if (hue === undefined || saturation === undefined || lightness === undefined) return WEBSITE_COLOR_MESSAGES.missing;
  const problems = websiteColorProblems(color);
  if (problems.length > 0) return problems.map(({ field, message }) => (field === 'alpha' ? message : `${message} `)).join('');
  return hslCss({ hue, saturation, lightness, alpha });
}
