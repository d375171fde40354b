import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  SUPPORTED_CURRENCIES,
  compareMoney,
  currencyFractionDigits,
  formatLegacyCents,
  formatLegacyMoney,
  formatMoney,
  isSupportedCurrency,
  moneyFromMinorUnits,
  parseMoney,
  toDecimalString,
  zeroMoney,
} from './index';
import type { CurrencyCode, Money } from './index';

const usd = (minorUnits: number): Money => moneyFromMinorUnits(minorUnits, 'USD');

/** Any amount a currency can hold: up to 15 integer places, either sign. */
function moneyArbitrary(currency: CurrencyCode): fc.Arbitrary<Money> {
  const limit = 10n ** BigInt(15 + currencyFractionDigits(currency)) - 1n;
  return fc.bigInt({ min: -limit, max: limit }).map((minorUnits) => moneyFromMinorUnits(minorUnits, currency));
}

describe('supported currencies', () => {
  it('are the 27 store currencies, USD by default', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(27);
    expect(new Set(SUPPORTED_CURRENCIES).size).toBe(27);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(isSupportedCurrency('ZAR')).toBe(true);
    expect(isSupportedCurrency('XBT')).toBe(false);
    expect(isSupportedCurrency('usd')).toBe(false);
  });

  it('have two fraction digits, except JPY with none', () => {
    const digits = Object.fromEntries(SUPPORTED_CURRENCIES.map((code) => [code, currencyFractionDigits(code)]));
    expect(digits['JPY']).toBe(0);
    expect(
      Object.entries(digits)
        .filter(([code]) => code !== 'JPY')
        .every(([, count]) => count === 2),
    ).toBe(true);
  });
});

describe('parseMoney', () => {
  it('reads the {value, currency} shape', () => {
    expect(parseMoney({ value: '12.50', currency: 'EUR' })).toEqual({ minorUnits: 1250n, currency: 'EUR' });
  });

  it('reads the {decimalValue, currencyCode} shape, numbers included', () => {
    expect(parseMoney({ decimalValue: '123456.7890', currencyCode: 'USD' })).toEqual({ minorUnits: 12345679n, currency: 'USD' });
    expect(parseMoney({ decimalValue: 1234.56, currencyCode: 'JPY' })).toEqual({ minorUnits: 1235n, currency: 'JPY' });
  });

  it('takes the store currency when the amount names none', () => {
    expect(parseMoney({ value: '.5' })).toEqual({ minorUnits: 50n, currency: 'USD' });
    expect(parseMoney({ value: '7' }, 'GBP')).toEqual({ minorUnits: 700n, currency: 'GBP' });
  });

  it('accepts a lower-case currency code', () => {
    expect(parseMoney({ value: '1', currency: 'cad' })).toEqual({ minorUnits: 100n, currency: 'CAD' });
  });

  it('rounds extra fraction digits half away from zero', () => {
    expect(parseMoney({ value: '0.125' })?.minorUnits).toBe(13n);
    expect(parseMoney({ value: '0.124999' })?.minorUnits).toBe(12n);
    expect(parseMoney({ value: '-0.125' })?.minorUnits).toBe(-13n);
    expect(parseMoney({ value: '2500.5', currency: 'JPY' })?.minorUnits).toBe(2501n);
    expect(parseMoney({ value: '0.004' })?.minorUnits).toBe(0n);
  });

  it('does not drift through floating point', () => {
    expect(parseMoney({ value: 0.1 + 0.2 })?.minorUnits).toBe(30n);
    expect(parseMoney({ value: '999999999999999.99' })?.minorUnits).toBe(99999999999999999n);
  });

  it('reads exponent notation, as JavaScript prints very small or large numbers', () => {
    expect(parseMoney({ value: 1e-7 })?.minorUnits).toBe(0n);
    expect(parseMoney({ value: '1.5e3' })?.minorUnits).toBe(150000n);
  });

  it('refuses more than 15 integer places', () => {
    expect(parseMoney({ value: '1000000000000000' })).toBeUndefined();
    expect(parseMoney({ value: 1e21 })).toBeUndefined();
    expect(parseMoney({ value: '1e999999999' })).toBeUndefined();
  });

  it('refuses what is not money', () => {
    for (const input of [
      undefined,
      null,
      5,
      '5',
      {},
      { value: '' },
      { value: 'abc' },
      { value: '1.2.3' },
      { value: Number.NaN },
      { value: '1', currency: 'XBT' },
      { value: '1', currency: 3 },
    ]) {
      expect(parseMoney(input), JSON.stringify(input)).toBeUndefined();
    }
  });
});

