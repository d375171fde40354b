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
 * `LEGACY_AMOUNT.format` of a plain amount (1 or more, at most two decimals, at most 13 digits
 * before them), at a tenth of its cost. The amount is the nearest double to its cents over 100,
 * so `Math.round(amount * 100)` is those cents (the product's error stays under a quarter cent
 * below 10^15 cents), which the formatter would round to as well; en-US groups by thousands.
 */
function legacyPlainAmount(amount: number): string {
  const cents = Math.round(amount * 100);
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
    // A plain amount's number is the hundredths divided by 100 exactly (both round to the nearest double).
    const plain = plainAmountOf(money);
    const amount = plain ?? parseFloat(legacyCents(money).toString()) / 100;
    return `<span class="sqs-money-native">${plain === undefined ? LEGACY_AMOUNT.format(amount) : legacyPlainAmount(plain)}</span>`;
  }
  const cldr = getCldr(ctx.locale);
  return cldr === undefined ? '' : cldr.Numbers.formatCurrency(amountOf(money), currencyOf(money) as CurrencyType, currencyOptions(args));
}

/** A missing member as the platform hands it to its markup templates: `null`. */
export function orNull(value: unknown): unknown {
  return value === undefined ? null : value;
}
