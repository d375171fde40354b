import { formatLegacyMoney, toDecimalString } from '../../../commerce';
import type { Money } from '../../../commerce';
import { ENGINE_RULES } from './render';
import type { CommerceRender } from './render';
import { isTruthy, resolveFrom } from './template-values';

/** The page's money mode: `featureFlags.useCLDRMoneyFormat` turns on the locale's currency format. */
function usesCldrMoney(item: unknown, render: CommerceRender): boolean {
  return isTruthy(resolveFrom(item, ['featureFlags', 'useCLDRMoneyFormat'], render.ctx));
}

/** Whether money has any text: always in the legacy mode; in the CLDR mode only with locale data. */
export function hasMoneyText(item: unknown, render: CommerceRender): boolean {
  return !usesCldrMoney(item, render) || render.locale !== undefined;
}

/**
 * Money as the price markup shows it: the legacy mode's `<span class="sqs-money-native">1,234.00</span>`,
 * or in the CLDR mode the amount formatted for the render's locale with the formatter's `args`
 * as currency options (empty without locale data).
 */
export function moneyText(money: Money, item: unknown, args: readonly string[], render: CommerceRender): string {
  if (!usesCldrMoney(item, render)) return `<span class="sqs-money-native">${formatLegacyMoney(money, ENGINE_RULES)}</span>`;
  return render.locale ? render.locale.currency(toDecimalString(money), money.currency, args) : '';
}
