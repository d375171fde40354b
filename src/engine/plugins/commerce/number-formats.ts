import { Decimal } from '@phensley/cldr';
import type { CLDR, CurrencyType } from '@phensley/cldr';
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

/** A formatter that needs locale data; without it the tag prints nothing. */
function withLocaleData(format: (value: unknown, args: readonly string[], cldr: CLDR) => string): Formatter {
  return (args, [first], ctx) => {
    if (first === undefined) return;
    const cldr = getCldr(ctx.locale);
    first.set(cldr === undefined ? '' : format(first.value, args, cldr));
  };
}

/**
 * `bookkeeper-money-format`: an amount in cents as money of the locale's own currency
 * (12345 → "$123.45" in `en`, "123,45 €" in `de-DE`); empty without locale data.
 */
export const bookkeeperMoneyFormat = withLocaleData((value, _args, cldr) => {
  const currency = cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region()) as CurrencyType;
  return cldr.Numbers.formatCurrency(decimalOf(value).divide(100), currency);
});

/**
 * `percentage-format [trim]`: a number grouped as the locale writes it, with 2 to 3 fraction
 * digits, or up to 3 with `trim`; empty without locale data.
 */
export const percentageFormat = withLocaleData((value, args, cldr) =>
  cldr.Numbers.formatDecimal(decimalOf(value), { minimumFractionDigits: args.includes('trim') ? 0 : 2, maximumFractionDigits: 3 }),
);
