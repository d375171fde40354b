import type { CurrencyType } from '@phensley/cldr';
import { localeFormatter } from './locale-formatter';
import { currencyOptions, decimalOptions, modeRounded } from './options';
import { asText } from '../../values';
import { moneyOf, toDecimal } from './amounts';

/**
 * `{n|decimal [options]}`: a localized number (`style:percent`, `style:short`, `maxfrac:1`,
 * `round:down`, `no-group`, `mode:significant-maxfrac` … see `decimalOptions`). Text that is not a
 * number prints nothing.
 */
export const formatDecimal = localeFormatter('decimal', ({ cldr }, args, [first]) => {
  const value = toDecimal(asText(first.value));
  return value === undefined ? '' : cldr.Numbers.formatDecimal(modeRounded(value, args), decimalOptions(args));
});

/**
 * `{price|money [options]}`: a localized amount of a money node, `{decimalValue, currencyCode}` or
 * `{value, currency}` (`style:name`, `style:short`, `symbol:narrow` … see `currencyOptions`).
 * Anything else prints nothing.
 */
export const formatMoney = localeFormatter('money', ({ cldr }, args, [first]) => {
  const money = moneyOf(first.value);
  const amount = money === undefined ? undefined : toDecimal(asText(money.amount));
  if (money === undefined || amount === undefined) return '';
  return cldr.Numbers.formatCurrency(modeRounded(amount, args), asText(money.currency) as CurrencyType, currencyOptions(args));
});
