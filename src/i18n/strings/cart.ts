/** The cart pill, the added-to-cart popover and the cart page. */

export const cart = {
  overflowCount: '100+',
  /** The cart popover's message (spec 000 §2: a product was added to the cart). */
  addedToCart: 'Added to cart',
  empty: 'Your cart is empty',
  itemHeading: 'Item',
  quantityHeading: 'Quantity',
  totalHeading: 'Total',
  subtotal: 'Subtotal',
} as const;

/** The cart's item count in its one and other plural forms (spec 001 §9); `#` is the count. */
export const cartItemCount = { one: '# item', other: '# items' } as const;

// The words are English, so English decides which form a count takes.
const pluralRules = new Intl.PluralRules('en');

/** "1 item" / "3 items": the cart's item count label, the form chosen by the plural rules. */
export function cartItemCountLabel(count: number): string {
  const form = pluralRules.select(count) === 'one' ? 'one' : 'other';
  return cartItemCount[form].replace('#', String(count));
}

/** The cart pill's accessible name and live announcement: "Cart, 1 item" / "Cart, 3 items". */
export function cartLabel(quantity: number): string {
  return `Cart, ${cartItemCountLabel(quantity)}`;
}
