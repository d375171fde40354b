import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatMoney, minorUnitsToDecimal } from './money';

describe('money', () => {
  it('knows JPY has no minor unit and USD and EUR have two', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('EUR')).toBe(2);
  });

  it('writes minor units as the decimal string of the platform money objects', () => {
    expect(minorUnitsToDecimal(1250, 'USD')).toBe('12.50');
    expect(minorUnitsToDecimal(5, 'USD')).toBe('0.05');
    expect(minorUnitsToDecimal(-5, 'EUR')).toBe('-0.05');
    expect(minorUnitsToDecimal(4800, 'JPY')).toBe('4800');
  });

  it('formats for shoppers: JPY without decimals', () => {
    expect(formatMoney(4800, 'USD', 'en-US')).toBe('$48.00');
    expect(formatMoney(1850, 'EUR', 'en-US')).toBe('€18.50');
    expect(formatMoney(12000, 'JPY', 'en-US')).toBe('¥12,000');
  });

  it('refuses amounts that are not whole minor units, and unknown currencies', () => {
    expect(() => minorUnitsToDecimal(1.5, 'USD')).toThrow(RangeError);
    expect(() => currencyFractionDigits('DOLLARS')).toThrow(RangeError);
  });

  it('round-trips: the decimal string times 10^digits is the amount again', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom('USD', 'EUR', 'JPY'), (amount, currency) => {
        const decimal = minorUnitsToDecimal(amount, currency);
        expect(Number(decimal.replace('.', ''))).toBe(amount);
      }),
    );
  });

  it('never prints a decimal separator for yen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(formatMoney(amount, 'JPY', 'en-US')).not.toContain('.');
      }),
    );
  });
});
