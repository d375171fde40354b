/**
 * The state one product block shares between its widgets (chosen options, quantity, the variant
 * they resolve to, additional-fields answers) and the add-to-cart flow over it: checks, stock,
 * add. Framework-free; the widgets are a thin layer on top.
 */
export {
  DEFAULT_QUANTITY,
  createProductForm,
  getProductForm,
  getChosenVariant,
  itemWithVariant,
  isChoiceSoldOut,
  isChoiceSubscription,
} from './form';
export type { ProductForm, ProductFormState, ProductFormOwner, ProductDescription } from './form';
export { STOCK_PATH, checkChoice, addChoiceToCart } from './add-to-cart';
export type { StockResult, PurchaseOptions, AddChoiceOptions, ChoiceCheck, AddChoiceOutcome } from './add-to-cart';
export { SUBSCRIPTION_PATH, subscribeToChoice, subscriptionCheckoutPath } from './subscribe';
export type { SubscribeOutcome } from './subscribe';
export { getPriceLine, priceLineOf } from './price-line';
export type { PriceLine, PriceLineOptions } from './price-line';
