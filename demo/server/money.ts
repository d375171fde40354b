/**
 * Money is stored and sent as integer minor units ("cents": yen for JPY). These turn minor units
 * into the decimal strings of the platform's money objects and into shopper-facing text.
 */

const fractionDigitsCache = new Map<string, number>();
const formatterCache = new Map<string, Intl.NumberFormat>();

/** How many minor-unit digits a currency has: 2 for USD and EUR, 0 for JPY. */
export function currencyFractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    // Intl knows ISO 4217 minor units and throws a RangeError naming an unknown code.
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** `1250, 'USD'` → `'12.50'`; `4800, 'JPY'` → `'4800'`. Exact: no floating point on the way. */
export function minorUnitsToDecimal(minorUnits: number, currency: string): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`minorUnits must be a whole number of minor units, got ${minorUnits}`);
  }
  const digits = currencyFractionDigits(currency);
  const sign = minorUnits < 0 ? '-' : '';
  const magnitude = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  if (digits === 0) return sign + magnitude;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

/** Shopper-facing text: `1250, 'USD'` → `$12.50`; `4800, 'JPY'` → `¥4,800`. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatterCache.set(key, formatter);
  }
  return formatter.format(Number(minorUnitsToDecimal(minorUnits, currency)));
}
