export { STRINGS, selectOptionsMessage, emailNotValidMessage, installmentsRangeMessage, fromPriceMessage } from './strings';
