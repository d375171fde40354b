/**
 * What a press of the add-to-cart button runs: the checks that need no request, then the stock
 * call and the add. Imported when the shopper shows the intent to press (pointer over or down,
 * focus) or presses, not with the page: most product page views add nothing.
 */
export { addChoiceToCart, checkChoice } from '../../src/product-form/add-to-cart';
