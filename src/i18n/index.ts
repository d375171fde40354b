export {
  STRINGS,
  selectOptionsMessage,
  emailNotValidMessage,
  installmentsRangeMessage,
  installmentsOfferMessage,
  installmentsLimitMessage,
  installmentsDialogTitle,
  characterCountMessage,
  variantSelectPrompt,
  quantityOutOfRangeMessage,
  subscriptionPricePattern,
  cartLabel,
  fromPriceMessage,
} from './strings';
export type { SubscriptionPriceWording } from './strings';
export { localizedText } from './localized';
export type { LocalizedStrings } from './localized';
