import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TYPE,
  formatLegacyMoney,
  getFromPrice,
  getNormalPrice,
  getPriceDisplay,
  getSalePrice,
  getSubscriptionOptionPriceDisplay,
  getVariantPrices,
  hasVariedPrices,
  toDecimalString,
} from './index';
import type { Money, PriceDisplay, ProductContent, ProductItem, ProductVariant } from './index';

const product = (content: ProductContent): ProductItem => ({ structuredContent: content });
const ofType = (productType: number, variants: ProductVariant[], extra: ProductContent = {}): ProductItem =>
  product({ productType, variants, ...extra });
const physical = (variants: ProductVariant[], extra: ProductContent = {}): ProductItem => ofType(PRODUCT_TYPE.PHYSICAL, variants, extra);
const priced = (value: string, extra: ProductVariant = {}): ProductVariant => ({ priceMoney: { value }, ...extra });
const onSale = (value: string, sale: string): ProductVariant => ({ priceMoney: { value }, salePriceMoney: { value: sale }, onSale: true });
const text = (money: Money): string => `${toDecimalString(money)} ${money.currency}`;

/** A display with its amounts as readable text, to compare whole displays at once. */
function readable(display: PriceDisplay): unknown {
  return Object.fromEntries(
    Object.entries(display).map(([key, value]) => [
      key,
      typeof value === 'object' && value && 'minorUnits' in value ? text(value as Money) : value,
    ]),
  );
}

describe('getVariantPrices', () => {
  it('reads the money fields', () => {
    const prices = getVariantPrices(onSale('20', '15.5'));
    expect([text(prices.price), text(prices.salePrice), prices.onSale]).toEqual(['20.00 USD', '15.50 USD', true]);
  });

  it('falls back to the legacy minor-unit fields', () => {
    const prices = getVariantPrices({ price: 2000, salePrice: '1500' });
    expect([text(prices.price), text(prices.salePrice), prices.onSale]).toEqual(['20.00 USD', '15.00 USD', false]);
  });

  it('prefers the money field over the legacy one', () => {
    expect(text(getVariantPrices({ price: 1, priceMoney: { value: '3' } }).price)).toBe('3.00 USD');
  });

  it('costs 0 in the store currency when no price is found', () => {
    expect(text(getVariantPrices({}).price)).toBe('0.00 USD');
    expect(text(getVariantPrices({ price: 1.5 }, { storeCurrency: 'EUR' }).price)).toBe('0.00 EUR');
    expect(text(getVariantPrices({ price: 250 }, { storeCurrency: 'JPY' }).price)).toBe('250 JPY');
  });
});

describe('from, normal and sale prices', () => {
  const item = physical([priced('1'), onSale('2', '.1'), priced('.75'), onSale('3', '.5')]);

  it('from: the lowest amount payable, sale prices included', () => {
    expect(text(getFromPrice(item))).toBe('0.10 USD');
  });

  it('normal: the highest regular price', () => {
    expect(text(getNormalPrice(item))).toBe('3.00 USD');
  });

  it('sale: the lowest sale price among variants on sale', () => {
    expect(text(getSalePrice(item))).toBe('0.10 USD');
    expect(text(getSalePrice(physical([priced('1')])))).toBe('0.00 USD');
  });

  it('a digital product is priced on itself', () => {
    const digital = product({ productType: PRODUCT_TYPE.DIGITAL, priceMoney: { value: '7.50' }, salePriceMoney: { value: '5' } });
    expect([text(getFromPrice(digital)), text(getNormalPrice(digital)), text(getSalePrice(digital))]).toEqual([
      '7.50 USD',
      '7.50 USD',
      '5.00 USD',
    ]);
    const digitalOnSale = product({
      productType: PRODUCT_TYPE.DIGITAL,
      onSale: true,
      priceMoney: { value: '7.50' },
      salePriceMoney: { value: '5' },
    });
    expect(text(getFromPrice(digitalOnSale))).toBe('5.00 USD');
  });

  it('gift cards are never on sale', () => {
    const giftCard = ofType(PRODUCT_TYPE.GIFT_CARD, [priced('25'), onSale('50', '1')]);
    expect([text(getFromPrice(giftCard)), text(getNormalPrice(giftCard)), text(getSalePrice(giftCard))]).toEqual([
      '25.00 USD',
      '50.00 USD',
      '0.00 USD',
    ]);
  });

  it('are 0 USD when no price is found', () => {
    for (const empty of [
      physical([]),
      product({ productType: -1 }),
      product({ productType: PRODUCT_TYPE.DIGITAL }),
      product({ productType: PRODUCT_TYPE.PAYWALL, priceMoney: { value: '9' } }),
    ]) {
      expect([getFromPrice(empty), getNormalPrice(empty), getSalePrice(empty)].map(text)).toEqual(['0.00 USD', '0.00 USD', '0.00 USD']);
    }
  });

  it('use the store currency for amounts that name none', () => {
    expect(text(getNormalPrice(physical([priced('2')]), { storeCurrency: 'GBP' }))).toBe('2.00 GBP');
  });
});

