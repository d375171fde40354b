import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TYPE,
  getAddToCartLabel,
  getProductStatus,
  getProductType,
  getTotalStockRemaining,
  hasVariants,
  isOnSale,
  isQuantityInputShown,
  isSoldOut,
  isSubscribable,
} from './index';
import type { ProductContent, ProductItem, ProductVariant } from './index';

const product = (content: ProductContent): ProductItem => ({ id: 'p1', structuredContent: content });
const physical = (variants: ProductVariant[], extra: ProductContent = {}): ProductItem =>
  product({ productType: PRODUCT_TYPE.PHYSICAL, variants, ...extra });

describe('getProductType', () => {
  it('reads the type code, also when written as a string', () => {
    expect(getProductType(product({ productType: 3 }))).toBe(PRODUCT_TYPE.SERVICE);
    expect(getProductType(product({ productType: '4' }))).toBe(PRODUCT_TYPE.GIFT_CARD);
  });

  it('is undefined for a missing or unknown code', () => {
    for (const productType of [undefined, -1, 0, 6, '', 'x', 1.5]) {
      expect(getProductType(product(productType === undefined ? {} : { productType }))).toBeUndefined();
    }
    expect(getProductType({})).toBeUndefined();
    expect(getProductType({ structuredContent: null } as unknown as ProductItem)).toBeUndefined();
  });
});

