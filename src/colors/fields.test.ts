import { describe, expect, it } from 'vitest';
import { colorFieldTexts, readColorField, type Hsl } from '.';

const blue: Hsl = { hue: 216.7, saturation: 0.9, lightness: 0.43, alpha: 1 };

const colorOf = (reading: ReturnType<typeof readColorField>): Hsl => {
  if (!('color' in reading)) throw new Error(`expected a colour, got "${reading.message}"`);
  return reading.color;
};

describe('the colour picker’s fields', () => {
  it('show one colour in every format', () => {
    expect(colorFieldTexts({ hue: 0, saturation: 1, lightness: 0.5, alpha: 0.5 })).toEqual({
      hex: '#ff0000',
      red: '255',
      green: '0',
      blue: '0',
      hue: '0',
      saturation: '1',
      lightness: '0.5',
      alpha: '0.5',
    });
  });

  it('take a hex of 3 to 6 digits, with or without #, keeping alpha', () => {
    expect(colorFieldTexts(colorOf(readColorField('hex', '#0f0', { ...blue, alpha: 0.4 })))).toMatchObject({
      hex: '#00ff00',
      alpha: '0.4',
    });
    expect(colorFieldTexts(colorOf(readColorField('hex', '0b57d0', blue))).hex).toBe('#0b57d0');
    for (const text of ['#12', '#1234567', 'blue', ''])
      expect(readColorField('hex', text, blue)).toEqual({ message: 'Enter a hex colour of 3 to 6 digits, such as #0b57d0.' });
  });

  it('take a channel from 0 to 255, whole', () => {
    expect(colorFieldTexts(colorOf(readColorField('red', '255', { hue: 0, saturation: 0, lightness: 0, alpha: 1 }))).hex).toBe('#ff0000');
    for (const text of ['256', '-1', '1.5', 'x', ''])
      expect(readColorField('green', text, blue)).toEqual({ message: 'Green must be a whole number from 0 to 255.' });
  });

  it('keep the hue of a grey made by a channel', () => {
    const grey = colorOf(readColorField('red', '128', { hue: 200, saturation: 0, lightness: 128 / 255, alpha: 1 }));
    expect(grey.hue).toBe(200);
  });

  it('answer HSL and alpha out of range with the website colour formatter’s words', () => {
    expect(readColorField('hue', '361', blue)).toEqual({ message: 'Hue out of bounds.' });
    expect(readColorField('saturation', '1.2', blue)).toEqual({ message: 'Saturation out of bounds.' });
    expect(readColorField('lightness', '-0.1', blue)).toEqual({ message: 'Lightness out of bounds.' });
    expect(readColorField('alpha', '2', blue)).toEqual({ message: 'Alpha out of bounds.' });
    expect(readColorField('hue', '', blue)).toEqual({ message: 'Missing an H/S/L value.' });
    expect(colorOf(readColorField('alpha', '0,25', blue)).alpha).toBe(0.25);
    expect(colorOf(readColorField('hue', '360', blue)).hue).toBe(360);
  });
});
