export {
  STRINGS,
  selectOptionsMessage,
  emailNotValidMessage,
  installmentsRangeMessage,
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
