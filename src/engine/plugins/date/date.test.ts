import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';

/** `{value|date pattern}` on a site in `timeZone`. */
const date = (value: unknown, pattern: string, timeZone = 'America/New_York') =>
  render(`{value|date${pattern === '' ? '' : ` ${pattern}`}}`, { value, website: { timeZone } });

// 2021-02-18 06:26:05.345 in Tokyo, 2021-02-17 16:26:05.345 in New York (fixtures f-date-1, f-date-2).
const WITH_MILLIS = 1613597165345;
// 2021-02-18 19:26:05 in Tokyo, 2021-02-17 05:26:05 in New York.
const WHOLE_SECOND = 1613557565000;

describe('date with every specifier', () => {
  const rows: readonly [string, string, string, string][] = [
    ['%a', 'Thu', 'Wed', 'Wed'],
    ['%A', 'Thursday', 'Wednesday', 'Wednesday'],
    ['%b', 'Feb', 'Feb', 'Feb'],
    ['%B', 'February', 'February', 'February'],
    ['%c', 'Thu, Feb 18, 2021 6:26:05 AM JST', 'Wed, Feb 17, 2021 4:26:05 PM EST', 'Wed, Feb 17, 2021 5:26:05 AM EST'],
    ['%C', '20', '20', '20'],
    ['%d', '18', '17', '17'],
    ['%D', '02/18/21', '02/17/21', '02/17/21'],
    ['%e', '18', '17', '17'],
    ['%F', '2021-02-18', '2021-02-17', '2021-02-17'],
    ['%g', '21', '21', '21'],
    ['%G', '2021', '2021', '2021'],
    ['%h', 'Feb', 'Feb', 'Feb'],
    ['%H', '06', '16', '05'],
    ['%I', '06', '04', '05'],
    ['%j', '049', '048', '048'],
    ['%k', ' 6', '16', ' 5'],
    ['%l', ' 6', ' 4', ' 5'],
    ['%m', '02', '02', '02'],
    ['%M', '26', '26', '26'],
    ['%n', '\n', '\n', '\n'],
    ['%N', '345000000', '345000000', '000000000'],
    ['%p', 'AM', 'PM', 'AM'],
    ['%P', 'am', 'pm', 'am'],
    ['%q', '1', '1', '1'],
    ['%r', '6:26:05 AM', '4:26:05 PM', '5:26:05 AM'],
    ['%R', '06:26', '16:26', '05:26'],
    ['%s', '1613597165', '1613597165', '1613557565'],
    ['%S', '05', '05', '05'],
    ['%t', '\t', '\t', '\t'],
    ['%T', '06:26:05', '16:26:05', '05:26:05'],
    ['%u', '4', '3', '3'],
    ['%U', '08', '08', '08'],
    ['%w', '4', '3', '3'],
    ['%W', '08', '08', '08'],
    ['%x', '02/18/2021', '02/17/2021', '02/17/2021'],
    ['%X', '06:26:05 AM', '04:26:05 PM', '05:26:05 AM'],
    ['%y', '21', '21', '21'],
    ['%Y', '2021', '2021', '2021'],
    ['%z', '+09:00', '-05:00', '-05:00'],
    ['%Z', 'JST', 'EST', 'EST'],
    ['%v', '18-Feb-2021', '17-Feb-2021', '17-Feb-2021'],
    ['%V', '07', '07', '07'],
  ];

  it.each(rows)('%s prints %j in Tokyo and %j / %j in New York', (pattern, tokyo, newYork, newYorkMorning) => {
    expect(date(WITH_MILLIS, pattern, 'Asia/Tokyo').output).toBe(tokyo);
    expect(date(WITH_MILLIS, pattern).output).toBe(newYork);
    expect(date(WHOLE_SECOND, pattern).output).toBe(newYorkMorning);
  });
});

