import { hexToRgb, rgbToHex } from './hex';
import { hslToRgb, rgbToHsl, type Hsl, type Rgb } from './models';
import { WEBSITE_COLOR_MESSAGES, websiteColorProblems } from './website-color';

/**
 * The colour picker's text fields, each a view of one colour: hex, red, green, blue, hue,
 * saturation, lightness and alpha. Typing in one gives the colour the others then show, or the
 * message that says why the text is no colour (the website colour formatter's words for the HSL
 * values and alpha).
 */
export const COLOR_TEXT_FIELDS = ['hex', 'red', 'green', 'blue', 'hue', 'saturation', 'lightness', 'alpha'] as const;
export type ColorTextField = (typeof COLOR_TEXT_FIELDS)[number];

export const COLOR_FIELD_MESSAGES = {
  hex: 'Enter a hex colour of 3 to 6 digits, such as #0b57d0.',
  channel: (name: string): string => `${name} must be a whole number from 0 to 255.`,
} as const;

const round = (value: number, digits: number): string => String(Number(value.toFixed(digits)));

/** What each field shows for `color`: channels whole, hue to one decimal, the others to two. */
export function colorFieldTexts(color: Hsl): Record<ColorTextField, string> {
  const rgb = hslToRgb(color);
  return {
    hex: rgbToHex(rgb),
    red: String(Math.round(rgb.red)),
    green: String(Math.round(rgb.green)),
    blue: String(Math.round(rgb.blue)),
    hue: round(color.hue, 1),
    saturation: round(color.saturation, 2),
    lightness: round(color.lightness, 2),
    alpha: round(color.alpha, 2),
  };
}

export type ColorFieldReading = { readonly color: Hsl } | { readonly message: string };

const CHANNEL_NAMES = { red: 'Red', green: 'Green', blue: 'Blue' } as const;

/** A number as typed (a comma taken for a decimal point), or nothing for an empty or non-numeric text. */
function numberIn(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** The colour `current` becomes with `field` set to `text`, or why it cannot. */
export function readColorField(field: ColorTextField, text: string, current: Hsl): ColorFieldReading {
  if (field === 'hex') {
    const rgb = hexToRgb(text);
    return rgb === undefined ? { message: COLOR_FIELD_MESSAGES.hex } : { color: rgbToHsl({ ...rgb, alpha: current.alpha }) };
  }
  const value = numberIn(text);
  if (field === 'red' || field === 'green' || field === 'blue') {
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > 255)
      return { message: COLOR_FIELD_MESSAGES.channel(CHANNEL_NAMES[field]) };
    const rgb: Rgb = { ...hslToRgb(current), [field]: value };
    // A channel change keeps the hue of a grey, which RGB cannot hold.
    const next = rgbToHsl(rgb);
    return { color: next.saturation === 0 ? { ...next, hue: current.hue } : next };
  }
  if (value === undefined) return { message: WEBSITE_COLOR_MESSAGES.missing };
  const color = { ...current, [field]: value };
  const problem = websiteColorProblems(color).find((each) => each.field === field);
  return problem === undefined ? { color } : { message: problem.message };
}
