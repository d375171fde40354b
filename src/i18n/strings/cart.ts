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

/** The cart pill's accessible name and live announcement: "Cart, 1 item" / "Cart, 3 items". */
export function cartLabel(quantity: number): string {
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}
