/** Adding a product to the cart: the button's labels, its checks and its alert titles (spec 000 §4, §5, §8). */

export const addToCart = {
  label: 'Add To Cart',
  subscribeLabel: 'Subscribe',
  adding: 'Adding…',
  added: 'Added!',
  selectOption: 'Select Option',
  soldOut: 'Sold Out',
  alertTitle: 'Unable to Add Item',
  expressAlertTitle: 'Unable to Purchase Item',
  giftCardAlertTitle: 'Unable to purchase Gift Card',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotWhole: 'Quantity must be a whole number',
  giftCardDenomination: 'Select a denomination for the Gift Card.',
} as const;

/** "Please select the Size option." / "… the Size and Color options." / "… the Size, Color and Fit options." */
export function selectOptionsMessage(optionNames: readonly string[]): string {
  if (optionNames.length === 0) throw new RangeError('selectOptionsMessage needs at least one option name');
  if (optionNames.length === 1) return `Please select the ${optionNames[0]} option.`;
  const last = optionNames[optionNames.length - 1];
  return `Please select the ${optionNames.slice(0, -1).join(', ')} and ${last} options.`;
}

/**
 * Refused add-to-cart quantity outside the quantity input's bounds. The spec gives the bounds
 * (1 to 9999) but no wording; this sentence is ours.
 */
export function quantityOutOfRangeMessage(min: number, max: number): string {
  return `Quantity must be between ${min} and ${max}`;
}
