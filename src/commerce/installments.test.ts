import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_COUNT,
  PRODUCT_TYPE,
  SUPPORTED_CURRENCIES,
  getInstallmentAmount,
  getInstallmentsProvider,
  installmentsRangeText,
  isInstallmentsEligible,
  isInstallmentsInRange,
  isInstallmentsSupported,
  moneyFromMinorUnits,
  splitIntoInstallments,
  toDecimalString,
} from './index';
import type { Money } from './index';

const usd = (minorUnits: number): Money => moneyFromMinorUnits(minorUnits, 'USD');
const amounts = (list: readonly Money[]): string[] => list.map(toDecimalString);

describe('isInstallmentsEligible', () => {
  it('needs every item to be physical', () => {
    expect(isInstallmentsEligible([PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.PHYSICAL])).toBe(true);
    expect(isInstallmentsEligible([PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.DIGITAL])).toBe(false);
    expect(isInstallmentsEligible([PRODUCT_TYPE.SERVICE])).toBe(false);
    expect(isInstallmentsEligible([undefined])).toBe(false);
  });

  it('is not offered for an empty order', () => {
    expect(isInstallmentsEligible([])).toBe(false);
  });
});

describe('isInstallmentsInRange', () => {
  const min = usd(3500);
  const max = usd(200000);

  it('is out at exactly the minimum and in at exactly the maximum', () => {
    expect(isInstallmentsInRange(usd(3500), min, max)).toBe(false);
    expect(isInstallmentsInRange(usd(3501), min, max)).toBe(true);
    expect(isInstallmentsInRange(usd(200000), min, max)).toBe(true);
    expect(isInstallmentsInRange(usd(200001), min, max)).toBe(false);
  });

  it('holds exactly for min < price ≤ max, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: -5n, max: 10n ** 9n }),
        (currency, low, span, offset) => {
          const minimum = moneyFromMinorUnits(low, currency);
          const maximum = moneyFromMinorUnits(low + span, currency);
          const price = moneyFromMinorUnits(low + offset, currency);
          expect(isInstallmentsInRange(minimum, minimum, maximum)).toBe(false);
          expect(isInstallmentsInRange(maximum, minimum, maximum)).toBe(span > 0n);
          expect(isInstallmentsInRange(price, minimum, maximum)).toBe(offset > 0n && offset <= span);
        },
      ),
    );
  });

  it('is never in range across currencies', () => {
    expect(isInstallmentsInRange(moneyFromMinorUnits(5000, 'CAD'), min, max)).toBe(false);
  });
});

describe('getInstallmentsProvider', () => {
  it('uses the main provider in the US, Canada (English and French), Australia and New Zealand', () => {
    for (const [language, country] of [['en', 'US'], ['en', 'CA'], ['fr', 'CA'], ['en', 'AU'], ['en', 'NZ']] as const) {
      expect(getInstallmentsProvider(language, country), `${language}_${country}`).toBe('afterpay');
    }
  });

  it('uses the sister brand in Great Britain', () => {
    expect(getInstallmentsProvider('en', 'GB')).toBe('clearpay');
  });

  it('supports no other pair', () => {
    for (const [language, country] of [['fr', 'US'], ['es', 'US'], ['de', 'DE'], ['fr', 'GB'], ['en', 'IE']] as const) {
      expect(getInstallmentsProvider(language, country), `${language}_${country}`).toBeUndefined();
      expect(isInstallmentsSupported(language, country)).toBe(false);
    }
    expect(isInstallmentsSupported('EN', 'ca')).toBe(true);
  });
});

describe('installmentsRangeText', () => {
  const min = usd(3500);
  const max = usd(200000);

  it('says "up to" the maximum when the total exceeds it', () => {
    expect(installmentsRangeText(usd(250000), min, max)).toBe('available for orders up to $2,000.00');
  });

  it('says "over" the minimum otherwise', () => {
    expect(installmentsRangeText(usd(1000), min, max)).toBe('available for orders over $35.00');
    expect(installmentsRangeText(usd(3500), min, max)).toBe('available for orders over $35.00');
  });

  it('formats amounts for the shopper’s locale', () => {
    const gbp = (minor: number): Money => moneyFromMinorUnits(minor, 'GBP');
    expect(installmentsRangeText(gbp(200000), gbp(100), gbp(100000), 'en_GB')).toBe('available for orders up to £1,000.00');
  });
});

describe('installments split', () => {
  it('splits in 4 by default', () => {
    expect(DEFAULT_INSTALLMENT_COUNT).toBe(4);
    expect(amounts(splitIntoInstallments(usd(10000)))).toEqual(['25.00', '25.00', '25.00', '25.00']);
  });

  it('gives the leftover cents to the first payments', () => {
    expect(amounts(splitIntoInstallments(usd(10001)))).toEqual(['25.01', '25.00', '25.00', '25.00']);
    expect(amounts(splitIntoInstallments(usd(10003)))).toEqual(['25.01', '25.01', '25.01', '25.00']);
    expect(amounts(splitIntoInstallments(moneyFromMinorUnits(1001, 'JPY'), 4))).toEqual(['251', '250', '250', '250']);
  });

  it('advertises the largest payment: the total divided by the count, rounded up', () => {
    expect(toDecimalString(getInstallmentAmount(usd(10001)))).toBe('25.01');
    expect(toDecimalString(getInstallmentAmount(usd(10000)))).toBe('25.00');
    expect(toDecimalString(getInstallmentAmount(usd(1), 4))).toBe('0.01');
  });

  it('always adds up to the total, in payments at most one minor unit apart', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_CURRENCIES), fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), fc.integer({ min: 1, max: 24 }), (currency, minor, count) => {
        const total = moneyFromMinorUnits(minor, currency);
        const parts = splitIntoInstallments(total, count).map((part) => part.minorUnits);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(minor);
        const largest = parts.reduce((a, b) => (a > b ? a : b));
        const smallest = parts.reduce((a, b) => (a < b ? a : b));
        expect(largest - smallest <= 1n).toBe(true);
        expect(getInstallmentAmount(total, count).minorUnits).toBe(largest);
      }),
    );
  });

  it('refuses a count that is not a whole number ≥ 1, or a negative total', () => {
    expect(() => splitIntoInstallments(usd(100), 0)).toThrow(RangeError);
    expect(() => getInstallmentAmount(usd(100), 2.5)).toThrow(/count/);
    expect(() => splitIntoInstallments(usd(-100))).toThrow(/total/);
  });
});
