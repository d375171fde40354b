import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';

/** `{value|name args}`, rendered without locale data: these formatters need none. */
const format = (name: string, args: string, value: unknown) =>
  render(`{value|${name}${args === '' ? '' : ` ${args}`}}`, { value }, { locale: undefined });

describe('money-format, moneyFormat and money-string', () => {
  it.each([
    [12345, '123.45'],
    ['12345', '123.45'],
    [-100000, '-1,000.00'],
    [123456789, '1,234,567.89'],
    [0, '0.00'],
    ['12344.5', '123.44'],
    ['12345.5', '123.46'],
  ])('%j cents print %j', (cents, amount) => {
    expect(format('money-format', '', cents).output).toBe(amount);
    expect(format('moneyFormat', '', cents).output).toBe(amount);
    expect(format('money-string', '', cents).output).toBe(`<span class="sqs-money-native">${amount}</span>`);
  });

  it.each([[{}], [null], ['abc'], [undefined]])('print nothing for %j', (value) => {
    for (const name of ['money-format', 'moneyFormat', 'money-string']) {
      expect(format(name, '', value)).toEqual({ output: '', errors: [] });
    }
  });

  it('print the cents back as dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Number(format('money-format', '', cents).output.replaceAll(',', ''))).toBe(cents / 100);
      }),
    );
  });
});

describe('i18n-money-format', () => {
  // 1234.56 and -1234.56 in each currency and locale (fixtures i18n-money-format-*).
  it.each([
    ['AUD', 'de-DE', '1.234,56 A$', '-1.234,56 A$'],
    ['AUD', 'en-UK', 'A$1,234.56', '-A$1,234.56'],
    ['AUD', 'en-US', 'A$1,234.56', '-A$1,234.56'],
    ['AUD', 'es-US', 'A$1,234.56', '-A$1,234.56'],
    ['AUD', 'fr-FR', '1\u00a0234,56 A$', '-1\u00a0234,56 A$'],
    ['AUD', 'sv-SE', '1\u00a0234,56 A$', '-1\u00a0234,56 A$'],
    ['CAD', 'de-DE', '1.234,56 C$', '-1.234,56 C$'],
    ['CAD', 'en-UK', 'C$1,234.56', '-C$1,234.56'],
    ['CAD', 'en-US', 'C$1,234.56', '-C$1,234.56'],
    ['CAD', 'es-US', 'C$1,234.56', '-C$1,234.56'],
    ['CAD', 'fr-FR', '1\u00a0234,56 C$', '-1\u00a0234,56 C$'],
    ['CAD', 'sv-SE', '1\u00a0234,56 C$', '-1\u00a0234,56 C$'],
    ['EUR', 'de-DE', '1.234,56€', '-1.234,56€'],
    ['EUR', 'en-UK', '€1,234.56', '-€1,234.56'],
    ['EUR', 'en-US', '€1,234.56', '-€1,234.56'],
    ['EUR', 'es-US', '€1,234.56', '-€1,234.56'],
    ['EUR', 'fr-FR', '1\u00a0234,56€', '-1\u00a0234,56€'],
    ['EUR', 'sv-SE', '1\u00a0234,56€', '-1\u00a0234,56€'],
    ['GBP', 'de-DE', '1.234,56£', '-1.234,56£'],
    ['GBP', 'en-UK', '£1,234.56', '-£1,234.56'],
    ['GBP', 'en-US', '£1,234.56', '-£1,234.56'],
    ['GBP', 'es-US', '£1,234.56', '-£1,234.56'],
    ['GBP', 'fr-FR', '1\u00a0234,56£', '-1\u00a0234,56£'],
    ['GBP', 'sv-SE', '1\u00a0234,56£', '-1\u00a0234,56£'],
    ['JPY', 'de-DE', '1.235¥', '-1.235¥'],
    ['JPY', 'en-UK', '¥1,235', '-¥1,235'],
    ['JPY', 'en-US', '¥1,235', '-¥1,235'],
    ['JPY', 'es-US', '¥1,235', '-¥1,235'],
    ['JPY', 'fr-FR', '1\u00a0235¥', '-1\u00a0235¥'],
    ['JPY', 'sv-SE', '1\u00a0235¥', '-1\u00a0235¥'],
    ['SEK', 'de-DE', '1.234,56 kr', '-1.234,56 kr'],
    ['SEK', 'en-UK', 'kr 1,234.56', 'kr -1,234.56'],
    ['SEK', 'en-US', 'kr 1,234.56', 'kr -1,234.56'],
    ['SEK', 'es-US', 'kr 1,234.56', 'kr -1,234.56'],
    ['SEK', 'fr-FR', '1\u00a0234,56 kr', '-1\u00a0234,56 kr'],
    ['SEK', 'sv-SE', '1\u00a0234,56 kr', '-1\u00a0234,56 kr'],
    ['USD', 'de-DE', '1.234,56$', '-1.234,56$'],
    ['USD', 'en-UK', '$1,234.56', '-$1,234.56'],
    ['USD', 'en-US', '$1,234.56', '-$1,234.56'],
    ['USD', 'es-US', '$1,234.56', '-$1,234.56'],
    ['USD', 'fr-FR', '1\u00a0234,56$', '-1\u00a0234,56$'],
    ['USD', 'sv-SE', '1\u00a0234,56$', '-1\u00a0234,56$'],
  ])('%s in %s prints %j and %j', (currencyCode, locale, positive, negative) => {
    expect(format('i18n-money-format', locale, { currencyCode, decimalValue: 1234.56 }).output).toBe(positive);
    expect(format('i18n-money-format', locale, { currencyCode, decimalValue: -1234.56 }).output).toBe(negative);
  });

  it('defaults to en-US and US dollars, and reads an amount that is not a number as 0', () => {
    expect(format('i18n-money-format', '', { decimalValue: '5' }).output).toBe('$5.00');
    expect(format('i18n-money-format', 'de_DE', { decimalValue: 'abc', currencyCode: 'EUR' }).output).toBe('0,00€');
  });

  it('prints nothing for a value without an amount', () => {
    expect(format('i18n-money-format', '', {})).toEqual({ output: '', errors: [] });
    expect(format('i18n-money-format', '', { currencyCode: 'EUR' })).toEqual({ output: '', errors: [] });
  });

  it('prints other currencies by their code', () => {
    expect(format('i18n-money-format', 'en-US', { currencyCode: 'CHF', decimalValue: 5 }).output).toBe('CHF 5.00');
    expect(format('i18n-money-format', 'de-DE', { currencyCode: 'BHD', decimalValue: 5.1234 }).output).toBe('5,123 BHD');
  });

  it('rounds half to even on the amount as stored', () => {
    expect(format('i18n-money-format', '', { decimalValue: 0.125 }).output).toBe('$0.12');
    expect(format('i18n-money-format', '', { decimalValue: 2.675 }).output).toBe('$2.67');
    expect(format('i18n-money-format', '', { decimalValue: -0.001 }).output).toBe('-$0.00');
  });

  it.each([
    ['xx-!!', { currencyCode: 'USD', decimalValue: 1 }, '1:1 i18n-money-format: invalid locale xx-!!'],
    ['en-US', { currencyCode: 'dollars', decimalValue: 1 }, '1:1 i18n-money-format: invalid currency code dollars'],
  ])('records an error for locale %j with %j', (locale, value, error) => {
    expect(format('i18n-money-format', locale, value)).toEqual({ output: '', errors: [error] });
  });
});

describe('datetimefield', () => {
  it('prints nothing', () => {
    expect(format('datetimefield', '', 1613597165345)).toEqual({ output: '', errors: [] });
  });
});