describe('stock and sold out', () => {
  it('adds up the stock of every variant', () => {
    expect(getTotalStockRemaining(physical([{ qtyInStock: 2 }, { qtyInStock: 1 }, { qtyInStock: '3' }]))).toBe(6);
  });

  it('counts an unlimited variant, a digital product and a gift card as endless', () => {
    expect(getTotalStockRemaining(physical([{ qtyInStock: 0 }, { unlimited: true }]))).toBe(Infinity);
    expect(getTotalStockRemaining(product({ productType: PRODUCT_TYPE.DIGITAL }))).toBe(Infinity);
    expect(getTotalStockRemaining(product({ productType: PRODUCT_TYPE.GIFT_CARD, variants: [{ qtyInStock: 0 }] }))).toBe(Infinity);
  });

  it('ignores negative and unreadable counts', () => {
    expect(getTotalStockRemaining(physical([{ qtyInStock: -4 }, { qtyInStock: 'many' }, {}, { qtyInStock: 2 }]))).toBe(2);
  });

  it('calls a physical or service product with nothing in stock sold out', () => {
    expect(isSoldOut(physical([{ qtyInStock: 0 }]))).toBe(true);
    expect(isSoldOut(physical([]))).toBe(true);
    expect(isSoldOut(product({ productType: PRODUCT_TYPE.SERVICE, variants: [{ qtyInStock: 0 }, { qtyInStock: 1 }] }))).toBe(false);
  });

  it('never calls digital products or gift cards sold out', () => {
    expect(isSoldOut(product({ productType: PRODUCT_TYPE.DIGITAL }))).toBe(false);
    expect(isSoldOut(product({ productType: PRODUCT_TYPE.GIFT_CARD, variants: [] }))).toBe(false);
  });

  it('calls a product of unknown type, or a paywall, sold out', () => {
    expect(isSoldOut(product({ productType: -1, variants: [{ qtyInStock: 5 }] }))).toBe(true);
    expect(isSoldOut(product({ productType: PRODUCT_TYPE.PAYWALL }))).toBe(true);
  });

  it('is sold out exactly when no stock remains, whatever the data', () => {
    const variant = fc.record(
      { qtyInStock: fc.oneof(fc.integer({ min: -3, max: 5 }), fc.constant('2'), fc.constant('x')), unlimited: fc.boolean() },
      { requiredKeys: [] },
    );
    const item = fc.record(
      { productType: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant('1')), variants: fc.array(variant, { maxLength: 4 }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(item, (content) => {
        const subject = product(content as ProductContent);
        expect(isSoldOut(subject)).toBe(getTotalStockRemaining(subject) === 0);
      }),
    );
  });
});

describe('isOnSale', () => {
  it('holds when any variant of a physical or service product is on sale', () => {
    expect(isOnSale(physical([{ onSale: false }, { onSale: true }]))).toBe(true);
    expect(isOnSale(product({ productType: PRODUCT_TYPE.SERVICE, variants: [{ onSale: false }] }))).toBe(false);
  });

  it('reads the digital product’s own flag', () => {
    expect(isOnSale(product({ productType: PRODUCT_TYPE.DIGITAL, onSale: true }))).toBe(true);
    expect(isOnSale(product({ productType: PRODUCT_TYPE.DIGITAL, variants: [{ onSale: true }] }))).toBe(false);
  });

  it('never holds for gift cards or unknown types', () => {
    expect(isOnSale(product({ productType: PRODUCT_TYPE.GIFT_CARD, variants: [{ onSale: true }] }))).toBe(false);
    expect(isOnSale(product({ variants: [{ onSale: true }] }))).toBe(false);
  });
});

describe('hasVariants', () => {
  it('needs more than one variant', () => {
    expect(hasVariants(physical([{}, {}]))).toBe(true);
    expect(hasVariants(physical([{}]))).toBe(false);
    expect(hasVariants(product({ variants: 'none' as never }))).toBe(false);
  });

  it('never holds for a digital product, sold as itself', () => {
    expect(hasVariants(product({ productType: PRODUCT_TYPE.DIGITAL, variants: [{}, {}] }))).toBe(false);
  });
});

describe('isQuantityInputShown', () => {
  it('shows for a physical product with more than one unit in stock', () => {
    expect(isQuantityInputShown(physical([{ qtyInStock: 0 }, { qtyInStock: 100 }]))).toBe(true);
    expect(isQuantityInputShown(physical([{ qtyInStock: 1 }]))).toBe(false);
    expect(isQuantityInputShown(physical([{ unlimited: true }]))).toBe(true);
  });

  it('shows for a service unless the store allows only one at a time', () => {
    const service = product({ productType: PRODUCT_TYPE.SERVICE, variants: [{ qtyInStock: 2 }] });
    expect(isQuantityInputShown(service)).toBe(true);
    expect(isQuantityInputShown(service, { storeSettings: {} })).toBe(true);
    expect(isQuantityInputShown(service, { storeSettings: { multipleQuantityAllowedForServices: true } })).toBe(true);
    expect(isQuantityInputShown(service, { storeSettings: { multipleQuantityAllowedForServices: false } })).toBe(false);
  });

  it('never shows for a subscribable product, a digital product or a gift card', () => {
    expect(isQuantityInputShown(physical([{ qtyInStock: 100 }], { isSubscribable: true }))).toBe(false);
    expect(isQuantityInputShown(product({ productType: PRODUCT_TYPE.DIGITAL }))).toBe(false);
    expect(isQuantityInputShown(product({ productType: PRODUCT_TYPE.GIFT_CARD, variants: [{ unlimited: true }] }))).toBe(false);
  });
});

describe('isSubscribable', () => {
  it('reads the flag, also written as a string', () => {
    expect(isSubscribable(physical([], { isSubscribable: true }))).toBe(true);
    expect(isSubscribable(physical([], { isSubscribable: 'true' }))).toBe(true);
    expect(isSubscribable(physical([], { isSubscribable: 'false' }))).toBe(false);
    expect(isSubscribable(physical([]))).toBe(false);
  });
});

describe('getAddToCartLabel', () => {
  it('uses the custom text when it is turned on and not empty', () => {
    expect(getAddToCartLabel(physical([], { useCustomAddButtonText: true, customAddButtonText: 'Add This' }))).toBe('Add This');
    expect(getAddToCartLabel(physical([], { useCustomAddButtonText: false, customAddButtonText: 'Add This' }))).toBe('Add To Cart');
    expect(getAddToCartLabel(physical([], { useCustomAddButtonText: true, customAddButtonText: '' }))).toBe('Add To Cart');
  });

  it('says Subscribe for a subscribable product', () => {
    expect(getAddToCartLabel(physical([], { isSubscribable: true }))).toBe('Subscribe');
    expect(getAddToCartLabel(physical([], { isSubscribable: true }), { productSubscribeText: 'SUBSCRIBE' })).toBe('SUBSCRIBE');
  });

  it('says Add To Cart otherwise, or the localized text', () => {
    expect(getAddToCartLabel(physical([]))).toBe('Add To Cart');
    expect(getAddToCartLabel(physical([]), { productAddToCartText: 'ADD ITEM' })).toBe('ADD ITEM');
    expect(getAddToCartLabel(physical([]), { productAddToCartText: '' })).toBe('Add To Cart');
  });
});

describe('getProductStatus', () => {
  it('marks a sold-out product before a sale', () => {
    expect(getProductStatus(physical([{ onSale: true, qtyInStock: 0 }]))).toEqual({ kind: 'sold-out', text: 'sold out' });
  });

  it('takes the merchant’s sold-out text, then the localized one', () => {
    const soldOut = physical([{ qtyInStock: 0 }]);
    expect(getProductStatus(soldOut, { localizedStrings: { productSoldOutText: 'ausverkauft' } })?.text).toBe('ausverkauft');
    expect(
      getProductStatus(soldOut, { localizedStrings: { productSoldOutText: 'ausverkauft' }, merchandising: { customSoldOutText: 'Gone!' } })
        ?.text,
    ).toBe('Gone!');
  });

  it('marks a sale, with the localized text when given', () => {
    const onSale = physical([{ onSale: true, qtyInStock: 4 }]);
    expect(getProductStatus(onSale)).toEqual({ kind: 'sale', text: 'sale' });
    expect(getProductStatus(onSale, { localizedStrings: { productSaleText: 'Solde' } })).toEqual({ kind: 'sale', text: 'Solde' });
  });

  it('has no badge otherwise', () => {
    expect(getProductStatus(physical([{ qtyInStock: 3 }]))).toBeUndefined();
    expect(getProductStatus(product({ productType: PRODUCT_TYPE.DIGITAL }))).toBeUndefined();
  });
});
