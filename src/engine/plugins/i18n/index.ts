import type { FormatterTable } from '../types';
import { formatDatetime, formatDatetimeInterval } from './datetime';
import { formatMessageTag } from './message';
import { formatDecimal, formatMoney } from './numbers';
import { formatRelativeTime, formatTimeSince } from './relative-time';

/**
 * The locale-aware formatter family. Each formatter reads the render's locale (`ctx.locale`);
 * rendering without locale data they print nothing (`timesince`: `Invalid date.`).
 */
export const I18N_FORMATTERS: FormatterTable = {
  datetime: formatDatetime,
  'datetime-interval': formatDatetimeInterval,
  decimal: formatDecimal,
  message: formatMessageTag,
  money: formatMoney,
  plural: formatMessageTag,
  'relative-time': formatRelativeTime,
  timesince: formatTimeSince,
};

export { formatMessage, getCldr } from './locale-data';
export type { MessageValues } from './messages';
