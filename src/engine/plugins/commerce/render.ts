import type { CurrencyType } from '@phensley/cldr';
import { isTruthy } from '../../values';
import { currencyOptions, getCldr } from '../i18n';
import type { PluginContext } from '../types';
import { amountOf, currencyOf, legacyCents, plainCentsOf } from './product-reading';

/*
 * What the family's markup shares: the page's money mode and money text. Lookups go through the
 * render's scopes: while a `{item|formatter}` tag runs the item is the innermost scope, so its own
 * fields are found first and page data such as `localizedStrings` further out.
 */

/** The page's money mode: `featureFlags.useCLDRMoneyFormat` turns on the locale's currency format. */
function usesCldrMoney(ctx: PluginContext): boolean {
  return isTruthy(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']));
}

const LEGACY_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `LEGACY_AMOUNT.format` of a plain amount, from its hundredths, at a tenth of the cost: the
 * formatter rounds to those hundredths too, and en-US groups the whole part by thousands.
 */
function legacyPlainAmount(cents: number): string {
  const fraction = cents % 100;
  let whole = (cents - fraction) / 100;
  let text = fraction < 10 ? `.0${fraction}` : `.${fraction}`;
  while (whole >= 1000) {
    const group = whole % 1000;
    whole = (whole - group) / 1000;
    text = `${group < 10 ? ',00' : group < 100 ? ',0' : ','}${group}${text}`;
  }
  return `${whole}${text}`;
}

/**
 * A money node as the price markup shows it: the legacy mode's
 * `<span class="sqs-money-native">1,234.00</span>` (hundredths of any currency), or in the CLDR mode
 * the amount in its currency as the render's locale writes it, the formatter's `args` as currency
 * options (`style:code`, `no-group` …); empty without locale data.
 */
export function moneyText(money: unknown, args: readonly string[], ctx: PluginContext): string {
  if (!usesCldrMoney(ctx)) {
    const cents = plainCentsOf(money);
    const amount = cents === undefined ? LEGACY_AMOUNT.format(parseFloat(legacyCents(money).toString()) / 100) : legacyPlainAmount(cents);
    return `<span class="sqs-money-native">${amount}</span>`;
  }
  const cldr = getCldr(ctx.locale);
  return cldr === undefined ? '' : cldr.Numbers.formatCurrency(amountOf(money), currencyOf(money) as CurrencyType, currencyOptions(args));
}

/** A missing member as the platform hands it to its markup templates: `null`. */
export function orNull(value: unknown): unknown {
  return value === undefined ? null : value;
}