describe('hasVariedPrices', () => {
  it('holds when regular prices differ', () => {
    expect(hasVariedPrices(physical([priced('1'), priced('2')]))).toBe(true);
    expect(hasVariedPrices(physical([{ price: 100 }, { price: 200 }]))).toBe(true);
  });

  it('holds when only some variants are on sale', () => {
    expect(hasVariedPrices(physical([priced('4'), onSale('4', '3')]))).toBe(true);
    // Same payable price, but one would read as a sale from 4 and the other is simply 3.
    expect(hasVariedPrices(physical([priced('3'), onSale('4', '3')]))).toBe(true);
  });

  it('holds when variants on sale differ in sale price or in regular price', () => {
    expect(hasVariedPrices(physical([onSale('4', '1'), onSale('4', '2')]))).toBe(true);
    expect(hasVariedPrices(physical([onSale('9', '5'), onSale('10', '5')]))).toBe(true);
  });

  it('ignores sale prices of variants not on sale', () => {
    expect(
      hasVariedPrices(
        physical([
          { priceMoney: { value: '1' }, salePriceMoney: { value: '2' } },
          { priceMoney: { value: '1' }, salePriceMoney: { value: '3' } },
        ]),
      ),
    ).toBe(false);
  });

  it('does not hold for one price, one variant, or products priced on themselves', () => {
    expect(hasVariedPrices(physical([priced('5'), priced('5.00'), { price: 500 }]))).toBe(false);
    expect(hasVariedPrices(physical([priced('5')]))).toBe(false);
    expect(hasVariedPrices(product({ productType: PRODUCT_TYPE.DIGITAL }))).toBe(false);
    expect(hasVariedPrices(product({ productType: -1, variants: [priced('1'), priced('2')] }))).toBe(false);
  });

  it('compares gift-card denominations alone', () => {
    expect(hasVariedPrices(ofType(PRODUCT_TYPE.GIFT_CARD, [priced('25'), priced('50')]))).toBe(true);
    expect(hasVariedPrices(ofType(PRODUCT_TYPE.GIFT_CARD, [priced('25'), { ...priced('25'), onSale: true }]))).toBe(false);
  });
});

describe('getPriceDisplay', () => {
  it('shows nothing for a product of unknown type or a paywall', () => {
    expect(getPriceDisplay(product({ productType: -1 }))).toEqual({ kind: 'none' });
    expect(getPriceDisplay(product({ productType: PRODUCT_TYPE.PAYWALL }))).toEqual({ kind: 'none' });
  });

  it('shows the lowest price as a from-price when prices vary', () => {
    expect(readable(getPriceDisplay(physical([priced('100'), onSale('200', '50')])))).toEqual({ kind: 'from', price: '50.00 USD' });
  });

  it('shows the sale price and the original price when on sale', () => {
    expect(readable(getPriceDisplay(physical([onSale('100', '50')])))).toEqual({
      kind: 'sale',
      price: '50.00 USD',
      originalPrice: '100.00 USD',
    });
    const digital = product({
      productType: PRODUCT_TYPE.DIGITAL,
      onSale: true,
      priceMoney: { value: '400' },
      salePriceMoney: { value: '200' },
    });
    expect(readable(getPriceDisplay(digital))).toEqual({ kind: 'sale', price: '200.00 USD', originalPrice: '400.00 USD' });
  });

  it('shows the one price otherwise, 0 when none is set', () => {
    expect(readable(getPriceDisplay(physical([priced('200')])))).toEqual({ kind: 'single', price: '200.00 USD' });
    expect(readable(getPriceDisplay(product({ productType: PRODUCT_TYPE.GIFT_CARD })))).toEqual({ kind: 'single', price: '0.00 USD' });
  });

  it('carries the plan of a subscribable product', () => {
    const subscription = physical([priced('100'), priced('200')], {
      isSubscribable: 'true',
      subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 2 }, numBillingCycles: 5 },
    });
    expect(readable(getPriceDisplay(subscription))).toEqual({
      kind: 'from',
      price: '100.00 USD',
      plan: { billingPeriod: { unit: 'MONTH', value: 2 }, numBillingCycles: 5 },
    });
  });

  it('is unavailable for a subscribable product without a usable plan', () => {
    expect(getPriceDisplay(physical([priced('100')], { isSubscribable: true }))).toEqual({ kind: 'unavailable' });
    expect(
      getPriceDisplay(physical([priced('100')], { isSubscribable: true, subscriptionPlan: { billingPeriod: { unit: 'DAY', value: 1 } } })),
    ).toEqual({ kind: 'unavailable' });
  });

  it('gives amounts the legacy money mode prints', () => {
    const display = getPriceDisplay(product({ productType: PRODUCT_TYPE.DIGITAL, priceMoney: { value: '2500', currency: 'USD' } }));
    expect(display.kind === 'single' && formatLegacyMoney(display.price)).toBe('2,500.00');
  });
});

