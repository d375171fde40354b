import { zoneStateAt } from './time-zone';

/**
 * The calendar fields of one instant in one time zone, on the calendar the reference engine
 * uses: Gregorian from 15 October 1582, proleptic Julian before it, with week numbers computed
 * the way CLDR computes them.
 */
export interface CalendarFields {
  /** The instant, epoch milliseconds UTC. */
  readonly epoch: number;
  /** Year of the era: 1 BC is 1 and AD 1 is 1. */
  readonly year: number;
  /** Astronomical year: 1 BC is 0, 2 BC is -1. */
  readonly extendedYear: number;
  /** 1 to 12. */
  readonly month: number;
  readonly dayOfMonth: number;
  /** 1 to 366. */
  readonly dayOfYear: number;
  /** 1 is Sunday, 7 is Saturday. */
  readonly dayOfWeek: number;
  /** 0 to 23. */
  readonly hourOfDay: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Week of the year with weeks starting on Sunday and week 1 holding 1 January. */
  readonly weekOfYear: number;
  /** ISO 8601 week number (weeks start on Monday, week 1 holds the first Thursday). */
  readonly isoWeekOfYear: number;
  /** The (extended) year the ISO week belongs to. */
  readonly isoWeekYear: number;
  /** Zone offset in milliseconds. */
  readonly zoneOffset: number;
  readonly zoneAbbreviation: string;
}

const DAY_MS = 86_400_000;
/** Julian day number of 1 January 1970. */
const UNIX_EPOCH_JULIAN_DAY = 2_440_588;
/** Julian day number of 1 January AD 1 on the Julian calendar. */
const JULIAN_CALENDAR_EPOCH = 1_721_424;
/** 15 October 1582, the first day of the Gregorian calendar. */
const GREGORIAN_CUTOVER_JULIAN_DAY = 2_299_161;
const GREGORIAN_CUTOVER_YEAR = 1582;
/** The range of days the reference calendar accepts: 1 Jan 4713 BC to 31 Dec 8652 AD. */
const MIN_JULIAN_DAY = 0;
const MAX_JULIAN_DAY = 4_881_503;

/** Days before the first of each month, in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

interface CivilDate {
  readonly extendedYear: number;
  readonly month: number;
  readonly dayOfMonth: number;
  readonly dayOfYear: number;
}

/**
 * Splits an instant into calendar fields in the given zone. Date formatting, event calendar links
 * and `same-day?` all count days with it.
 * @throws RangeError when `epoch` is not a number, or the local day falls outside 4713 BC to AD 8652.
 */
export function calendarFieldsAt(epoch: number, zoneId: string): CalendarFields {
  if (Number.isNaN(epoch)) throw new RangeError('Expected epoch milliseconds, got a value that is not a number');
  const zone = zoneStateAt(zoneId, epoch);
  const local = epoch + zone.offset;
  const days = Math.floor(local / DAY_MS);
  const julianDay = days + UNIX_EPOCH_JULIAN_DAY;
  if (!(julianDay >= MIN_JULIAN_DAY && julianDay <= MAX_JULIAN_DAY)) {
    throw new RangeError(`Julian day ${julianDay} is outside the supported range: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.`);
  }
  const civil = julianDay >= GREGORIAN_CUTOVER_JULIAN_DAY ? gregorianDate(days) : julianCalendarDate(julianDay);
  // (jd + 1) mod 7 is 0 on Sundays; shift so Sunday is 1.
  const dayOfWeek = ((julianDay + 1) % 7) + 1;
  const week = weekFields(civil, dayOfWeek, 1, 1);
  const isoWeek = weekFields(civil, dayOfWeek, 2, 4);

  // Integer truncation mirrors the reference, which keeps any fraction of a millisecond.
  const msInDay = local - days * DAY_MS;
  const secondsInDay = (msInDay / 1000) | 0;
  const minutesInDay = (secondsInDay / 60) | 0;
  return {
    epoch,
    year: civil.extendedYear < 1 ? 1 - civil.extendedYear : civil.extendedYear,
    extendedYear: civil.extendedYear,
    month: civil.month,
    dayOfMonth: civil.dayOfMonth,
    dayOfYear: civil.dayOfYear,
    dayOfWeek,
    hourOfDay: (minutesInDay / 60) | 0,
    minute: minutesInDay % 60,
    second: secondsInDay % 60,
    millisecond: msInDay % 1000,
    weekOfYear: week.week,
    isoWeekOfYear: isoWeek.week,
    isoWeekYear: isoWeek.year,
    zoneOffset: zone.offset,
    zoneAbbreviation: zone.abbreviation,
  };
}

