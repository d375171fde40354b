import { asNumber, getPath } from '../../values';

/** The storefront's cart page. */
export const CART_PATH = '/cart';
/** What `cart-subtotal` prints: the platform retired it in favour of the cart's own money fields. */
export const CART_SUBTOTAL_TEXT = 'deprecated, do not use';

/** `cart-quantity`: the number of units in the cart, summed over its entries. */
export function cartQuantityMarkup(cart: unknown): string {
  const entries = getPath(cart, ['entries']);
  const quantity = Array.isArray(entries)
    ? entries.reduce((sum: number, entry: unknown) => sum + asNumber(getPath(entry, ['quantity'])), 0)
    : 0;
  return `<span class="sqs-cart-quantity">${String(quantity)}</span>`;
}
