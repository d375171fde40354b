import { getCldr } from '../i18n';
import type { PluginContext } from '../types';
import { currencyText } from './render';

/** A decimal numeral: optional sign, digits with an optional point, optional exponent. */
const NUMERAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A value as a decimal numeral; anything that is not a finite number or a numeral counts as 0. */
function numeralOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  return typeof value === 'string' && NUMERAL.test(value) ? value : '0';
}

/** The numeral divided by 100, exactly: its exponent lowered by 2. */
function hundredthOf(numeral: string): string {
  const [mantissa = '0', exponent = '0'] = numeral.split(/[eE]/);
  return `${mantissa}e${Number(exponent) - 2}`;
}

/**
 * `bookkeeper-money-format`: an amount in cents as money of the locale's own currency
 * (12345 → "$123.45" in `en`, "123,45 €" in `de-DE`); nothing without locale data.
 */
export function bookkeeperMoneyText(value: unknown, ctx: PluginContext): string {
  const cldr = getCldr(ctx.locale);
  if (cldr === undefined) return '';
  const regionCurrency = cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region());
  return currencyText(ctx, hundredthOf(numeralOf(value)), regionCurrency, []);
}

/**
 * `percentage-format [trim]`: a number grouped as the locale writes it, with 2 to 3 fraction
 * digits, or up to 3 with `trim`; nothing without locale data.
 */
export function percentageText(value: unknown, args: readonly string[], ctx: PluginContext): string {
  const minimumFractionDigits = args.includes('trim') ? 0 : 2;
  return getCldr(ctx.locale)?.Numbers.formatDecimal(numeralOf(value), { minimumFractionDigits, maximumFractionDigits: 3 }) ?? '';
}
