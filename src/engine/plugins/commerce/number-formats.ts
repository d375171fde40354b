import { Decimal } from '@phensley/cldr';
import type { CurrencyType } from '@phensley/cldr';
import { asText } from '../../values';
import { getCldr } from '../i18n';
import type { Formatter } from '../types';

/** The value's text as a decimal; 0 when it is not a decimal numeral. */
function decimalOf(value: unknown): Decimal {
  try {
    return new Decimal(asText(value));
  } catch {
    return new Decimal(0);
  }
}

/**
 * `bookkeeper-money-format`: an amount in cents as money of the locale's own currency
 * (12345 → "$123.45" in `en`, "123,45 €" in `de-DE`); empty without locale data.
 */
export const bookkeeperMoneyFormat: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const cldr = getCldr(ctx.locale);
  if (cldr === undefined) {
    first.set('');
    return;
  }
  const currency = cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region()) as CurrencyType;
  first.set(cldr.Numbers.formatCurrency(decimalOf(first.value).divide(100), currency));
};

/**
 * `percentage-format [trim]`: a number grouped as the locale writes it, with 2 to 3 fraction
 * digits, or up to 3 with `trim`; empty without locale data.
 */
export const percentageFormat: Formatter = (args, [first], ctx) => {
  if (first === undefined) return;
  const cldr = getCldr(ctx.locale);
  if (cldr === undefined) {
    first.set('');
    return;
  }
  const minimumFractionDigits = args.includes('trim') ? 0 : 2;
  first.set(cldr.Numbers.formatDecimal(decimalOf(first.value), { minimumFractionDigits, maximumFractionDigits: 3 }));
};
