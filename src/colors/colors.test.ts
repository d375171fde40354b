import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEBSITE_COLOR_MESSAGES,
  checkContrastAA,
  colorWeight,
  contrastRatio,
  formatWebsiteColor,
  hexToRgb,
  hslToHsv,
  hslToRgb,
  hsvToHsl,
  isHexColor,
  parseHexValue,
  rgbToHex,
  rgbToHsl,
  rgbToHsv,
  hsvToRgb,
  websiteColorProblems,
  type Rgb,
} from './index';

const rgb = (red: number, green: number, blue: number, alpha = 1): Rgb => ({ red, green, blue, alpha });

describe('hex colours', () => {
  it('take 3 to 6 hex digits, with or without #', () => {
    expect(parseHexValue('#abc')).toBe(0xaabbcc);
    expect(parseHexValue('ABC')).toBe(0xaabbcc);
    expect(parseHexValue('#abcd')).toBe(0xabcd);
    expect(parseHexValue('#0abcd')).toBe(0xabcd);
    expect(parseHexValue('#0b57d0')).toBe(0x0b57d0);
    expect(parseHexValue(' #fff ')).toBe(0xffffff);
  });

  it('refuse two or seven digits and anything not hex', () => {
    for (const text of ['#80', '#abcdefa', '#ggg', '', '#', 'rgb(0,0,0)', '##abc']) expect(isHexColor(text)).toBe(false);
  });

  it('convert to RGB and back to six lower-case digits', () => {
    expect(hexToRgb('#0B57D0')).toEqual(rgb(11, 87, 208));
    expect(hexToRgb('#fff')).toEqual(rgb(255, 255, 255));
    expect(hexToRgb('nope')).toBeUndefined();
    expect(rgbToHex(rgb(11, 87, 208))).toBe('#0b57d0');
    expect(rgbToHex(rgb(-4, 255.4, 300))).toBe('#00ffff');
  });

  it('weigh light above half of white, as the color-weight formatter does', () => {
    expect(colorWeight('#800000')).toBe('light');
    expect(colorWeight('7fffff')).toBe('dark');
    expect(colorWeight('#80')).toBeUndefined();
  });
});

describe('colour models', () => {
  it('convert known colours between RGB, HSL and HSV', () => {
    expect(rgbToHsl(rgb(255, 0, 0))).toEqual({ hue: 0, saturation: 1, lightness: 0.5, alpha: 1 });
    expect(rgbToHsl(rgb(0, 0, 255, 0.4))).toEqual({ hue: 240, saturation: 1, lightness: 0.5, alpha: 0.4 });
    expect(rgbToHsl(rgb(128, 128, 128)).saturation).toBe(0);
    expect(hslToRgb({ hue: 120, saturation: 1, lightness: 0.25, alpha: 1 })).toEqual(rgb(0, 127.5, 0));
    expect(rgbToHsv(rgb(255, 255, 0))).toEqual({ hue: 60, saturation: 1, value: 1, alpha: 1 });
    expect(hsvToRgb({ hue: 300, saturation: 1, value: 1, alpha: 1 })).toEqual(rgb(255, 0, 255));
    expect(hsvToHsl(hslToHsv({ hue: 200, saturation: 0.5, lightness: 0.4, alpha: 1 })).hue).toBeCloseTo(200, 9);
  });

  it('read a hue of 360 as 0', () => {
    expect(hslToRgb({ hue: 360, saturation: 1, lightness: 0.5, alpha: 1 })).toEqual(rgb(255, 0, 0));
  });

  it('round-trip hex → RGB → HSL → hex within rounding, for every six-digit colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        const start = hexToRgb(hex);
        if (start === undefined) return false;
        const hsl = rgbToHsl(start);
        expect(hsl.hue).toBeGreaterThanOrEqual(0);
        expect(hsl.hue).toBeLessThan(360);
        expect(websiteColorProblems(hsl)).toEqual([]);
        expect(rgbToHex(hslToRgb(hsl))).toBe(hex);
        return true;
      }),
    );
  });

  it('round-trip through HSL as the website colour formatter prints it (two decimals) to within one step a channel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const start = hexToRgb(value.toString(16).padStart(6, '0'));
        if (start === undefined) return false;
        const { hue, saturation, lightness } = rgbToHsl(start);
        const printed = {
          hue: Number(hue.toFixed(2)),
          saturation: Number(saturation.toFixed(4)),
          lightness: Number(lightness.toFixed(4)),
          alpha: 1,
        };
        const back = hslToRgb(printed);
        for (const channel of ['red', 'green', 'blue'] as const) expect(Math.abs(back[channel] - start[channel])).toBeLessThanOrEqual(1);
        return true;
      }),
    );
  });

  it('round-trip RGB → HSV → RGB exactly (before rounding)', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (red, green, blue) => {
        const back = hsvToRgb(rgbToHsv(rgb(red, green, blue)));
        expect(Math.round(back.red)).toBe(red);
        expect(Math.round(back.green)).toBe(green);
        expect(Math.round(back.blue)).toBe(blue);
      }),
    );
  });
});

