export { STRINGS, selectOptionsMessage, emailNotValidMessage, installmentsRangeMessage, cartLabel } from './strings';
