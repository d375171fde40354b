/** The cart page: its controls, alerts and the words around them (the pill's and the popover's are in cart.ts). */

export const cartPage = {
  continueShopping: 'Continue shopping',
  checkout: 'Checkout',
  /** The stepper's symbols, what sends a typed quantity, removal and its undo. */
  decreaseSymbol: '−',
  increaseSymbol: '+',
  update: 'Update',
  remove: 'Remove',
  undo: 'Undo',
  /** Alert titles (spec 001 §8); an undo puts an item back, so its failure is an add's. */
  updateQuantityFailed: 'Unable to update quantity',
  removeFailed: 'Unable to remove item',
  addFailed: 'Unable to add item',
} as const;

/**
 * The cart page's names for one entry's controls, each naming the product, since every entry has
 * the same controls: "Quantity of Linen Shirt", "Decrease the quantity of Linen Shirt", "Remove
 * Linen Shirt". The spec words none of them.
 */
export function cartEntryLabels(title: string): {
  readonly quantity: string;
  readonly decrease: string;
  readonly increase: string;
  readonly remove: string;
} {
  return {
    quantity: `Quantity of ${title}`,
    decrease: `Decrease the quantity of ${title}`,
    increase: `Increase the quantity of ${title}`,
    remove: `Remove ${title}`,
  };
}

/** What stands in a removed entry's place while it can be put back: "Linen Shirt was removed from your cart." */
export function cartEntryRemovedMessage(title: string): string {
  return `${title} was removed from your cart.`;
}