describe('the website colour formatter', () => {
  it('prints hsl() or hsla() rounded to two decimals', () => {
    expect(formatWebsiteColor({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe('hsla(200, 30%, 50%, 0.9)');
    expect(formatWebsiteColor({ hue: 110, saturation: 0.9, lightness: 1 })).toBe('hsl(110, 90%, 100%)');
    expect(formatWebsiteColor({ hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 })).toBe(
      'hsla(0.96, 95.54%, 95.67%, 0.56)',
    );
  });

  it('answers its messages for a missing value and for each bound broken', () => {
    expect(formatWebsiteColor({ saturation: 0.9, lightness: 1 })).toBe(WEBSITE_COLOR_MESSAGES.missing);
    expect(formatWebsiteColor({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(formatWebsiteColor({ hue: 361, saturation: 0, lightness: 0 })).toBe('Hue out of bounds. ');
  });

  it('names each broken bound with its field, for a picker to show beside it', () => {
    expect(websiteColorProblems({ hue: -1, saturation: 0.5, lightness: 1.01, alpha: 1 })).toEqual([
      { field: 'hue', message: 'Hue out of bounds.' },
      { field: 'lightness', message: 'Lightness out of bounds.' },
    ]);
    expect(websiteColorProblems({ hue: 360, saturation: 1, lightness: 0, alpha: 0 })).toEqual([]);
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(rgb(0, 0, 0), rgb(255, 255, 255))).toBeCloseTo(21, 9);
    expect(contrastRatio(rgb(11, 87, 208), rgb(11, 87, 208))).toBe(1);
  });

  it('checks WCAG AA: 4.5:1 for text, 3:1 for large text, never rounding up to a pass', () => {
    // #767676 on white is the classic smallest grey that passes: 4.54:1.
    expect(checkContrastAA(rgb(0x76, 0x76, 0x76), rgb(255, 255, 255))).toEqual({ ratio: 4.54, required: 4.5, passes: true });
    const grey = checkContrastAA(rgb(0x77, 0x77, 0x77), rgb(255, 255, 255));
    expect(grey.passes).toBe(false);
    expect(grey.ratio).toBe(4.47);
    expect(checkContrastAA(rgb(0x77, 0x77, 0x77), rgb(255, 255, 255), { largeText: true }).passes).toBe(true);
  });

  it('sees a translucent text colour over its background', () => {
    expect(contrastRatio(rgb(0, 0, 0, 0), rgb(255, 255, 255))).toBe(1);
    expect(contrastRatio(rgb(0, 0, 0, 0.5), rgb(255, 255, 255))).toBeLessThan(5);
  });

  it('is symmetric and between 1 and 21', () => {
    const color = fc.record({
      red: fc.integer({ min: 0, max: 255 }),
      green: fc.integer({ min: 0, max: 255 }),
      blue: fc.integer({ min: 0, max: 255 }),
      alpha: fc.constant(1),
    });
    fc.assert(
      fc.property(color, color, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 12);
      }),
    );
  });
});
