/**
 * The colour models of spec 001 §3: rgb (red, green, blue, alpha), hsl (hue, saturation,
 * lightness, alpha), hsv (hue, saturation, value, alpha). Channels are 0–255; hue 0–360;
 * saturation, lightness, value and alpha 0–1, as the website colour formatter reads them.
 * Conversions do not round: the caller rounds for display.
 */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
}

export interface Hsl {
  readonly hue: number;
  readonly saturation: number;
  readonly lightness: number;
  readonly alpha: number;
}

export interface Hsv {
  readonly hue: number;
  readonly saturation: number;
  readonly value: number;
  readonly alpha: number;
}

/** Hue of a colour whose largest and smallest channels (0–1) are `max` and `min`; 0 for a grey. */
function hueOf(red: number, green: number, blue: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  let hue: number;
  if (max === red) hue = ((green - blue) / delta) % 6;
  else if (max === green) hue = (blue - red) / delta + 2;
  else hue = (red - green) / delta + 4;
  hue *= 60;
  return hue < 0 ? hue + 360 : hue;
}

export function rgbToHsl({ red, green, blue, alpha }: Rgb): Hsl {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  return { hue: hueOf(r, g, b, max, delta), saturation: Math.min(1, saturation), lightness, alpha };
}

/** The channels (0–255) of a hue with chroma `chroma` and the offset `match` added to each. */
function fromChroma(hue: number, chroma: number, match: number): [number, number, number] {
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  return [(r + match) * 255, (g + match) * 255, (b + match) * 255];
}

export function hslToRgb({ hue, saturation, lightness, alpha }: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const [red, green, blue] = fromChroma(hue, chroma, lightness - chroma / 2);
  return { red, green, blue, alpha };
}

export function rgbToHsv({ red, green, blue, alpha }: Rgb): Hsv {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  return { hue: hueOf(r, g, b, max, delta), saturation: max === 0 ? 0 : delta / max, value: max, alpha };
}

export function hsvToRgb({ hue, saturation, value, alpha }: Hsv): Rgb {
  const chroma = value * saturation;
  const [red, green, blue] = fromChroma(hue, chroma, value - chroma);
  return { red, green, blue, alpha };
}

export function hslToHsv(hsl: Hsl): Hsv {
  return rgbToHsv(hslToRgb(hsl));
}

export function hsvToHsl(hsv: Hsv): Hsl {
  return rgbToHsl(hsvToRgb(hsv));
}
