import { TEMPLATE_ENGINE_RULES, formatLegacyMoney, toDecimalString } from '../../../commerce';
import type { Money } from '../../../commerce';
import { isTruthy } from '../../values';
import type { PluginContext } from '../types';
import { currencyText } from './render';

/** The page's money mode: `featureFlags.useCLDRMoneyFormat` turns on the locale's currency format. */
function usesCldrMoney(ctx: PluginContext): boolean {
  return isTruthy(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']));
}

/** Whether money has any text: always in the legacy mode; in the CLDR mode only with locale data. */
export function hasMoneyText(ctx: PluginContext): boolean {
  return !usesCldrMoney(ctx) || ctx.locale !== undefined;
}

/**
 * Money as the price markup shows it: the legacy mode's `<span class="sqs-money-native">1,234.00</span>`,
 * or in the CLDR mode the amount formatted for the render's locale with the formatter's `args`
 * as currency options (empty without locale data).
 */
export function moneyText(money: Money, args: readonly string[], ctx: PluginContext): string {
  if (!usesCldrMoney(ctx)) return `<span class="sqs-money-native">${formatLegacyMoney(money, TEMPLATE_ENGINE_RULES)}</span>`;
  return currencyText(ctx, toDecimalString(money), money.currency, args);
}
