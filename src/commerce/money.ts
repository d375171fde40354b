import { formatScaled, parseScaled } from './decimal';

/** The currencies a store can sell in. */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'CAD',
  'GBP',
  'AUD',
  'EUR',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
  'NZD',
  'SGD',
  'MXN',
  'HKD',
  'CZK',
  'ILS',
  'MYR',
  'RUB',
  'PHP',
  'PLN',
  'THB',
  'BRL',
  'ARS',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

/** A store's currency when it names none. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The largest amount has this many digits before the decimal point. */
export const MAX_INTEGER_DIGITS = 15;

const CURRENCY_SET: ReadonlySet<string> = new Set(SUPPORTED_CURRENCIES);

/**
 * An exact amount of one currency, in minor units: cents for USD, yen for JPY. The major amount is
 * `minorUnits / 10 ** currencyFractionDigits(currency)`.
 */
export interface Money {
  readonly minorUnits: bigint;
  readonly currency: CurrencyCode;
}

/** The platform's money shape with a decimal string: `{ value: "12.50", currency: "USD" }`. */
export interface ValueMoneyInput {
  readonly value?: string | number;
  readonly currency?: string;
}

/** The platform's other money shape: `{ decimalValue: "12.50", currencyCode: "USD" }`. */
export interface DecimalValueMoneyInput {
  readonly decimalValue?: string | number;
  readonly currencyCode?: string;
}

export type MoneyInput = ValueMoneyInput | DecimalValueMoneyInput;

export function isSupportedCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && CURRENCY_SET.has(code);
}

/** Digits after the decimal point: 0 for JPY, 2 for every other supported currency. */
export function currencyFractionDigits(currency: CurrencyCode): number {
  return currency === 'JPY' ? 0 : 2;
}

function minorUnitLimit(currency: CurrencyCode): bigint {
  return 10n ** BigInt(MAX_INTEGER_DIGITS + currencyFractionDigits(currency));
}

function checkedCurrency(currency: unknown, caller: string): CurrencyCode {
  if (!isSupportedCurrency(currency)) {
    throw new RangeError(
      `${caller}: currency ${JSON.stringify(currency)} is not one of the ${SUPPORTED_CURRENCIES.length} supported currencies`,
    );
  }
  return currency;
}

/**
 * Money from an integer count of minor units (cents; yen for JPY).
 * @throws {TypeError} when `minorUnits` is neither a bigint nor a safe integer number.
 * @throws {RangeError} when `currency` is not supported or the amount exceeds 15 integer places.
 * @example moneyFromMinorUnits(1250, 'USD') // 12.50 USD
 */
export function moneyFromMinorUnits(minorUnits: bigint | number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  const code = checkedCurrency(currency, 'moneyFromMinorUnits');
  if (typeof minorUnits !== 'bigint' && !Number.isSafeInteger(minorUnits)) {
    throw new TypeError(`moneyFromMinorUnits: minorUnits must be a bigint or a safe whole number, got ${String(minorUnits)}`);
  }
  const units = BigInt(minorUnits);
  const limit = minorUnitLimit(code);
  if (units >= limit || units <= -limit) {
    throw new RangeError(`moneyFromMinorUnits: minorUnits ${units} exceeds ${MAX_INTEGER_DIGITS} integer places of ${code}`);
  }
  return { minorUnits: units, currency: code };
}

/** Zero of a currency; a product with no price found costs this (0 USD by default). */
export function zeroMoney(currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  return { minorUnits: 0n, currency };
}

function readCurrency(code: unknown, fallbackCurrency: CurrencyCode): CurrencyCode | undefined {
  if (code === undefined || code === null || code === '') return fallbackCurrency;
  if (typeof code !== 'string') return undefined;
  const upper = code.toUpperCase();
  return isSupportedCurrency(upper) ? upper : undefined;
}

function readAmount(amount: unknown, currency: CurrencyCode): bigint | undefined {
  let text: string;
  if (typeof amount === 'string') text = amount;
  else if (typeof amount === 'number' && Number.isFinite(amount)) text = String(amount);
  else return undefined;
  return parseScaled(text, currencyFractionDigits(currency), MAX_INTEGER_DIGITS);
}

/**
 * Reads either platform money shape, `{value, currency}` or `{decimalValue, currencyCode}`. A
 * missing currency means `fallbackCurrency` (the store's). Extra fraction digits round half away
 * from zero ("0.125" USD is 13 cents). Undefined for anything else: no amount, an amount that is
 * not a decimal numeral, more than 15 integer places, or an unsupported currency.
 */
export function parseMoney(input: unknown, fallbackCurrency: CurrencyCode = DEFAULT_CURRENCY): Money | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const shape = input as ValueMoneyInput & DecimalValueMoneyInput;
  const usesDecimalValue = shape.decimalValue !== undefined;
  const currency = readCurrency(usesDecimalValue ? shape.currencyCode : shape.currency, fallbackCurrency);
  if (currency === undefined) return undefined;
  const minorUnits = readAmount(usesDecimalValue ? shape.decimalValue : shape.value, currency);
  return minorUnits === undefined ? undefined : { minorUnits, currency };
}

/** The major amount as a plain decimal string with the currency's fraction digits: "1234.50", "1234" for JPY. */
export function toDecimalString(money: Money): string {
  return formatScaled(money.minorUnits, currencyFractionDigits(money.currency), false);
}

/** The amount in hundredths of its major unit: a scale every currency shares (¥50 is 5000). */
function hundredths(money: Money): bigint {
  return money.minorUnits * 10n ** BigInt(2 - currencyFractionDigits(money.currency));
}

/**
 * Orders two amounts by value (negative, zero, positive like `Array.prototype.sort` wants). The
 * amounts of one product share a currency; across currencies this compares the bare numbers.
 */
export function compareMoney(a: Money, b: Money): number {
  const difference = hundredths(a) - hundredths(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** The number text of the legacy money layout: "1,234.00"; no symbol; "1,234" for JPY. */
export function formatLegacyMoney(money: Money): string {
  return formatScaled(money.minorUnits, currencyFractionDigits(money.currency), true);
}

/** An amount in legacy cents: "5000" for 50 USD; JPY counts whole yen ("50"). */
export function formatLegacyCents(money: Money): string {
  return money.minorUnits.toString();
}

const FORMATTER_CACHE_LIMIT = 100;
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currencyFractionDigits(currency);
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch (cause) {
      throw new RangeError(`formatMoney: locale ${JSON.stringify(locale)} is not a valid language tag`, { cause });
    }
    if (formatters.size >= FORMATTER_CACHE_LIMIT) {
      const oldest = formatters.keys().next();
      if (!oldest.done) formatters.delete(oldest.value);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The amount as a shopper reads it in `locale`, with the currency's symbol: "$1,234.50" (en-US),
 * "1.234,50 €" (de-DE), "¥1,235" (JPY never shows a fraction). Platform locales such as `en_US`
 * are accepted.
 * @default locale "en-US"
 * @throws {RangeError} when `locale` is not a valid language tag.
 */
export function formatMoney(money: Money, locale = 'en-US'): string {
  // The decimal string keeps all 15 integer places exact, where a number would round past 2^53.
  return currencyFormatter(locale.replace(/_/g, '-'), money.currency).format(toDecimalString(money) as Intl.StringNumericLiteral);
}
