export {
  STRINGS,
  selectOptionsMessage,
  emailNotValidMessage,
  characterCountMessage,
  variantSelectPrompt,
  quantityOutOfRangeMessage,
  subscriptionPricePattern,
  cartLabel,
  fromPriceMessage,
  installmentsDialogTitle,
} from './strings';
export type { SubscriptionPriceWording } from './strings';
export { installmentsRangeMessage, installmentsOfferMessage, installmentsLimitMessage } from './installments';
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
