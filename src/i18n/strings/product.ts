/** A product's block: badges, prices, pickers and the quick-view button (spec 001 §4). */

export const product = {
  /** The badge of a product nobody can buy now. */
  soldOutMark: 'sold out',
  /** The badge of a product with a variant on sale. */
  saleMark: 'sale',
  /** The title above a gift card's amount picker. */
  giftCardValueTitle: 'Value',
  /** The empty first choice of a gift card's amount picker. */
  giftCardValuePrompt: 'Select Value',
  /** The empty first choice of a variant picker, as a message pattern: "Select Size". */
  variantSelectPattern: 'Select {variantName}',
  /** The price of a product whose variants cost different amounts, as a message pattern. */
  fromPricePattern: 'from {fromPrice}',
  /** Read to screen readers before a sale price. */
  salePriceLabel: 'Sale Price:',
  /** Read to screen readers before the crossed-out regular price. */
  originalPriceLabel: 'Original Price:',
  /** The label of the quantity input beside the add-to-cart button. */
  quantityLabel: 'Quantity',
  /** The button opening a product's quick view from a product list. */
  quickView: 'Quick View',
} as const;

/** The empty first choice of a variant picker: "Select Size". */
export function variantSelectPrompt(optionName: string): string {
  return product.variantSelectPattern.replace('{variantName}', () => optionName);
}

/** "from {price}": the price of a product whose variants cost different amounts. */
export function fromPriceMessage(lowestPrice: string): string {
  return product.fromPricePattern.replace('{fromPrice}', lowestPrice);
}
