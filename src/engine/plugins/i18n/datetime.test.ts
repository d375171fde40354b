import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';
import type { RenderOptions } from '../..';

interface Site extends RenderOptions {
  /** @default 'America/New_York' */
  readonly timeZone?: string;
}

/** `{v0,v1|name args}` over `values`, on a site in `timeZone`. */
function format(name: string, args: string, values: readonly unknown[], { timeZone = 'America/New_York', ...options }: Site = {}) {
  const json: Record<string, unknown> = { website: { timeZone } };
  values.forEach((value, index) => (json[`v${index}`] = value));
  const names = values.map((_value, index) => `v${index}`).join(',');
  return render(`{${names}|${name}${args === '' ? '' : ` ${args}`}}`, json, options).output;
}

// 2020-02-24 14:04:40 in New York (fixture f-datetime-1).
const MONDAY_AFTERNOON = 1582571080000;

// CLDR puts a narrow no-break space (U+202F) before AM/PM and thin spaces (U+2009) around an
// interval's dash; the reference's fixtures carry the same characters.
describe('datetime in English, New York time', () => {
  it.each([
    ['', 'February 24, 2020'],
    ['short', '2/24/20, 2:04\u202fPM'],
    ['medium', 'Feb 24, 2020, 2:04:40\u202fPM'],
    ['long', 'February 24, 2020 at 2:04:40\u202fPM EST'],
    ['full', 'Monday, February 24, 2020 at 2:04:40\u202fPM Eastern Standard Time'],
    ['date:short time:medium', '2/24/20, 2:04:40\u202fPM'],
    ['date:full time:short', 'Monday, February 24, 2020 at 2:04\u202fPM'],
    ['skeleton:yMMMEEEd', 'Mon, Feb 24, 2020'],
    ['yMMMMdEEEE context:begin-sentence', 'Monday, February 24, 2020'],
    ['skeleton:Bh', '2 in the afternoon'],
    ['date:yMd time:hm', '2/24/2020, 2:04\u202fPM'],
    ['date:medium time:hm wrap:full', 'Feb 24, 2020 at 2:04\u202fPM'],
    ['date', '2/24/20'],
    ['time', '2:04\u202fPM'],
  ])('{t|datetime %s} prints %j', (args, expected) => {
    expect(format('datetime', args, [MONDAY_AFTERNOON])).toBe(expected);
  });

  it('reads the instant in the website time zone', () => {
    expect(format('datetime', 'time', [MONDAY_AFTERNOON], { timeZone: 'Asia/Tokyo' })).toBe('4:04\u202fAM');
  });

  it('reads numeric text as epoch milliseconds', () => {
    expect(format('datetime', 'date', [String(MONDAY_AFTERNOON)])).toBe('2/24/20');
  });

  it('prints nothing for a value that is not a number', () => {
    expect(format('datetime', '', ['tomorrow'])).toBe('');
  });
});

describe('datetime in other locales', () => {
  it.each([
    ['date:full', '2018年3月11日日曜日'],
    ['date:full calendar:japanese', '平成30年3月11日日曜日'],
  ])('Japanese {t|datetime %s} prints %j', (args, expected) => {
    expect(format('datetime', args, [1520751625000], { locale: 'ja' })).toBe(expected);
  });

  it('formats German dates', () => {
    expect(format('datetime', 'date:full', [MONDAY_AFTERNOON], { locale: 'de-DE' })).toBe('Montag, 24. Februar 2020');
    expect(format('datetime', 'time', [MONDAY_AFTERNOON], { locale: 'de-DE' })).toBe('14:04');
  });
});

describe('datetime-interval', () => {
  const start = MONDAY_AFTERNOON;

  it.each([
    [[start, 1582591080000], '', '2:04\u2009–\u20097:38\u202fPM'],
    [[start, 1592591080000], '', 'Feb 24\u2009–\u2009Jun 19, 2020'],
    [[start, 1692591080000], '', 'Feb 24, 2020\u2009–\u2009Aug 21, 2023'],
    [[start, 1692591080000], 'yMMM', 'Feb 2020\u2009–\u2009Aug 2023'],
  ])('%j with %j prints %j', (values, args, expected) => {
    expect(format('datetime-interval', args, values)).toBe(expected);
  });

  it('collapses an interval within one day under a date skeleton', () => {
    const values = [1502298000000, 1502305200000];
    expect(format('datetime-interval', 'yMMMd', values, { timeZone: 'America/Los_Angeles' })).toBe('Aug 9, 2017');
  });

  it('prints nothing without a second instant or with one that is not a number', () => {
    expect(format('datetime-interval', '', [start])).toBe('');
    expect(format('datetime-interval', '', [start, 'later'])).toBe('');
  });
});

describe('datetime without locale data', () => {
  it.each([['datetime'], ['datetime-interval']])('%s prints nothing', (name) => {
    expect(format(name, '', [MONDAY_AFTERNOON, MONDAY_AFTERNOON], { locale: undefined })).toBe('');
  });
});
