import type { FormatterTable, PredicateTable } from '../types';
import { clearDatetimeField, formatDatetime, formatDatetimeInterval } from './datetime';
import { formatLegacyMoney, formatMoneyCents, formatMoneyString } from './legacy-money';
import { formatMessageTag } from './message';
import { formatDecimal, formatMoney } from './numbers';
import { formatRelativeTime, formatTimeSince } from './relative-time';
import { formatUnit, unitsMetric } from './unit';

/**
 * The locale-aware formatter family. `datetime`, `datetime-interval`, `decimal`, `message`
 * (`plural`), `money`, `relative-time`, `timesince` and `unit` read the render's locale (`ctx.locale`) and
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
  unit: formatUnit,
};

/** The locale-aware predicates: `units-metric?` asks how the render's region measures. */
export const I18N_PREDICATES: PredicateTable = {
  'units-metric?': unitsMetric,
};

export { formatMessage, getCldr } from './locale-data';
export { formatMessageTag } from './message';
export { currencyOptions } from './options';
export type { MessageValues } from './messages';
