import { asNumber } from '../../values';
import type { Formatter } from '../types';
import { localeFormatter } from './locale-formatter';
import { datetimeOptions, intervalOptions } from './options';

/**
 * `{epoch|datetime [options]}`: a localized date and/or time in the website's time zone
 * (`date:full`, `time:short`, `skeleton:yMMMd`, `calendar:japanese` … see `datetimeOptions`).
 * A value that is not a number prints nothing.
 */
export const formatDatetime = localeFormatter('datetime', ({ cldr }, args, [first], ctx) => {
  const epoch = asNumber(first.value);
  if (Number.isNaN(epoch)) return '';
  return cldr.Calendars.formatDate({ date: epoch, zoneId: ctx.timeZone }, datetimeOptions(args));
});

/**
 * `{start, end|datetime-interval [skeleton]}`: a localized range such as `Feb 24 – Jun 19, 2020`,
 * showing only the fields that differ. Needs two finite instants, else prints nothing.
 */
export const formatDatetimeInterval = localeFormatter('datetime-interval', ({ cldr }, args, [first, second], ctx) => {
  if (second === undefined) return '';
  const start = asNumber(first.value);
  const end = asNumber(second.value);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '';
  return cldr.Calendars.formatDateInterval(
    { date: start, zoneId: ctx.timeZone },
    { date: end, zoneId: ctx.timeZone },
    intervalOptions(args),
  );
});

/** `{value|datetimefield}`: retired by the platform; the value becomes missing and prints nothing. */
export const clearDatetimeField: Formatter = (_args, [first]) => {
  first?.set(undefined);
};