describe('date patterns', () => {
  it.each([
    ['%Y %% %d', '2021 % 17'],
    ['%Y-%m-%d %H:%M:%S %Z', '2021-02-17 16:26:05 EST'],
    ['on %A!', 'on Wednesday!'],
    ['%Q%Y', '2021'],
    ['100%', '100%'],
    ['%B %d, %Y', 'February 17, 2021'],
  ])('%j prints %j', (pattern, expected) => {
    expect(date(WITH_MILLIS, pattern).output).toBe(expected);
  });
});

describe('date on unusual values', () => {
  it('prints nothing without a pattern', () => {
    expect(date(WITH_MILLIS, '')).toEqual({ output: '', errors: [] });
  });

  it.each([[{}], [null], [undefined], [[]]])('reads %j as the epoch', (value) => {
    expect(date(value, '%Y %H:%M %Z')).toEqual({ output: '1969 19:00 EST', errors: [] });
  });

  it.each([
    ['1613597165345', '2021'],
    ['1613597165345.5', '2021'],
    [true, '1969'],
  ])('reads %j as a number', (value, year) => {
    expect(date(value, '%Y').output).toBe(year);
  });

  it('records an error and prints nothing for a value that is not a number', () => {
    const result = date('abc', '%Y');
    expect(result.output).toBe('');
    expect(result.errors).toHaveLength(1);
  });

  it('records an error and prints nothing beyond AD 8652', () => {
    const result = date(1e21, '%Y');
    expect(result.output).toBe('');
    expect(result.errors).toEqual([
      '1:1 date: Julian day 11574076514661 is outside the supported range: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.',
    ]);
  });

  it('formats an unknown time zone in UTC', () => {
    expect(date(WITH_MILLIS, '%H:%M %Z %z', 'Mars/Olympus').output).toBe('21:26 UTC +00:00');
  });

  it('follows daylight saving time', () => {
    expect(date(Date.UTC(2021, 6, 1, 12), '%H %Z %z').output).toBe('08 EDT -04:00');
  });

  it('uses the Julian calendar before 15 October 1582', () => {
    // 4 October 1582 (Julian) was followed by 15 October 1582 (Gregorian).
    const lastJulianNoon = Date.UTC(1582, 9, 14, 12);
    expect(date(lastJulianNoon, '%F %A', 'UTC').output).toBe('1582-10-04 Thursday');
    expect(date(lastJulianNoon + 86_400_000, '%F %A', 'UTC').output).toBe('1582-10-15 Friday');
  });

  it('prints years before Christ as years of their era (the year -100 is 101 BC)', () => {
    expect(date(Date.UTC(-100, 5, 1), '%Y', 'UTC').output).toBe('101');
  });

  it('numbers December days of a week that ends in January as week 1, as the reference does', () => {
    expect(date(Date.UTC(2021, 11, 31, 12), '%U %W %V %G', 'UTC').output).toBe('01 01 52 2021');
  });
});

describe('date laws', () => {
  const gregorianInstant = fc.integer({ min: Date.UTC(1600, 0, 1), max: Date.UTC(8600, 0, 1) });

  it('agrees with the platform calendar in UTC after 1582', () => {
    fc.assert(
      fc.property(gregorianInstant, (epoch) => {
        const iso = new Date(epoch).toISOString();
        expect(date(epoch, '%Y-%m-%dT%H:%M:%S', 'UTC').output).toBe(iso.slice(0, 19));
      }),
    );
  });

  it('prints the wall clock the platform shows in the site time zone', () => {
    const zone = fc.constantFrom('America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Australia/Sydney');
    const recent = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(recent, zone, (epoch, timeZone) => {
        const wall = new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(epoch);
        expect(date(epoch, '%m/%d/%Y, %H:%M', timeZone).output).toBe(wall);
      }),
    );
  });

  it('keeps %s to the 32-bit seconds the reference prints', () => {
    fc.assert(
      fc.property(gregorianInstant, (epoch) => {
        expect(date(epoch, '%s').output).toBe(String((epoch / 1000) | 0));
      }),
    );
  });
});
