import type { CurrencyType } from '@phensley/cldr';
import { isTruthy } from '../../values';
import { currencyOptions, getCldr } from '../i18n';
import type { PluginContext } from '../types';
import { amountOf, currencyOf, legacyCents, plainAmountOf } from './product-reading';

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
 * A money node as the price markup shows it: the legacy mode's
 * `<span class="sqs-money-native">1,234.00</span>` (hundredths of any currency), or in the CLDR mode
 * the amount in its currency as the render's locale writes it, the formatter's `args` as currency
 * options (`style:code`, `no-group` …); empty without locale data.
 */
export function moneyText(money: unknown, args: readonly string[], ctx: PluginContext): string {
  if (!usesCldrMoney(ctx)) {
    // A plain amount's number is the hundredths divided by 100 exactly (both round to the nearest double).
    const amount = plainAmountOf(money) ?? parseFloat(legacyCents(money).toString()) / 100;
    return `<span class="sqs-money-native">${LEGACY_AMOUNT.format(amount)}</span>`;
  }
  const cldr = getCldr(ctx.locale);
  return cldr === undefined ? '' : cldr.Numbers.formatCurrency(amountOf(money), currencyOf(money) as CurrencyType, currencyOptions(args));
}

/** A missing member as the platform hands it to its markup templates: `null`. */
export function orNull(value: unknown): unknown {
  return value === undefined ? null : value;
}
