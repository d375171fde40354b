/**
 * Every shopper-visible string of the storefront, in one catalogue, worded exactly as the
 * specification words them. Widgets and `src/` logic read from here; nothing repeats a literal.
 */
export * as STRINGS from './strings/index';
export { selectOptionsMessage, quantityOutOfRangeMessage } from './strings/add-to-cart';
export { cartLabel, cartItemCountLabel } from './strings/cart';
export { cartEntryLabels, cartEntryRemovedMessage } from './strings/cart-page';
export { cartLeftOutMessage, signedInAsMessage } from './strings/account';
export { emailNotValidMessage, characterCountMessage } from './strings/forms';
export {
  installmentsDialogTitle,
  installmentsRangeMessage,
  installmentsOfferMessage,
  installmentsLimitMessage,
} from './strings/installments';
export { variantSelectPrompt, fromPriceMessage } from './strings/product';
export { subscriptionPricePattern } from './strings/subscriptions';
export type { SubscriptionPriceWording } from './strings/subscriptions';
export {
  MERCHANT_STRINGS,
  restockLoadingMessage,
  restockLoadedMessage,
  restockSentMessage,
  restockSentAllMessage,
  restockSendLabel,
  restockShowLabel,
} from './merchant';
export { localizedText } from './localized';
export type { LocalizedStrings } from './localized';
