import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asText, numberText } from '.';

describe('numberText', () => {
  it('prints prices in cents over 100 as String does', () => {
    for (const cents of [0, 1, 5, 10, 99, 100, 101, 110, 1999, 2050, 123456789, -5, -10, -1999]) {
      expect(numberText(cents / 100)).toBe(String(cents / 100));
    }
  });

  it('prints every other number as String does', () => {
    for (const value of [-0, 0.1 + 0.2, 1 / 3, 1e21, 1.5e-7, 0.001, -0.001, 123456789012345.67, NaN, Infinity, -Infinity]) {
      expect(numberText(value)).toBe(String(value));
    }
    expect(asText(1 / 3)).toBe(String(1 / 3));
  });

  it('agrees with String on any whole number of hundredths and any double', () => {
    const hundredths = fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.oneof(hundredths, fc.double()), (value) => {
        expect(numberText(value)).toBe(String(value));
      }),
    );
  });
});
