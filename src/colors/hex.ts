import type { Rgb } from './models';

/** A hex colour of 3 to 6 digits (spec 001 §5), with or without `#`. */
const HEX_COLOR = /^#?([0-9a-fA-F]{3,6})$/;

/**
 * The colour a hex text names, as one number: `#abc` is `0xaabbcc`; 4 and 5 digits read as
 * written (`#abcd` is `0x00abcd`), as the platform's colour formatters read them. Nothing when the
 * text is not 3 to 6 hex digits.
 */
export function parseHexValue(text: string): number | undefined {
  const digits = HEX_COLOR.exec(text.trim())?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return Number.parseInt(full, 16);
}

/** Whether `text` is a hex colour of 3 to 6 digits, with or without `#`. */
export function isHexColor(text: string): boolean {
  return parseHexValue(text) !== undefined;
}

/** The hex colour as RGB, opaque; nothing when the text is not one. */
export function hexToRgb(text: string): Rgb | undefined {
  const value = parseHexValue(text);
  if (value === undefined) return undefined;
  return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff, alpha: 1 };
}

const channelHex = (channel: number): string =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/**
 * `#rrggbb` in lower case. Alpha is not written: the platform's hex colours have at most 6 digits,
 * so alpha travels beside them.
 */
export function rgbToHex({ red, green, blue }: Rgb): string {
  return `#${channelHex(red)}${channelHex(green)}${channelHex(blue)}`;
}

/** Colours above half of white are light (spec 001 §9, colour weight). */
const LIGHT_THRESHOLD = 0xffffff / 2;

/** `light` or `dark` for a hex colour, as the `color-weight` formatter prints it; nothing for another text. */
export function colorWeight(text: string): 'light' | 'dark' | undefined {
  const value = parseHexValue(text);
  if (value === undefined) return undefined;
  return value > LIGHT_THRESHOLD ? 'light' : 'dark';
}
