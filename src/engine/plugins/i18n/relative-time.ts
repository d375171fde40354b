import { asNumber } from '../../values';
import { localeFormatter } from './locale-formatter';
import { relativeTimeOptions } from './options';

/**
 * `{epoch|relative-time [options]}`: how far an instant lies from now (`in 2 hours`,
 * `11 hours ago`); with two variables, from the first to the second. See `relativeTimeOptions`.
 */
export const formatRelativeTime = localeFormatter('relative-time', ({ cldr }, args, [first, second], ctx) => {
  const value = asNumber(first.value);
  const [start, end] = second === undefined ? [ctx.now, value] : [value, asNumber(second.value)];
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '';
  const calendars = cldr.Calendars;
  return calendars.formatRelativeTime(
    calendars.toGregorianDate({ date: start }),
    calendars.toGregorianDate({ date: end }),
    relativeTimeOptions(args),
  );
});

const INVALID_DATE = 'Invalid date.';

/**
 * `{epoch|timesince}`: `<span class="timesince" data-date="…">about 3 days ago</span>`, in English
 * whatever the locale, as the reference prints it. A value that is not a number, or a render
 * without locale data, prints `Invalid date.`.
 */
export const formatTimeSince = localeFormatter(
  'timesince',
  ({ cldr }, _args, [first], ctx) => {
    const epoch = asNumber(first.value);
    if (!Number.isFinite(epoch)) return INVALID_DATE;
    const calendars = cldr.Calendars;
    const elapsed = calendars.toGregorianDate({ date: ctx.now }).unixEpoch() - calendars.toGregorianDate({ date: epoch }).unixEpoch();
    return `<span class="timesince" data-date="${epoch}">${timeSincePhrase(elapsed)}</span>`;
  },
  INVALID_DATE,
);

/** `about 3 days ago`, `about an hour ago`, `less than a minute ago` (also for the future). */
function timeSincePhrase(elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  // `| 0` truncates toward zero as the reference counts; a month is 30 days.
  const days = (seconds / 86_400) | 0;
  const secondsInDay = seconds - days * 86_400;
  const counts = [
    ['year', (days / 365) | 0],
    ['month', (days / 30) | 0],
    ['week', (days / 7) | 0],
    ['day', days],
    ['hour', (secondsInDay / 3_600) | 0],
    ['minute', (secondsInDay / 60) | 0],
  ] as const;
  for (const [unit, count] of counts) {
    if (count === 1) return `about ${unit === 'hour' ? 'an hour' : `a ${unit}`} ago`;
    if (count > 1) return `about ${count} ${unit}s ago`;
  }
  return 'less than a minute ago';
}
