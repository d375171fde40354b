/**
 * The product rules shared by the template engine's commerce formatters and the storefront
 * widgets, so server markup and hydrated widgets always agree. Pure functions over page JSON.
 */
export {
  SUPPORTED_CURRENCIES,
  DEFAULT_CURRENCY,
  MAX_INTEGER_DIGITS,
  isSupportedCurrency,
  currencyFractionDigits,
  moneyFromMinorUnits,
  zeroMoney,
  parseMoney,
  toDecimalString,
  compareMoney,
  formatMoney,
  formatLegacyMoney,
  formatLegacyCents,
} from './money';
export type { CurrencyCode, Money, MoneyInput, ValueMoneyInput, DecimalValueMoneyInput } from './money';
