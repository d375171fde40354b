/**
 * UTC calendar days the way the template dialect counts them: Julian day numbers over 4713 BC to
 * AD 8652, the Julian calendar before 15 October 1582 and the Gregorian one from then on, and
 * years before 1 AD written as BC years (`2` for 2 BC). Event links and `same-day?` use it.
 */

const MS_PER_DAY = 86_400_000;
/** Julian day number of 1 January 1970. */
const EPOCH_JULIAN_DAY = 2_440_588;
/** 15 October 1582, the first Gregorian day. */
const FIRST_GREGORIAN_DAY = 2_299_161;
/** 31 December 8652, the last supported day (day 0 is 1 January 4713 BC). */
const LAST_SUPPORTED_DAY = 4_881_503;

/** A UTC date and time; `year` counts BC years upwards (there is no year 0). */
export interface CalendarFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The Julian day number of the UTC day holding `epochMs`.
 * @throws RangeError when `epochMs` is not a number or the day is outside 4713 BC to AD 8652.
 */
export function julianDay(epochMs: number): number {
  if (Number.isNaN(epochMs)) throw new RangeError('Expected epoch milliseconds, got a value that is not a number');
  const day = Math.floor(epochMs / MS_PER_DAY) + EPOCH_JULIAN_DAY;
  if (!(day >= 0 && day <= LAST_SUPPORTED_DAY)) {
    throw new RangeError(`Julian day ${day} is outside the supported range: 1 January 4713 BC to 31 December 8652`);
  }
  return day;
}

/**
 * The UTC calendar fields of `epochMs`.
 * @throws RangeError as {@link julianDay} does.
 */
export function utcCalendarFields(epochMs: number): CalendarFields {
  const dayNumber = julianDay(epochMs);
  const msOfDay = epochMs - (dayNumber - EPOCH_JULIAN_DAY) * MS_PER_DAY;
  const time = {
    hours: Math.floor(msOfDay / 3_600_000),
    minutes: Math.floor(msOfDay / 60_000) % 60,
    seconds: Math.floor(msOfDay / 1000) % 60,
  };
  if (dayNumber >= FIRST_GREGORIAN_DAY) {
    const date = new Date((dayNumber - EPOCH_JULIAN_DAY) * MS_PER_DAY);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), ...time };
  }
  // Julian calendar from the day number (Richards' algorithm); `year` is astronomical (0 is 1 BC).
  const c = dayNumber + 32_082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const year = d - 4800 + Math.floor(m / 10);
  return {
    year: year > 0 ? year : 1 - year,
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    ...time,
  };
}
