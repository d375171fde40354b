import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_COUNT,
  PRODUCT_TYPE,
  SUPPORTED_CURRENCIES,
  getInstallmentAmount,
  getInstallmentsOffer,
  getInstallmentsProvider,
  getInstallmentsProviderForLocale,
  getProductInstallmentsOffer,
  installmentsOfferText,
  installmentsRangeText,
  isInstallmentsEligible,
  isInstallmentsInRange,
  isInstallmentsSupported,
  moneyFromMinorUnits,
  parseInstallmentsContext,
  splitIntoInstallments,
  toDecimalString,
} from './index';
import type { Money, ProductType } from './index';

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
    for (const [language, country] of [
      ['en', 'US'],
      ['en', 'CA'],
      ['fr', 'CA'],
      ['en', 'AU'],
      ['en', 'NZ'],
    ] as const) {
      expect(getInstallmentsProvider(language, country), `${language}_${country}`).toBe('afterpay');
    }
  });

  it('uses the sister brand in Great Britain', () => {
    expect(getInstallmentsProvider('en', 'GB')).toBe('clearpay');
  });

  it('supports no other pair', () => {
    for (const [language, country] of [
      ['fr', 'US'],
      ['es', 'US'],
      ['de', 'DE'],
      ['fr', 'GB'],
      ['en', 'IE'],
    ] as const) {
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
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 1, max: 24 }),
        (currency, minor, count) => {
          const total = moneyFromMinorUnits(minor, currency);
          const parts = splitIntoInstallments(total, count).map((part) => part.minorUnits);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(minor);
          const largest = parts.reduce((a, b) => (a > b ? a : b));
          const smallest = parts.reduce((a, b) => (a < b ? a : b));
          expect(largest - smallest <= 1n).toBe(true);
          expect(getInstallmentAmount(total, count).minorUnits).toBe(largest);
        },
      ),
    );
  });

  it('refuses a count that is not a whole number ≥ 1, or a negative total', () => {
    expect(() => splitIntoInstallments(usd(100), 0)).toThrow(RangeError);
    expect(() => getInstallmentAmount(usd(100), 2.5)).toThrow(/count/);
    expect(() => splitIntoInstallments(usd(-100))).toThrow(/total/);
  });
});

