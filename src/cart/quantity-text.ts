import { STRINGS } from '../i18n';

/** The count a cart pill or badge shows: the number, or `100+` above 100 (spec 000 §9). */
export function cartQuantityText(quantity: number): string {
  return quantity > 100 ? STRINGS.cart.overflowCount : String(quantity);
}
