import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, QUANTITY_MAX, QUANTITY_MIN, validateAddToCart } from './index';
import type { AddToCartCheck, ProductItem } from './index';

const shirt: ProductItem = {
  id: 'shirt',
  structuredContent: {
    productType: PRODUCT_TYPE.PHYSICAL,
    variantOptionOrdering: ['Size', 'Color', 'Fit'],
    variants: [
      { sku: 'S-RED-SLIM', attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' }, qtyInStock: 3 },
      { sku: 'M-RED-SLIM', attributes: { Size: 'M', Color: 'Red', Fit: 'Slim' }, unlimited: true },
      { sku: 'M-BLUE-SLIM', attributes: { Size: 'M', Color: 'Blue', Fit: 'Slim' }, qtyInStock: 0 },
    ],
  },
};
const small = { Size: 'S', Color: 'Red', Fit: 'Slim' };

const giftCard: ProductItem = {
  structuredContent: {
    productType: PRODUCT_TYPE.GIFT_CARD,
    variantOptionOrdering: ['Value'],
    variants: [
      { sku: 'GC25', attributes: { Value: '25' } },
      { sku: 'GC50', attributes: { Value: '50' } },
    ],
  },
};

const digital: ProductItem = { structuredContent: { productType: PRODUCT_TYPE.DIGITAL } };

const message = (check: AddToCartCheck): string | undefined => (check.ok ? undefined : check.message);

describe('validateAddToCart: options', () => {
  it('asks for the one missing option', () => {
    expect(message(validateAddToCart({ item: shirt, selection: { Size: 'S', Color: 'Red' }, quantity: 1 }))).toBe(
      'Please select the Fit option.',
    );
  });

  it('asks for two missing options', () => {
    expect(message(validateAddToCart({ item: shirt, selection: { Size: 'S' }, quantity: 1 }))).toBe(
      'Please select the Color and Fit options.',
    );
  });

  it('asks for three missing options', () => {
    expect(message(validateAddToCart({ item: shirt, quantity: 1 }))).toBe('Please select the Size, Color and Fit options.');
  });

  it('asks a gift card buyer for a denomination instead', () => {
    const check = validateAddToCart({ item: giftCard, quantity: 1 });
    expect(check).toEqual({ ok: false, problem: 'gift-card-denomination', message: 'Select a denomination for the Gift Card.' });
  });
});

describe('validateAddToCart: variant', () => {
  it('refuses a combination nobody sells', () => {
    const check = validateAddToCart({ item: shirt, selection: { Size: 'S', Color: 'Blue', Fit: 'Slim' }, quantity: 1 });
    expect(check).toEqual({
      ok: false,
      problem: 'variant-unavailable',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('accepts a chosen variant with the quantity as a number', () => {
    const check = validateAddToCart({ item: shirt, selection: small, quantity: '2' });
    expect(check.ok && [check.variant?.sku, check.quantity]).toEqual(['S-RED-SLIM', 2]);
  });

  it('accepts a digital product, which has no variant to choose', () => {
    expect(validateAddToCart({ item: digital, quantity: 1 })).toEqual({ ok: true, variant: undefined, quantity: 1 });
  });

  it('accepts a gift card with its denomination, whatever its stock', () => {
    const check = validateAddToCart({ item: giftCard, selection: { Value: '50' }, quantity: 3, stock: { qtyInStock: 0 } });
    expect(check.ok && check.variant?.sku).toBe('GC50');
  });
});

describe('validateAddToCart: quantity', () => {
  const withQuantity = (quantity: number | string): AddToCartCheck => validateAddToCart({ item: shirt, selection: small, quantity });

  it('needs a whole number', () => {
    for (const quantity of [1.5, '1.5', 'two', '', ' ', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(withQuantity(quantity), String(quantity)).toEqual({
        ok: false,
        problem: 'quantity-not-whole',
        message: 'Quantity must be a whole number',
      });
    }
  });

  it('keeps to the quantity input’s bounds, 1 to 9999', () => {
    for (const quantity of [0, -1, 10000]) {
      expect(withQuantity(quantity), String(quantity)).toEqual({
        ok: false,
        problem: 'quantity-out-of-range',
        message: 'Quantity must be between 1 and 9999',
      });
    }
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 9999]);
    expect(validateAddToCart({ item: digital, quantity: 9999 }).ok).toBe(true);
  });

  it('accepts exactly the whole numbers from 1 to 9999', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -20000, max: 20000 }), fc.double({ noNaN: true })), (quantity) => {
        const whole = Number.isInteger(quantity) && quantity >= 1 && quantity <= 9999;
        expect(validateAddToCart({ item: digital, quantity }).ok).toBe(whole);
      }),
    );
  });
});

describe('validateAddToCart: stock', () => {
  const notEnough = { ok: false, problem: 'not-enough-stock', message: 'Sorry, we do not have enough of that item available.' };

  it('refuses a variant out of stock', () => {
    expect(validateAddToCart({ item: shirt, selection: { Size: 'M', Color: 'Blue', Fit: 'Slim' }, quantity: 1 })).toEqual(notEnough);
  });

  it('counts what the cart already holds', () => {
    expect(validateAddToCart({ item: shirt, selection: small, quantity: 2, quantityInCart: 1 }).ok).toBe(true);
    expect(validateAddToCart({ item: shirt, selection: small, quantity: 2, quantityInCart: 2 })).toEqual(notEnough);
  });

  it('trusts a fresh stock answer over the page data', () => {
    expect(validateAddToCart({ item: shirt, selection: small, quantity: 1, stock: { unlimited: false, qtyInStock: 0 } })).toEqual(
      notEnough,
    );
    expect(validateAddToCart({ item: shirt, selection: small, quantity: 50, stock: { unlimited: true, qtyInStock: 0 } }).ok).toBe(true);
  });

  it('never limits an unlimited variant', () => {
    expect(validateAddToCart({ item: shirt, selection: { ...small, Size: 'M' }, quantity: 9999, quantityInCart: 9999 }).ok).toBe(true);
  });

  it('accepts exactly the quantities that fit in stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (qtyInStock, quantity, quantityInCart) => {
          const check = validateAddToCart({ item: shirt, selection: small, quantity, quantityInCart, stock: { qtyInStock } });
          expect(check.ok).toBe(quantity + quantityInCart <= qtyInStock);
        },
      ),
    );
  });

  it('refuses a bad cart quantity with a RangeError naming it', () => {
    expect(() => validateAddToCart({ item: shirt, selection: small, quantity: 1, quantityInCart: -1 })).toThrow(RangeError);
    expect(() => validateAddToCart({ item: shirt, selection: small, quantity: 1, quantityInCart: 0.5 })).toThrow(/quantityInCart/);
  });
});

describe('validateAddToCart: order of checks', () => {
  it('reports options before quantity, and quantity before stock', () => {
    expect(validateAddToCart({ item: shirt, selection: { Size: 'M' }, quantity: 'x' })).toMatchObject({ problem: 'options-missing' });
    expect(validateAddToCart({ item: shirt, selection: { Size: 'M', Color: 'Blue', Fit: 'Slim' }, quantity: 'x' })).toMatchObject({
      problem: 'quantity-not-whole',
    });
  });
});
