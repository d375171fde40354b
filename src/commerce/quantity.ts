import { STRINGS, quantityOutOfRangeMessage } from '../i18n';

/** The quantity input's bounds (spec 001 §5): an add, or a cart entry's quantity. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

export type QuantityCheck =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: 'quantity-not-whole' | 'quantity-out-of-range'; readonly message: string };

/**
 * Reads a quantity as the shopper typed it (the text of an input, or a number) and checks it: a
 * whole number ("Quantity must be a whole number"; blank counts as none), from 1 to 9999.
 */
export function checkQuantity(typed: number | string): QuantityCheck {
  const quantity = typeof typed === 'string' ? (typed.trim() === '' ? Number.NaN : Number(typed)) : typed;
  if (!Number.isInteger(quantity)) return { ok: false, problem: 'quantity-not-whole', message: STRINGS.addToCart.quantityNotWhole };
  if (quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) {
    return { ok: false, problem: 'quantity-out-of-range', message: quantityOutOfRangeMessage(QUANTITY_MIN, QUANTITY_MAX) };
  }
  return { ok: true, quantity };
}