describe('the installments offer', () => {
  const contextInput = {
    afterPayAvailable: true,
    afterPayMin: { value: '24.00', currency: 'USD' },
    afterPayMax: { decimalValue: '240.00', currencyCode: 'USD' },
    shopperLanguage: 'en',
    stripeAccountCountry: 'US',
  };
  const context = parseInstallmentsContext(contextInput)!;
  const physical = [PRODUCT_TYPE.PHYSICAL];
  const offer = (minorUnits: number, locale = 'en-US', productTypes: readonly (ProductType | undefined)[] = physical) =>
    getInstallmentsOffer({ total: usd(minorUnits), productTypes, context, locale });
  const textOf = (minorUnits: number, locale = 'en-US') => {
    const found = offer(minorUnits, locale);
    return found === undefined ? undefined : installmentsOfferText(found, locale);
  };

  describe('parseInstallmentsContext', () => {
    it('reads both money shapes, the account country and the shopper language', () => {
      expect(context).toEqual({ available: true, min: usd(2400), max: usd(24000), shopperLanguage: 'en', country: 'US' });
    });
    it('takes the store currency for limits that name none', () => {
      const read = parseInstallmentsContext({ ...contextInput, afterPayMin: { value: '10' }, afterPayMax: { value: '20' } }, 'EUR');
      expect(read?.min).toEqual(moneyFromMinorUnits(1000, 'EUR'));
    });
    it('is unavailable unless afterPayAvailable is true', () => {
      expect(parseInstallmentsContext({ ...contextInput, afterPayAvailable: 'yes' })?.available).toBe(false);
    });
    it('cannot be read without limits or an account country', () => {
      expect(parseInstallmentsContext({ ...contextInput, afterPayMin: undefined })).toBeUndefined();
      expect(parseInstallmentsContext({ ...contextInput, stripeAccountCountry: ' ' })).toBeUndefined();
      expect(parseInstallmentsContext('context')).toBeUndefined();
    });
  });

  describe('getInstallmentsProviderForLocale', () => {
    it.each([
      ['en-US', 'afterpay'],
      ['en_CA', 'afterpay'],
      ['fr-CA', 'afterpay'],
      ['en-AU', 'afterpay'],
      ['en-NZ', 'afterpay'],
      ['en-GB', 'clearpay'],
      ['en', 'afterpay'],
      ['fr-FR', undefined],
      ['de-DE', undefined],
      ['es-US', undefined],
      ['en-IE', undefined],
      ['not a locale', undefined],
    ])('%s → %s', (locale, provider) => {
      expect(getInstallmentsProviderForLocale(locale, { country: 'US' })).toBe(provider);
    });
    it('reads the account country for a locale without a region', () => {
      expect(getInstallmentsProviderForLocale('en', { country: 'GB' })).toBe('clearpay');
      expect(getInstallmentsProviderForLocale('fr', { country: 'US' })).toBeUndefined();
    });
  });

  it('is out of range at exactly the minimum and in range at exactly the maximum', () => {
    expect(textOf(2400)).toBe('Afterpay available for orders over $24.00');
    expect(textOf(2401)).toBe('or 4 interest-free payments of $6.01 with Afterpay');
    expect(textOf(24000)).toBe('or 4 interest-free payments of $60.00 with Afterpay');
    expect(textOf(24001)).toBe('Afterpay available for orders up to $240.00');
  });

  it('names the sister brand in Great Britain and formats for the locale', () => {
    expect(textOf(4800, 'en-GB')).toBe('or 4 interest-free payments of US$12.00 with Clearpay');
    expect(textOf(100, 'fr-CA')).toBe('Afterpay available for orders over 24,00\u00a0$\u00a0US');
  });

  it('is not offered when an item is not physical, the locale is not supported, or installments are off', () => {
    expect(offer(4800, 'en-US', [PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.DIGITAL])).toBeUndefined();
    expect(offer(4800, 'en-US', [PRODUCT_TYPE.SERVICE])).toBeUndefined();
    expect(offer(4800, 'de-DE')).toBeUndefined();
    expect(
      getInstallmentsOffer({ total: usd(4800), productTypes: physical, context: { ...context, available: false }, locale: 'en-US' }),
    ).toBeUndefined();
  });

  it('is not offered for an order in another currency than the limits', () => {
    expect(
      getInstallmentsOffer({ total: moneyFromMinorUnits(4800, 'JPY'), productTypes: physical, context, locale: 'en-US' }),
    ).toBeUndefined();
  });

  it('advertises the payment rounded up, for any count', () => {
    const found = getInstallmentsOffer({ total: usd(10001), productTypes: physical, context, locale: 'en-US', count: 3 });
    expect(found?.kind === 'in-range' && toDecimalString(found.installment)).toBe('33.34');
    expect(() => getInstallmentsOffer({ total: usd(10001), productTypes: physical, context, locale: 'en-US', count: 0 })).toThrow(
      RangeError,
    );
  });

  it('is in range exactly when the minimum < total ≤ the maximum, for every locale that has a provider', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.constantFrom('en-US', 'en-CA', 'fr-CA', 'en-AU', 'en-NZ', 'en-GB'),
        (cents, locale) => {
          expect(offer(cents, locale)?.kind).toBe(cents > 2400 && cents <= 24000 ? 'in-range' : 'out-of-range');
        },
      ),
    );
  });

  describe('getProductInstallmentsOffer', () => {
    const tote = {
      id: 'tote',
      structuredContent: { productType: 1, variants: [{ sku: 'TOTE', priceMoney: { value: '24.00', currency: 'USD' }, unlimited: true }] },
    };
    const text = (quantity: number) => {
      const found = getProductInstallmentsOffer(tote, quantity, context, 'en-US');
      return found === undefined ? undefined : installmentsOfferText(found);
    };
    it('offers the price times the quantity', () => {
      expect(text(1)).toBe('Afterpay available for orders over $24.00');
      expect(text(2)).toBe('or 4 interest-free payments of $12.00 with Afterpay');
      expect(text(10)).toBe('or 4 interest-free payments of $60.00 with Afterpay');
      expect(text(11)).toBe('Afterpay available for orders up to $240.00');
    });
    it('offers the sale price of a variant on sale', () => {
      const scarf = {
        id: 'scarf',
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'S', onSale: true, priceMoney: { value: '65.00' }, salePriceMoney: { value: '49.00' } }],
        },
      };
      const found = getProductInstallmentsOffer(scarf, 1, context, 'en-US');
      expect(found && installmentsOfferText(found)).toBe('or 4 interest-free payments of $12.25 with Afterpay');
    });
    it('refuses a quantity that is not a whole number ≥ 1', () => {
      expect(() => getProductInstallmentsOffer(tote, 0, context, 'en-US')).toThrow(RangeError);
    });
  });
});
