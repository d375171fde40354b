import type { FormatterTable } from '../types';
import { clearDatetimeField, formatDatetime, formatDatetimeInterval } from './datetime';
import { formatLegacyMoney, formatMoneyCents, formatMoneyString } from './legacy-money';
import { formatMessageTag } from './message';
import { formatDecimal, formatMoney } from './numbers';
import { formatRelativeTime, formatTimeSince } from './relative-time';

/**
 * The locale-aware formatter family. `datetime`, `datetime-interval`, `decimal`, `message`
 * (`plural`), `money`, `relative-time` and `timesince` read the render's locale (`ctx.locale`) and
 * print nothing without locale data (`timesince`: `Invalid date.`). The older `money-format`
 * (`moneyFormat`), `money-string`, `i18n-money-format` and `datetimefield` keep their fixed layouts
 * whatever the locale.
 */
export const I18N_FORMATTERS: FormatterTable = {
  datetime: formatDatetime,
  'datetime-interval': formatDatetimeInterval,
  datetimefield: clearDatetimeField,
  decimal: formatDecimal,
  'i18n-money-format': formatLegacyMoney,
  message: formatMessageTag,
  money: formatMoney,
  'money-format': formatMoneyCents,
  moneyFormat: formatMoneyCents,
  'money-string': formatMoneyString,
  plural: formatMessageTag,
  'relative-time': formatRelativeTime,
  timesince: formatTimeSince,
};

export { formatMessage, getCldr } from './locale-data';
export type { MessageValues } from './messages';