describe('moneyFromMinorUnits', () => {
  it('builds money from cents, or yen for JPY', () => {
    expect(toDecimalString(moneyFromMinorUnits(1250))).toBe('12.50');
    expect(toDecimalString(moneyFromMinorUnits(1250, 'JPY'))).toBe('1250');
  });

  it('names the bad option in its errors', () => {
    expect(() => moneyFromMinorUnits(1.5)).toThrow(TypeError);
    expect(() => moneyFromMinorUnits(1.5)).toThrow(/minorUnits/);
    expect(() => moneyFromMinorUnits(1, 'XBT' as CurrencyCode)).toThrow(RangeError);
    expect(() => moneyFromMinorUnits(1, 'XBT' as CurrencyCode)).toThrow(/currency "XBT"/);
    expect(() => moneyFromMinorUnits(10n ** 17n)).toThrow(RangeError);
    expect(() => moneyFromMinorUnits(10n ** 15n, 'JPY')).toThrow(/15 integer places/);
  });

  it('accepts the largest amounts exactly', () => {
    expect(toDecimalString(moneyFromMinorUnits(10n ** 17n - 1n))).toBe('999999999999999.99');
    expect(toDecimalString(moneyFromMinorUnits(-(10n ** 15n - 1n), 'JPY'))).toBe('-999999999999999');
  });
});

describe('minor units round-trip through the major amount', () => {
  for (const currency of SUPPORTED_CURRENCIES) {
    it(`${currency}: minor → major → minor is the identity`, () => {
      fc.assert(
        fc.property(moneyArbitrary(currency), (money) => {
          const major = toDecimalString(money);
          expect(parseMoney({ value: major, currency })).toEqual(money);
          expect(parseMoney({ decimalValue: major, currencyCode: currency })).toEqual(money);
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('formatMoney', () => {
  it('writes the currency symbol and grouping of the locale', () => {
    expect(formatMoney(usd(123450))).toBe('$1,234.50');
    expect(formatMoney(moneyFromMinorUnits(250000, 'EUR'), 'en')).toBe('€2,500.00');
    expect(formatMoney(moneyFromMinorUnits(250000, 'EUR'), 'de-DE').replace(/\s/g, ' ')).toBe('2.500,00 €');
    expect(formatMoney(moneyFromMinorUnits(1999, 'GBP'), 'en-GB')).toBe('£19.99');
  });

  it('accepts platform locales written with an underscore', () => {
    expect(formatMoney(moneyFromMinorUnits(1000, 'CAD'), 'fr_CA').replace(/\s/g, ' ')).toBe('10,00 $');
  });

  it('keeps 15 integer places exact', () => {
    expect(formatMoney(moneyFromMinorUnits(10n ** 17n - 1n))).toBe('$999,999,999,999,999.99');
  });

  it('shows JPY without a fraction', () => {
    expect(formatMoney(moneyFromMinorUnits(1235, 'JPY'))).toBe('¥1,235');
    expect(formatMoney(moneyFromMinorUnits(-1235, 'JPY'))).toBe('-¥1,235');
  });

  it('never shows a fraction for any JPY amount, in any of its formats', () => {
    fc.assert(
      fc.property(moneyArbitrary('JPY'), fc.constantFrom('en-US', 'ja-JP', 'en-GB'), (money, locale) => {
        expect(formatMoney(money, locale)).not.toMatch(/[.,]\d{1,2}$/);
        expect(formatLegacyMoney(money)).not.toContain('.');
        expect(toDecimalString(money)).not.toContain('.');
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an invalid locale with a RangeError naming it', () => {
    expect(() => formatMoney(usd(1), 'not a locale!')).toThrow(RangeError);
    expect(() => formatMoney(usd(1), 'not a locale!')).toThrow(/locale "not a locale!"/);
  });
});

describe('legacy money text', () => {
  it('prints the number of the legacy money mode', () => {
    expect(formatLegacyMoney(usd(123400))).toBe('1,234.00');
    expect(formatLegacyMoney(usd(5))).toBe('0.05');
    expect(formatLegacyMoney(usd(-123456750))).toBe('-1,234,567.50');
    expect(formatLegacyMoney(moneyFromMinorUnits(2500, 'JPY'))).toBe('2,500');
  });

  it('prints legacy cents strings', () => {
    expect(formatLegacyCents(usd(5000))).toBe('5000');
    expect(formatLegacyCents(zeroMoney())).toBe('0');
    expect(formatLegacyCents(usd(-25))).toBe('-25');
    expect(formatLegacyCents(moneyFromMinorUnits(50, 'JPY'))).toBe('50');
  });
});

describe('compareMoney', () => {
  it('orders amounts by value', () => {
    expect(compareMoney(usd(100), usd(200))).toBe(-1);
    expect(compareMoney(usd(200), usd(200))).toBe(0);
    expect(compareMoney(usd(300), usd(-200))).toBe(1);
  });

  it('compares the major amounts across fraction digits', () => {
    expect(compareMoney(moneyFromMinorUnits(1, 'JPY'), usd(100))).toBe(0);
  });
});
