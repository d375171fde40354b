import { asNumber, lookupIn } from '../../values';
import type { Formatter } from '../types';

/** `cart-quantity`: the number of units in the cart, summed over its entries. */
export const cartQuantity: Formatter = (_args, [first]) => {
  if (first === undefined) return;
  const entries = lookupIn(first.value, 'entries');
  let quantity = 0;
  if (Array.isArray(entries)) for (let i = 0; i < entries.length; i++) quantity += asNumber(lookupIn(lookupIn(entries, i), 'quantity'));
  first.set(`<span class="sqs-cart-quantity">${quantity}</span>`);
};

/** `cart-url`: the storefront's cart page. */
export const cartUrl: Formatter = (_args, [first]) => first?.set('/cart');

/** `cart-subtotal`: retired by the platform in favour of the cart's own money fields. */
export const cartSubtotal: Formatter = (_args, [first]) => first?.set('deprecated, do not use');
