/** Colour formatters: light or dark for a hex colour, and a CSS `hsl()` from the site's colour tweaks. */
import type { Formatter } from '../types';
import { asNumber, asText, getChild } from '../../values';

/** A hex colour of 3 to 6 digits, with or without `#`. */
const HEX_COLOR = /^#?([0-9a-fA-F]{3,6})$/;
/** Colours above half of white are light. */
const LIGHT_THRESHOLD = 0xffffff / 2;

/** Messages `website-color` prints instead of a colour. */
const WEBSITE_COLOR_MESSAGES = {
  missing: 'Missing an H/S/L value.',
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
} as const;

/** The colour as a number (`#abc` is `0xaabbcc`; 4 and 5 digits read as written), or nothing. */
function parseHexColor(text: string): number | undefined {
  const digits = HEX_COLOR.exec(text)?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return Number.parseInt(full, 16);
}

/** `{color|color-weight}`: `light` or `dark`; missing when the value is not a hex colour. */
const colorWeight: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const color = parseHexColor(asText(first.value));
  first.set(color === undefined ? undefined : color > LIGHT_THRESHOLD ? 'light' : 'dark');
};

/** Two decimals at most, without trailing zeros (`0.956` → `0.96`, `0.5` → `0.5`). */
const round2 = (value: number): number => Number(value.toFixed(2));
const outside = (value: number, max: number): boolean => value < 0 || value > max;
/** Saturation and lightness must be numbers in range: NaN is out of bounds for them, not for hue or alpha. */
const outsideUnit = (value: number): boolean => !(value >= 0 && value <= 1);

/**
 * `{color|website-color}` over `{hue, saturation, lightness, alpha?}` (hue 0–360, the others
 * 0–1): `hsl(h, s%, l%)` or `hsla(h, s%, l%, a)` rounded to two decimals. A missing hue,
 * saturation or lightness prints the missing message; values out of range print their messages.
 */
const websiteColor: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const node = first.value;
  const hueValue = getChild(node, 'hue');
  const saturationValue = getChild(node, 'saturation');
  const lightnessValue = getChild(node, 'lightness');
  if (hueValue === undefined || saturationValue === undefined || lightnessValue === undefined) {
    first.set(WEBSITE_COLOR_MESSAGES.missing);
    return;
  }
  const hue = asNumber(hueValue);
  const saturation = asNumber(saturationValue);
  const lightness = asNumber(lightnessValue);
  const alphaValue = getChild(node, 'alpha');
  const alpha = alphaValue === undefined ? undefined : asNumber(alphaValue);
  // Each hue, saturation and lightness message is followed by a space, the alpha one (always
  // last) is not: "Hue out of bounds. Alpha out of bounds." and "Hue out of bounds. " alike.
  let problems = '';
  if (outside(hue, 360)) problems += `${WEBSITE_COLOR_MESSAGES.hue} `;
  if (outsideUnit(saturation)) problems += `${WEBSITE_COLOR_MESSAGES.saturation} `;
  if (outsideUnit(lightness)) problems += `${WEBSITE_COLOR_MESSAGES.lightness} `;
  if (alpha !== undefined && outside(alpha, 1)) problems += WEBSITE_COLOR_MESSAGES.alpha;
  if (problems !== '') {
    first.set(problems);
    return;
  }
  const hsl = `${round2(hue)}, ${round2(saturation * 100)}%, ${round2(lightness * 100)}%`;
  first.set(alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(alpha)})`);
};

export const COLOR_FORMATTERS = {
  'color-weight': colorWeight,
  'website-color': websiteColor,
} as const satisfies Record<string, Formatter>;
