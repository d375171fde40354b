export { STRINGS, selectOptionsMessage, emailNotValidMessage, installmentsRangeMessage } from './strings';