describe('getSubscriptionOptionPriceDisplay', () => {
  const option = (value: string, extra: object = {}): object => ({ priceMoney: { value }, ...extra });

  it('uses the first pricing option of the lowest-priced variant', () => {
    const item = physical([
      { ...priced('10'), pricingOptions: [option('9')] } as ProductVariant,
      { ...priced('5'), pricingOptions: [option('8'), option('1')] } as ProductVariant,
    ]);
    expect(readable(getSubscriptionOptionPriceDisplay(item))).toEqual({ kind: 'from', price: '8.00 USD' });
  });

  it('takes the first of equally priced variants, and shows no from-price when prices do not vary', () => {
    const item = physical([
      { ...priced('10'), pricingOptions: [option('9')] } as ProductVariant,
      { ...priced('10'), pricingOptions: [option('8')] } as ProductVariant,
    ]);
    expect(readable(getSubscriptionOptionPriceDisplay(item))).toEqual({ kind: 'single', price: '9.00 USD' });
  });

  it('shows the option on sale', () => {
    const item = physical([
      { ...priced('10'), pricingOptions: [option('9', { onSale: true, salePriceMoney: { value: '4' } })] } as ProductVariant,
    ]);
    expect(readable(getSubscriptionOptionPriceDisplay(item))).toEqual({ kind: 'sale', price: '4.00 USD', originalPrice: '9.00 USD' });
  });

  it('shows nothing when that variant has no pricing option', () => {
    expect(
      getSubscriptionOptionPriceDisplay(
        physical([{ ...priced('10'), pricingOptions: [] }, { ...priced('10'), pricingOptions: [option('9')] } as ProductVariant]),
      ),
    ).toEqual({ kind: 'none' });
    expect(getSubscriptionOptionPriceDisplay(product({ productType: PRODUCT_TYPE.DIGITAL }))).toEqual({ kind: 'none' });
  });

  it('shows nothing for a product that cannot be subscribed to', () => {
    const variants = [{ ...priced('10'), pricingOptions: [option('9')] } as ProductVariant];
    expect(getSubscriptionOptionPriceDisplay(ofType(PRODUCT_TYPE.DIGITAL, variants))).toEqual({ kind: 'none' });
    expect(getSubscriptionOptionPriceDisplay(ofType(PRODUCT_TYPE.GIFT_CARD, variants))).toEqual({ kind: 'none' });
    expect(getSubscriptionOptionPriceDisplay(ofType(-1, variants))).toEqual({ kind: 'none' });
    expect(readable(getSubscriptionOptionPriceDisplay(ofType(PRODUCT_TYPE.SERVICE, variants)))).toEqual({
      kind: 'single',
      price: '9.00 USD',
    });
  });

  it('reads legacy option prices written as strings', () => {
    const item = physical([{ ...priced('10'), pricingOptions: [{ price: '900' }] }]);
    expect(readable(getSubscriptionOptionPriceDisplay(item))).toEqual({ kind: 'single', price: '9.00 USD' });
  });
});

describe('amounts stay exact', () => {
  it('compares 15-digit prices without rounding', () => {
    const item = physical([priced('999999999999999.98'), priced('999999999999999.99')]);
    expect(hasVariedPrices(item)).toBe(true);
    expect(text(getNormalPrice(item))).toBe('999999999999999.99 USD');
    expect(text(getFromPrice(item))).toBe('999999999999999.98 USD');
  });
});
