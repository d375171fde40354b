import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';
import type { RenderOptions } from '../..';
import { formatMessage } from './index';

/** `{pattern|name args}` with the names in `args` resolved from `data`, on a site in `timeZone`. */
const run = (
  name: string,
  pattern: string,
  args: string,
  data: Record<string, unknown> = {},
  options: RenderOptions = {},
  timeZone = 'America/New_York',
) => render(`{pattern|${name}${args === '' ? '' : ` ${args}`}}`, { ...data, pattern, website: { timeZone } }, options);

const message = (pattern: string, args: string, data: Record<string, unknown> = {}, options: RenderOptions = {}, timeZone?: string) =>
  run('message', pattern, args, data, options, timeZone).output;

const ORDINAL = 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.';

describe('message arguments', () => {
  it('fills positional placeholders from references resolved in the tag scope', () => {
    const items = ['guitar', 'sax', 'drum set', 'flute'];
    const printed = render('{.repeated section items}{pattern|message @index @}{.alternates with}\n{.end}', { pattern: ORDINAL, items });
    expect(printed.output.split('\n')).toEqual([
      'The 1st item is a guitar.',
      'The 2nd item is a sax.',
      'The 3rd item is a drum set.',
      'The 4th item is a flute.',
    ]);
  });

  it('fills named placeholders from key:path and key=path, which also count as positional', () => {
    const data = { foo: 'FOO', bar: 'BAR', baz: 'BAZ', number: 123, string: 'abc' };
    // {foo} and {bar} were given positionally only, so they print nothing.
    expect(message('{foo} {bar} {0} {1} {2} {x} {y}', 'foo bar baz x=number y=string', data)).toBe('  FOO BAR BAZ 123 abc');
    expect(
      message('Hi, {name} {1} contains {2 plural one {# item} other {# items}}.', 'name=person.name what count', {
        person: { name: 'Bob' },
        what: 'your shopping cart',
        count: 3,
      }),
    ).toBe('Hi, Bob your shopping cart contains 3 items.');
  });

  it('resolves array indices in references', () => {
    expect(message('{0} and {1}', 'list.0 list.1', { list: ['a', 'b'] })).toBe('a and b');
  });

  it('is also registered as plural', () => {
    const result = run('plural', '{1} has {0 plural one{# post} other{# posts}}.', 'count name', { count: 1, name: 'Apple' });
    expect(result.output).toBe('Apple has 1 post.');
  });
});

describe('message plurals', () => {
  const FORMS = '{0 plural zero{# ZERO} one{# ONE} two{# TWO} few{# FEW} many{# MANY} other{# OTHER}}';
  const NUMBERS = ['0', '0.0', '0.1', '1', '1.0', '1.1', '2', '2.0', '3', '5', '8', '17', '17.0', '100', '101', '200'];
  const pluralForms = (locale: string) => NUMBERS.map((n) => message(FORMS, 'n', { n }, { locale }).split(' ')[1]).join(' ');

  it('keeps visible fraction digits in English', () => {
    expect(pluralForms('en')).toBe('OTHER OTHER OTHER ONE OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER');
  });

  it('uses French rules for fr-FR', () => {
    expect(pluralForms('fr-FR')).toBe('ONE ONE ONE ONE ONE ONE OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER OTHER');
  });

  it('uses Polish rules for pl-PL', () => {
    expect(pluralForms('pl-PL')).toBe('MANY OTHER OTHER ONE OTHER OTHER FEW OTHER FEW MANY MANY MANY OTHER MANY MANY MANY');
  });

  it('chooses forms per customer', () => {
    const pattern = 'you have {0} item{0 plural one{} other{s}} in your cart, do you want to purchase {0 plural one{it} other{them}}?';
    expect(message(pattern, 'count', { count: 1 })).toBe('you have 1 item in your cart, do you want to purchase it?');
    expect(message(pattern, 'count', { count: 3 })).toBe('you have 3 items in your cart, do you want to purchase them?');
  });
});

describe('message placeholders with formats', () => {
  it('formats decimals', () => {
    expect(message('{0}\n{0 decimal style:short}\n{0 decimal maximumFractionDigits:1}', 'n', { n: '12345.67899' })).toBe(
      '12345.67899\n12K\n12,345.7',
    );
  });

  it.each([['{0 money}'], ['{0 currency}']])('formats money with %s', (placeholder) => {
    const pattern = `${placeholder}|${placeholder.replace('}', ' style:short}')}|${placeholder.replace('}', ' style:name}')}`;
    const money = { decimalValue: '123456.789', currencyCode: 'EUR' };
    expect(message(pattern, 'money', { money })).toBe('€123,456.79|€123K|123,456.79 euros');
    expect(message(pattern, 'badmoney', { badmoney: { foo: 'bar' } })).toBe('||');
    expect(message(pattern, '')).toBe('||');
  });

  it('formats dates in the website time zone', () => {
    const pattern = '{0 datetime}\n{0 datetime full}\n{0 datetime date:short time:full}';
    expect(message(pattern, 't', { t: 1582663910000 }, {}, 'America/Los_Angeles')).toBe(
      'February 25, 2020\n' +
        'Tuesday, February 25, 2020 at 12:51:50\u202fPM Pacific Standard Time\n' +
        '2/25/20, 12:51:50\u202fPM Pacific Standard Time',
    );
  });

  it('formats intervals between two arguments', () => {
    const pattern = '{0;1 datetime-interval}\n{0;1 datetime-interval yMMMMdEEEE}\n{0;1 datetime-interval EEE}';
    expect(message(pattern, 's e', { s: 1582663910000, e: 1583763910000 })).toBe(
      'Feb 25\u2009–\u2009Mar 9, 2020\n' +
        'Tuesday, February 25\u2009–\u2009Monday, March 9, 2020\n' +
        'Tue, 3:51\u202fPM\u2009–\u2009Mon, 10:25\u202fAM',
    );
  });

  it('formats a reference that resolves to nothing as the epoch, and a missing argument as nothing', () => {
    expect(message('[{0 datetime}]', 'nothing')).toBe('[December 31, 1969]');
    expect(message('[{0 datetime}]', '')).toBe('[]');
  });

  it('records an error and prints nothing when the locale library rejects a value', () => {
    const result = run('message', 'costs {0 money}', 'price', { price: { decimalValue: 'NaN', currencyCode: 'USD' } });
    expect(result).toEqual({ output: '', errors: ['1:1 message: Invalid argument: NaN'] });
  });
});

describe('message without locale data', () => {
  it('prints nothing', () => {
    expect(message('{0}', 'a', { a: 1 }, { locale: undefined })).toBe('');
  });
});

describe('formatMessage', () => {
  it('formats for other families with the same placeholders', () => {
    const price = { value: '12', currency: 'USD' };
    expect(formatMessage('en', 'from {0 money}', { positional: [price], named: new Map() }, 'UTC')).toBe('from $12.00');
    expect(formatMessage(undefined, 'from {0 money}', { positional: [price], named: new Map() }, 'UTC')).toBe('');
  });

  it('leaves text without placeholders as it is', () => {
    const text = fc.string().filter((s) => !/[{}'#]/.test(s));
    fc.assert(
      fc.property(text, (s) => {
        expect(formatMessage('en', s, { positional: [], named: new Map() }, 'UTC')).toBe(s);
      }),
    );
  });
});
