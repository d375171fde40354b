import { describe, expect, it } from 'vitest';
import { localizedText, subscriptionPricePattern, variantSelectPrompt } from './index';

describe('localizedText', () => {
  it('takes a non-empty override', () => {
    expect(localizedText({ productSaleText: 'Solde' }, 'productSaleText', 'sale')).toBe('Solde');
  });

  it('falls back when the override is missing, empty or not text', () => {
    expect(localizedText(undefined, 'productSaleText', 'sale')).toBe('sale');
    expect(localizedText({}, 'productSaleText', 'sale')).toBe('sale');
    expect(localizedText({ productSaleText: '' }, 'productSaleText', 'sale')).toBe('sale');
    expect(localizedText({ productSaleText: 5 }, 'productSaleText', 'sale')).toBe('sale');
  });
});

describe('variantSelectPrompt', () => {
  it('asks to select the option', () => {
    expect(variantSelectPrompt('Size')).toBe('Select Size');
  });

  it('keeps the option name as written, replacement patterns included', () => {
    expect(variantSelectPrompt('$& {variantName}')).toBe('Select $& {variantName}');
  });
});

describe('subscriptionPricePattern', () => {
  it('words a single billing unit without a number', () => {
    expect(subscriptionPricePattern({ multiplePrices: false, billingUnit: 'WEEK', everySingleUnit: true })).toBe('{price} every week');
  });

  it('words several units and a limited duration with placeholders', () => {
    expect(
      subscriptionPricePattern({
        multiplePrices: true,
        billingUnit: 'MONTH',
        everySingleUnit: false,
        duration: { unit: 'YEAR', single: false },
      }),
    ).toBe('from {price} every {billingPeriodValue} months for {duration} years');
  });

  it('words a duration of one unit in the singular', () => {
    expect(
      subscriptionPricePattern({
        multiplePrices: false,
        billingUnit: 'YEAR',
        everySingleUnit: true,
        duration: { unit: 'YEAR', single: true },
      }),
    ).toBe('{price} every year for 1 year');
  });
});
