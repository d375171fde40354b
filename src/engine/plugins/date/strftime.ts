import type { CalendarFields } from './calendar';

// The `date` formatter predates locale data: its names and layouts are English, whatever the
// site's language, and so are the reference's.
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type Specifier = (d: CalendarFields) => string;

/** Pads on the left to `width` characters. */
function pad(value: number, fill: '0' | ' ', width: number): string {
  return String(value).padStart(width, fill);
}

/** The hour on a 12-hour clock, 1 to 12. */
function hour12(d: CalendarFields): number {
  return d.hourOfDay % 12 === 0 ? 12 : d.hourOfDay % 12;
}

function isAm(d: CalendarFields): boolean {
  return d.hourOfDay < 12;
}

/** `+hh:mm` / `-hh:mm`. Zones with second offsets (local mean time) keep the reference's fraction. */
function zoneOffset(d: CalendarFields): string {
  const minutes = Math.abs(d.zoneOffset) / 60_000;
  const sign = d.zoneOffset < 0 ? '-' : '+';
  return `${sign}${pad((minutes / 60) | 0, '0', 2)}:${pad(minutes % 60, '0', 2)}`;
}

/** What each `%x` specifier prints; a specifier missing from this table prints nothing. */
const SPECIFIERS: Readonly<Record<string, Specifier>> = {
  a: (d) => SHORT_DAYS[d.dayOfWeek - 1] ?? '',
  A: (d) => LONG_DAYS[d.dayOfWeek - 1] ?? '',
  b: (d) => SHORT_MONTHS[d.month - 1] ?? '',
  B: (d) => LONG_MONTHS[d.month - 1] ?? '',
  c: (d) => strftime(d, `%a, %b ${d.dayOfMonth}, %Y %i:%M:%S %p %Z`),
  C: (d) => pad((d.year / 100) | 0, '0', 2),
  d: (d) => pad(d.dayOfMonth, '0', 2),
  D: (d) => strftime(d, '%m/%d/%y'),
  e: (d) => pad(d.dayOfMonth, ' ', 2),
  F: (d) => strftime(d, '%Y-%m-%d'),
  g: (d) => pad(d.isoWeekYear % 100, '0', 2),
  G: (d) => pad(d.isoWeekYear, '0', 4),
  h: (d) => SHORT_MONTHS[d.month - 1] ?? '',
  H: (d) => pad(d.hourOfDay, '0', 2),
  i: (d) => String(hour12(d)),
  I: (d) => pad(hour12(d), '0', 2),
  j: (d) => pad(d.dayOfYear, '0', 3),
  k: (d) => pad(d.hourOfDay, ' ', 2),
  l: (d) => pad(hour12(d), ' ', 2),
  m: (d) => pad(d.month, '0', 2),
  M: (d) => pad(d.minute, '0', 2),
  n: () => '\n',
  N: (d) => pad(d.millisecond * 1e6, '0', 9),
  p: (d) => (isAm(d) ? 'AM' : 'PM'),
  P: (d) => (isAm(d) ? 'am' : 'pm'),
  q: (d) => String((((d.month - 1) / 3) | 0) + 1),
  r: (d) => strftime(d, `${hour12(d)}:%M:%S %p`),
  R: (d) => strftime(d, '%H:%M'),
  // Truncated to 32 bits, as the reference does: instants after 2038 wrap around.
  s: (d) => String((d.epoch / 1000) | 0),
  S: (d) => pad(d.second, '0', 2),
  t: () => '\t',
  T: (d) => strftime(d, '%H:%M:%S'),
  u: (d) => String(d.dayOfWeek === 1 ? 7 : d.dayOfWeek - 1),
  // The reference numbers %U and %W alike, with Sunday-first weeks counted from 1 January.
  U: (d) => pad(d.weekOfYear, '0', 2),
  v: (d) => strftime(d, '%e-%b-%Y'),
  V: (d) => pad(d.isoWeekOfYear, '0', 2),
  w: (d) => String(d.dayOfWeek - 1),
  W: (d) => pad(d.weekOfYear, '0', 2),
  x: (d) => strftime(d, '%m/%d/%Y'),
  X: (d) => strftime(d, '%I:%M:%S %p'),
  y: (d) => pad(d.year % 100, '0', 2),
  Y: (d) => String(d.year),
  z: zoneOffset,
  Z: (d) => d.zoneAbbreviation,
};

/**
 * Formats calendar fields with a strftime-like pattern. `%%` is a percent sign, a `%` ending the
 * pattern is kept, and an unknown specifier prints nothing.
 */
export function strftime(d: CalendarFields, pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i];
    if (ch !== '%' || i === pattern.length - 1) {
      out += ch;
      continue;
    }
    i += 1;
    const spec = pattern[i] ?? '';
    if (spec === '%') {
      out += '%';
      continue;
    }
    if (Object.hasOwn(SPECIFIERS, spec)) out += SPECIFIERS[spec]?.(d) ?? '';
  }
  return out;
}
