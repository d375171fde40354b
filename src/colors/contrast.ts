import type { Rgb } from './models';

/** WCAG 2 AA: 4.5:1 for body text, 3:1 for large text (at least 24 px, or 18.66 px bold). */
export const WCAG_AA_CONTRAST = { text: 4.5, largeText: 3 } as const;

/** One sRGB channel (0–255) in linear light, as WCAG 2 defines relative luminance. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). Alpha is ignored: blend first with `blendOver`. */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** `color` painted over the opaque `backdrop`: what the eye sees of a translucent colour. */
export function blendOver(color: Rgb, backdrop: Rgb): Rgb {
  const mix = (top: number, bottom: number) => top * color.alpha + bottom * (1 - color.alpha);
  return { red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green), blue: mix(color.blue, backdrop.blue), alpha: 1 };
}

const WHITE: Rgb = { red: 255, green: 255, blue: 255, alpha: 1 };

/**
 * The WCAG 2 contrast ratio of `foreground` on `background`, 1 to 21. A translucent background is
 * taken over white (the page beneath), a translucent foreground over the background.
 */
export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const ground = background.alpha < 1 ? blendOver(background, WHITE) : background;
  const text = foreground.alpha < 1 ? blendOver(foreground, ground) : foreground;
  const [lighter, darker] = [relativeLuminance(text), relativeLuminance(ground)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastCheck {
  /** The ratio, rounded down to two decimals (so 4.499 never reads as a pass). */
  readonly ratio: number;
  /** The ratio WCAG AA asks for. */
  readonly required: number;
  readonly passes: boolean;
}

/** Whether `foreground` on `background` meets WCAG AA, for body text unless `largeText`. */
export function checkContrastAA(foreground: Rgb, background: Rgb, { largeText = false }: { largeText?: boolean } = {}): ContrastCheck {
  const exact = contrastRatio(foreground, background);
  const required = largeText ? WCAG_AA_CONTRAST.largeText : WCAG_AA_CONTRAST.text;
  return { ratio: Math.floor(exact * 100) / 100, required, passes: exact >= required };
}