/** Proleptic Gregorian date of a day count from 1970-01-01; JS dates are Gregorian throughout. */
function gregorianDate(daysSinceUnixEpoch: number): CivilDate {
  const date = new Date(daysSinceUnixEpoch * DAY_MS);
  const extendedYear = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  return {
    extendedYear,
    month,
    dayOfMonth,
    dayOfYear: dayOfYearOf(month, dayOfMonth, isGregorianLeapYear(extendedYear)),
  };
}

/** Date on the Julian calendar (a leap year every fourth year) of a Julian day number. */
function julianCalendarDate(julianDay: number): CivilDate {
  const day = julianDay - JULIAN_CALENDAR_EPOCH;
  // 1461 days make four Julian years; the offset puts each leap day at the end of its cycle.
  const extendedYear = Math.floor((4 * day + 1464) / 1461);
  const dayOfYear = day - (365 * (extendedYear - 1) + Math.floor((extendedYear - 1) / 4)) + 1;
  const leap = isJulianLeapYear(extendedYear);
  let month = 12;
  while (month > 1 && dayOfYear <= daysBeforeMonth(month, leap)) month -= 1;
  return { extendedYear, month, dayOfMonth: dayOfYear - daysBeforeMonth(month, leap), dayOfYear };
}

function dayOfYearOf(month: number, dayOfMonth: number, leap: boolean): number {
  return daysBeforeMonth(month, leap) + dayOfMonth;
}

function daysBeforeMonth(month: number, leap: boolean): number {
  return (DAYS_BEFORE_MONTH[month - 1] ?? 0) + (leap && month > 2 ? 1 : 0);
}

function isJulianLeapYear(year: number): boolean {
  return year % 4 === 0;
}

function isGregorianLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * Length of a year as the week arithmetic sees it. Years from 1582 on use the Gregorian rule,
 * earlier ones the Julian rule, so 1581 comes out ten days short; the reference counts weeks
 * this way and week numbers around that new year follow it.
 */
function yearLengthForWeeks(year: number): number {
  return dayBeforeYear(year + 1) - dayBeforeYear(year);
}

function dayBeforeYear(year: number): number {
  const previous = year - 1;
  let day = 365 * previous + Math.floor(previous / 4);
  if (year >= GREGORIAN_CUTOVER_YEAR) {
    day += Math.floor(previous / 400) - Math.floor(previous / 100) + 2;
  }
  return day;
}

/**
 * Week of the year and the year that week belongs to, for weeks starting on `firstDay`
 * (1 = Sunday) where week 1 is the first week with at least `minDays` days in the new year.
 */
function weekFields(civil: CivilDate, dayOfWeek: number, firstDay: number, minDays: number): { week: number; year: number } {
  const { dayOfYear, extendedYear } = civil;
  const weekday = (dayOfWeek + 7 - firstDay) % 7;
  const jan1Weekday = (((dayOfWeek - (dayOfYear - 1) - firstDay) % 7) + 7) % 7;
  let week = Math.floor((dayOfYear - 1 + jan1Weekday) / 7);
  if (7 - jan1Weekday >= minDays) week += 1;

  if (week === 0) {
    // The first days of January belong to the last week of the previous year.
    const dayInPreviousYear = dayOfYear + yearLengthForWeeks(extendedYear - 1);
    return {
      week: weekNumber(dayInPreviousYear, dayOfWeek, firstDay, minDays),
      year: extendedYear - 1,
    };
  }
  const yearLength = yearLengthForWeeks(extendedYear);
  if (dayOfYear >= yearLength - 5) {
    // The last days of December may already belong to week 1 of the next year.
    const lastWeekday = (((weekday + yearLength - dayOfYear) % 7) + 7) % 7;
    if (6 - lastWeekday >= minDays && dayOfYear + 7 - weekday > yearLength) {
      return { week: 1, year: extendedYear + 1 };
    }
  }
  return { week, year: extendedYear };
}

function weekNumber(dayOfPeriod: number, dayOfWeek: number, firstDay: number, minDays: number): number {
  const periodStartWeekday = (((dayOfWeek - firstDay - dayOfPeriod + 1) % 7) + 7) % 7;
  const week = Math.floor((dayOfPeriod + periodStartWeekday - 1) / 7);
  return 7 - periodStartWeekday >= minDays ? week + 1 : week;
}
