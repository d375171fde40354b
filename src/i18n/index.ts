export { STRINGS, selectOptionsMessage, emailNotValidMessage, installmentsRangeMessage, characterCountMessage } from './strings';
