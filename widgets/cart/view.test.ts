import { describe, expect, it } from 'vitest';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { cartEntryActionPath, cartView, stepperOf } from './index';

const shirt = entryFixture({
  id: 'e1',
  itemId: 'shirt',
  quantity: 2,
  title: 'Linen Shirt',
  subTotal: 10400,
  chosenVariant: { sku: 'S-M-IND', attributes: { Color: 'Indigo', Size: 'M' } },
});
const tote = entryFixture({ id: 'e2', itemId: 'tote', quantity: 1, title: 'Canvas Tote', subTotal: 2400 });
const cart = cartFixture({ entries: [shirt, tote], totalQuantity: 3, subtotalCents: 12800 });
const products = { shirt: { url: '/products/linen-shirt', options: ['Size', 'Color'] } };
const options = { currency: 'USD', locale: 'en-US', products };

describe('cartView', () => {
  it('counts with the one and other forms and formats the subtotal', () => {
    expect(cartView(cart, options)).toMatchObject({ empty: false, countLabel: '3 items', subtotal: '$128.00', notice: null });
    expect(cartView(cartFixture({ entries: [tote], totalQuantity: 1 }), options).countLabel).toBe('1 item');
    expect(cartView(cartFixture(), options)).toMatchObject({ empty: true, countLabel: '0 items', rows: [] });
  });

  it('gives each entry its link, its variant in the product’s option order, its total, labels and form paths', () => {
    const [first, second] = cartView(cart, options).rows;
    expect(first).toEqual({
      entry: {
        id: 'e1',
        itemId: 'shirt',
        title: 'Linen Shirt',
        url: '/products/linen-shirt',
        descriptor: 'M / Indigo',
        quantity: 2,
        stepper: { decreaseTo: 1, increaseTo: 3, canDecrease: true, canIncrease: true },
        lineTotal: '$104.00',
        labels: {
          quantity: 'Quantity of Linen Shirt',
          decrease: 'Decrease the quantity of Linen Shirt',
          increase: 'Increase the quantity of Linen Shirt',
          remove: 'Remove Linen Shirt',
        },
        actions: { quantity: '/cart/entries/e1/quantity', remove: '/cart/entries/e1/remove' },
        ids: { input: 'sf-cart-quantity-e1', decrease: 'sf-cart-decrease-e1', increase: 'sf-cart-increase-e1' },
        notice: null,
      },
    });
    // An item the page does not know (added in another tab since) has no link.
    expect(second).toMatchObject({ entry: { url: null, descriptor: '' } });
  });

  it('formats money in the cart’s currency and the shopper’s locale', () => {
    const yen = cartFixture({ entries: [entryFixture({ subTotal: 9600 })], totalQuantity: 2, subtotalCents: 9600 });
    expect(cartView(yen, { ...options, currency: 'JPY' }).subtotal).toBe('¥9,600');
    expect(cartView(cart, { ...options, locale: 'en-GB' }).subtotal).toBe('US$128.00');
  });

  it('shows the entry just removed where it stood, and not once it is back in the cart', () => {
    const removed = { entry: tote, index: 0 };
    const without = cartFixture({ entries: [shirt], totalQuantity: 2, subtotalCents: 10400 });
    expect(cartView(without, { ...options, removed }).rows).toEqual([
      { removed: { id: 'e2', message: 'Canvas Tote was removed from your cart.', action: '/cart/entries/e2/restore', notice: null } },
      expect.objectContaining({ entry: expect.objectContaining({ id: 'e1' }) }),
    ]);
    expect(cartView(without, { ...options, removed: { entry: tote, index: 9 } }).rows.map((row) => Object.keys(row)[0])).toEqual([
      'entry',
      'removed',
    ]);
    expect(cartView(cart, { ...options, removed }).rows.map((row) => Object.keys(row)[0])).toEqual(['entry', 'entry']);
  });

  it('puts an alert on its entry, and one for an entry it does not show above the list', () => {
    const notice = { title: 'Unable to update quantity', message: 'Quantity must be a whole number' };
    const view = cartView(cart, { ...options, notices: { e2: notice, gone: { title: 'Unable to remove item', message: 'x' } } });
    expect(view.rows[1]).toMatchObject({ entry: { notice } });
    expect(view.notice).toEqual({ title: 'Unable to remove item', message: 'x' });
  });
});

describe('stepperOf', () => {
  it('steps by one within 1–9999, each end disabling its button', () => {
    expect(stepperOf(1)).toEqual({ decreaseTo: 1, increaseTo: 2, canDecrease: false, canIncrease: true });
    expect(stepperOf(9999)).toEqual({ decreaseTo: 9998, increaseTo: 9999, canDecrease: true, canIncrease: false });
  });
});

describe('cartEntryActionPath', () => {
  it('encodes the entry id into the cart page’s form paths', () => {
    expect(cartEntryActionPath('a/b c', 'restore')).toBe('/cart/entries/a%2Fb%20c/restore');
  });
});
