import { Decimal, getCurrencyFractions, type CurrencyType } from '@phensley/cldr';
import type { Formatter } from '../types';
import { asText, getChild } from '../../values';
import { toDecimal } from './amounts';

/*
 * Money formatters from before locale data: templates written for the platform's first engine
 * still use them. They ignore the render's locale and print a fixed layout.
 */

interface NumberLayout {
  readonly group: string;
  readonly decimal: string;
  readonly minFraction: number;
  readonly maxFraction: number;
}

const US_LAYOUT = { group: ',', decimal: '.' } as const;

/** `-1234.5` with 2 fraction digits → `-1,234.50`; rounds half to even, as the first engine did. */
function formatFixed(value: Decimal, layout: NumberLayout): string {
  const rounded = value.setScale(layout.maxFraction, 'half-even');
  const [integer = '0', fraction = ''] = rounded.abs().toString().split('.');
  let digits = fraction;
  while (digits.length > layout.minFraction && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, layout.group);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${grouped}${digits === '' ? '' : layout.decimal + digits}`;
}

/** Cents as a US amount: `12345` → `123.45`, `-100000` → `-1,000.00`; `undefined` if not a number. */
function formatCents(value: unknown): string | undefined {
  const cents = toDecimal(asText(value));
  if (cents === undefined || !cents.isFinite()) return undefined;
  return formatFixed(cents.movePoint(-2), { ...US_LAYOUT, minFraction: 2, maxFraction: 2 });
}

/** `{cents|money-format}` (also `moneyFormat`): cents as a US amount, `123.45`; anything else prints nothing. */
export const formatMoneyCents: Formatter = (_args, [first]) => {
  first?.set(formatCents(first.value) ?? '');
};

/** `{cents|money-string}`: `<span class="sqs-money-native">123.45</span>`; anything else prints nothing. */
export const formatMoneyString: Formatter = (_args, [first]) => {
  const amount = first === undefined ? undefined : formatCents(first.value);
  first?.set(amount === undefined ? '' : `<span class="sqs-money-native">${amount}</span>`);
};

/** The symbols the platform chose for its first currencies; any other currency prints its code. */
const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['AUD', 'A$'],
  ['CAD', 'C$'],
  ['DKK', 'kr'],
  ['EUR', '€'],
  ['GBP', '£'],
  ['JPY', '¥'],
  ['NOK', 'kr'],
  ['SEK', 'kr'],
  ['USD', '$'],
]);

/** Locales that write the symbol after the amount; every other locale writes it before. */
const SYMBOL_AFTER = new Set(['da-DK', 'de-DE', 'fr-FR', 'sv-SE']);

/** Separators of the locales the first engine served, by language; any other language uses US ones. */
const SEPARATORS: ReadonlyMap<string, { readonly group: string; readonly decimal: string }> = new Map([
  ['da', { group: '.', decimal: ',' }],
  ['de', { group: '.', decimal: ',' }],
  ['fr', { group: '\u00a0', decimal: ',' }],
  ['nl', { group: '.', decimal: ',' }],
  ['no', { group: '\u00a0', decimal: ',' }],
  ['sv', { group: '\u00a0', decimal: ',' }],
]);

const DEFAULT_LOCALE = 'en-US';
const DEFAULT_CURRENCY = 'USD';
const LOCALE_ARGUMENT = /^([a-z]{2,3})(?:[-_]([A-Z]{2}|\d{3}))?$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * `{money|i18n-money-format [locale]}`: a `{decimalValue, currencyCode}` node in the first engine's
 * international layout for `locale` (default `en-US`, underscores accepted): `$1,234.56`,
 * `-1.234,56 A$`, `kr -1,234.56`. A value without `decimalValue` prints nothing; an amount that is
 * not a number is 0 and a missing currency USD; a bad locale or currency code records an error and
 * prints nothing.
 */
export const formatLegacyMoney: Formatter = (args, [first], ctx) => {
  if (first === undefined) return;
  const amountField = getChild(first.value, 'decimalValue');
  if (amountField === undefined) {
    first.set('');
    return;
  }
  const locale = args[0]?.trim() || DEFAULT_LOCALE;
  const match = LOCALE_ARGUMENT.exec(locale);
  const code = asText(getChild(first.value, 'currencyCode')).trim() || DEFAULT_CURRENCY;
  if (match === null || !CURRENCY_CODE.test(code)) {
    ctx.error(`i18n-money-format: ${match === null ? `invalid locale ${locale}` : `invalid currency code ${code}`}`);
    first.set('');
    return;
  }
  const [, language = 'en', region] = match;
  const tag = region === undefined ? language : `${language}-${region}`;
  const symbol = CURRENCY_SYMBOLS.get(code) ?? code;
  const fractionDigits = getCurrencyFractions(code as CurrencyType).digits;
  const value = legacyAmount(amountField);
  const amount = formatFixed(new Decimal(exactDecimal(Math.abs(value))), {
    ...(SEPARATORS.get(language) ?? US_LAYOUT),
    minFraction: Math.min(2, fractionDigits),
    maxFraction: fractionDigits,
  });
  // Like the first engine, a negative amount keeps its sign even when it rounds to zero.
  const negative = value < 0 || Object.is(value, -0);
  first.set(placeSymbol(amount, symbol, negative, SYMBOL_AFTER.has(tag)));
};

/** Joins amount, symbol and sign; a space separates the amount from a symbol made of letters. */
function placeSymbol(amount: string, symbol: string, negative: boolean, after: boolean): string {
  const sign = negative ? '-' : '';
  if (after) return `${sign}${amount}${/^[A-Za-z]/.test(symbol) ? ' ' : ''}${symbol}`;
  if (/[A-Za-z]$/.test(symbol)) return `${symbol} ${sign}${amount}`;
  return `${sign}${symbol}${amount}`;
}

/** The amount as a double, the way the first engine read it: numeric text parses, anything else is 0. */
function legacyAmount(value: unknown): number {
  const amount = typeof value === 'string' ? Number(value.trim()) : typeof value === 'boolean' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
}

/** The exact decimal value of a double (`2.675` is 2.67499…), so rounding sees what the first engine saw. */
function exactDecimal(value: number): string {
  return Math.abs(value) < 1e21 ? value.toFixed(100) : String(value);
}
