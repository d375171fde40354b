import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from './render';

/*
 * Our date and i18n formatters against the reference engine on generated inputs: the same tag,
 * data, locale and "now" must print the same text and agree on whether an error is recorded.
 * Locales are the bundled ones (en, de, fr, ja); others fall back to English data by design.
 */

const require = createRequire(import.meta.url);
const reference = new Compiler();
const framework = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
  packCacheSize: 4,
});

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  readonly values: readonly unknown[];
  readonly locale: string | undefined;
  readonly timeZone: string;
  readonly now: number;
  readonly data?: Record<string, unknown>;
}

/** The case as one tag over site JSON: `{v0,v1|name args}`. */
function tagOf(c: Case): { readonly source: string; readonly json: Record<string, unknown> } {
  const names = c.values.map((_, i) => `v${i}`);
  const json: Record<string, unknown> = { ...c.data, website: { timeZone: c.timeZone } };
  c.values.forEach((value, i) => {
    if (value !== undefined) json[`v${i}`] = value;
  });
  return { source: `{${names.join(',')}|${c.name}${c.args.length > 0 ? ` ${c.args.join(' ')}` : ''}}`, json };
}

function renderReference(c: Case): { output: string; failed: boolean } {
  const { source, json } = tagOf(c);
  const { code, errors } = reference.parse(source);
  expect(errors).toEqual([]);
  const cldr = c.locale === undefined ? undefined : framework.get(c.locale);
  const { ctx } = reference.execute({ code, json, now: c.now, ...(cldr === undefined ? {} : { cldr }) });
  return { output: ctx.render(), failed: ctx.errors.length > 0 };
}

function renderOurs(c: Case): { output: string; failed: boolean } {
  const { source, json } = tagOf(c);
  const result = render(source, json, { locale: c.locale, now: c.now });
  return { output: result.output, failed: result.errors.length > 0 };
}

function expectSameAsReference(c: Case): void {
  expect(renderOurs(c)).toEqual(renderReference(c));
}

/** JSON the way site data holds it: no undefined, NaN or Infinity, plain prototypes. */
const asJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value) ?? 'null') as T));

const timeZone = fc.constantFrom('America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Asia/Kolkata', 'Mars/Olympus', 'UTC');
const locale = fc.constantFrom('en', 'en-US', 'en-GB', 'de-DE', 'de-CH', 'fr-FR', 'ja', undefined);
const now = fc.integer({ min: -1e13, max: 1e13 });
const instant = fc.oneof(
  fc.integer({ min: -2.2e14, max: 2.2e14 }),
  fc.integer({ min: -1.23e13, max: -1.21e13 }),
  fc.double({ min: -1e13, max: 1e13, noNaN: true }),
);
const value = fc.oneof(
  instant,
  fc.constantFrom(0, 1, 1e21, -1e21, 'abc', '', '12abc', '1e3', '0x1f', '123456.7890', '-0.5', null, true, {}, [], [1]),
  fc.record({
    decimalValue: fc.constantFrom('1.5', 'abc', '', null, 12, '-1234.567', '1e5', 'NaN'),
    currencyCode: fc.constantFrom('USD', 'JPY', 'EUR', 'XYZ', '', null),
  }),
  fc.record({ value: fc.constantFrom('1.5', 'x', 3), currency: fc.constantFrom('USD', 'GBP') }),
  fc.string({ maxLength: 8 }),
);

describe('date against the reference', () => {
  const specifier = fc.constantFrom(...'ABCDFGHIMNPRSTUVWXYZabcdeghijklmnpqrstuvwxyz%Q'.split('').map((s) => `%${s}`));
  const pattern = fc.array(fc.oneof(specifier, fc.constantFrom('-', ',', 'at', '%')), { minLength: 1, maxLength: 6 });

  it('prints the same for any instant, zone and pattern', () => {
    fc.assert(
      fc.property(fc.oneof(instant, value), timeZone, pattern, (v, zone, words) => {
        expectSameAsReference({
          name: 'date',
          args: words,
          values: [asJson(v)],
          locale: 'en',
          timeZone: zone,
          now: 0,
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('i18n formatters against the reference', () => {
  const option = fc.constantFrom(
    'group',
    'no-group',
    'round:ceil',
    'round:truncate',
    'round:half-even',
    'round:bogus',
    'minint:3',
    'maxfrac:2',
    'minfrac:4',
    'maxsig:3',
    'minsig:2',
    'maxfrac:x',
    'maxfrac:99',
    'style:percent',
    'style:short',
    'style:long',
    'style:scientific',
    'style:name',
    'style:code',
    'style:accounting',
    'style:standard',
    'symbol:narrow',
    'date:short',
    'time:full',
    'datetime:long',
    'short',
    'full',
    'date',
    'time',
    'yMMMd',
    'skeleton:Hm',
    'wrap:short',
    'context:begin-sentence',
    'calendar:buddhist',
    'calendar:japanese',
    'calendar:bogus',
    'EEE',
    'field:day',
    'width:narrow',
    'numericOnly:true',
    'alwaysNow:true',
    'dayOfWeek:true',
    'allowWeeks:true',
    'date:yMd',
    'time:hm',
    'toString',
    'calendar:toString',
    'round:constructor',
  );
  const name = fc.constantFrom('datetime', 'datetime-interval', 'decimal', 'money', 'relative-time', 'timesince');

  it('print the same for any value, options, locale and zone', () => {
    fc.assert(
      fc.property(
        name,
        fc.array(option, { maxLength: 3 }),
        fc.array(value, { minLength: 1, maxLength: 2 }),
        locale,
        timeZone,
        now,
        (formatter, args, values, loc, zone, at) => {
          expectSameAsReference({
            name: formatter,
            args,
            values: values.map(asJson),
            locale: loc,
            timeZone: zone,
            now: at,
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('format the same messages', () => {
    const placeholder = fc.constantFrom(
      '{0}',
      '{1}',
      '{k}',
      '{0 money}',
      '{1 currency style:name}',
      '{0 decimal}',
      '{1 number maxfrac:1}',
      '{0 datetime}',
      '{1 datetime date:short time:short}',
      '{0;1 datetime-interval}',
      '{1;0 datetime-interval yMMMd}',
      '{0 plural one{# one} other{# other}}',
      '{1 selectordinal one{#st} two{#nd} few{#rd} other{#th}}',
      '{0 select a{A} b{B} other{O}}',
      '{0 plural =0{none} one{# thing} other{# things}}',
      ' text ',
      "'{quoted}'",
      '{k plural one{x} other{y}}',
    );
    const reference = fc.constantFrom('a', 'b', 'missing', 'k:a', 'k=b', 'o.a', 'list.0');
    fc.assert(
      fc.property(
        fc.array(placeholder, { minLength: 1, maxLength: 4 }),
        fc.array(reference, { maxLength: 3 }),
        value,
        value,
        locale,
        timeZone,
        (parts, args, a, b, loc, zone) => {
          expectSameAsReference({
            name: 'message',
            args,
            values: [parts.join('')],
            locale: loc,
            timeZone: zone,
            now: 0,
            data: asJson({ a, b, o: { a }, list: [b] }),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
