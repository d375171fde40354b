import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';
import type { RenderOptions } from '../..';

/** `{value|name args}`, in English unless `options` say otherwise. */
const run = (name: string, args: string, value: unknown, options: RenderOptions = {}) =>
  render(`{value|${name}${args === '' ? '' : ` ${args}`}}`, { value }, options);
const format = (name: string, args: string, value: unknown, options?: RenderOptions) => run(name, args, value, options).output;

describe('decimal', () => {
  it.each([
    ['style:percent', '12,345,679%'],
    ['style:short', '123K'],
    ['maximumFractionDigits:1', '123,456.8'],
    ['maximumFractionDigits:1 round:down', '123,456.7'],
    ['maxfrac:1 round:truncate', '123,456.7'],
    ['maxfrac:1 round:ceil', '123,456.8'],
    ['no-group', '123456.789'],
    ['minfrac:6', '123,456.789000'],
    ['maxsig:2', '120,000'],
    ['style:standard', '123,456.789'],
    ['maxfrac:x', '123,457'],
    ['style:nonsense', '123,456.789'],
  ])('{n|decimal %s} of 123456.7890 prints %j', (args, expected) => {
    expect(format('decimal', args, '123456.7890')).toBe(expected);
  });

  it.each([
    ['mode:significant-maxfrac minsig:1 maxfrac:3', '3.14159', '3.142'],
    ['mode:significant-maxfrac minsig:1 maxfrac:3', '1.0001', '1'],
    ['mode:significant-maxfrac minsig:1 maxfrac:3 round:down', '1.3456', '1.345'],
    ['minsig:1 maxfrac:3', '3.14159', '3.14159'],
    ['mode:significant maxfrac:1 maxsig:3', '3.14159', '3.14'],
    ['mode:default maxsig:2 maxfrac:1', '123.46', '123.5'],
    ['mode:nonsense maxsig:2', '123.45', '120'],
  ])('{n|decimal %s} of %j prints %j', (args, value, expected) => {
    expect(format('decimal', args, value)).toBe(expected);
  });

  it('reads mode: in message placeholders and money too', () => {
    const message = render('{m|message n}', { m: '{0 decimal mode:significant-maxfrac minsig:1 maxfrac:2}', n: '2.71828' });
    expect(message.output).toBe('2.72');
    const money = { decimalValue: '1234.5678', currencyCode: 'USD' };
    expect(format('money', 'mode:significant-maxfrac minsig:1 maxfrac:3', money)).toBe('$1,234.568');
  });

  it.each([
    ['0', '0'],
    ['1.00', '1'],
    ['-15789.12', '-15,789.12'],
    ['-10000000001.00', '-10,000,000,001'],
    [1200, '1,200'],
    ['xyz', ''],
    [null, ''],
    [{ decimalValue: '1' }, ''],
  ])('{n|decimal} of %j prints %j', (value, expected) => {
    expect(format('decimal', '', value)).toBe(expected);
  });

  it('uses the locale separators', () => {
    expect(format('decimal', '', '1234567.891', { locale: 'de-DE' })).toBe('1.234.567,891');
  });

  it('prints a readable number back when grouping is off', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(amount, (text) => {
        expect(Number(format('decimal', 'no-group', text))).toBe(Number(text));
      }),
    );
  });
});

describe('money', () => {
  const usd = { decimalValue: '123456.7890', currencyCode: 'USD' };
  const eur = { decimalValue: '123456.7890', currencyCode: 'EUR' };

  it.each([
    [usd, '', '$123,456.79'],
    [usd, 'style:short', '$123K'],
    [usd, 'style:name', '123,456.79 US dollars'],
    [usd, 'style:code', '123,456.79 USD'],
    [eur, '', '€123,456.79'],
    [eur, 'style:short', '€123K'],
    [eur, 'style:name', '123,456.79 euros'],
    [{ value: '5', currency: 'GBP' }, '', '£5.00'],
    [{ decimalValue: '-1.5', currencyCode: 'USD' }, 'style:accounting', '($1.50)'],
  ])('%j with %j prints %j', (value, args, expected) => {
    expect(format('money', args, value)).toBe(expected);
  });

  it.each([[{ decimalValue: 'abc', currencyCode: 'USD' }], [{ decimalValue: '5' }], [{ currencyCode: 'USD', value: '5' }], ['5'], [null]])(
    'prints nothing for %j',
    (value) => {
      expect(format('money', '', value)).toBe('');
    },
  );

  it('records an error and prints nothing for an amount that is not finite', () => {
    const result = run('money', '', { decimalValue: 'Infinity', currencyCode: 'USD' });
    expect(result).toEqual({ output: '', errors: ['1:1 money: Invalid argument: Infinity'] });
  });

  it.each([
    ['de-DE', '123.456,79\u00a0€'],
    ['ja', '€123,456.79'],
  ])('formats euros in %s as %j', (locale, expected) => {
    expect(format('money', '', eur, { locale })).toBe(expected);
  });

  it('never prints a decimal separator for yen', () => {
    const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String);
    const locale = fc.constantFrom('en', 'en-US', 'de-DE', 'ja');
    fc.assert(
      fc.property(amount, locale, (decimalValue, loc) => {
        const separator = loc.startsWith('de') ? ',' : '.';
        expect(format('money', '', { decimalValue, currencyCode: 'JPY' }, { locale: loc })).not.toContain(separator);
      }),
    );
  });
});

describe('numbers without locale data', () => {
  it.each([
    ['decimal', '5'],
    ['money', { decimalValue: '5', currencyCode: 'USD' }],
  ])('%s prints nothing', (name, value) => {
    expect(format(name, '', value, { locale: undefined })).toBe('');
  });
});
