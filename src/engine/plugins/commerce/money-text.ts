import { formatLegacyMoney, toDecimalString } from '../../../commerce';
import type { Money } from '../../../commerce';
import { ENGINE_RULES } from './render';
import type { CommerceRender } from './render';
import { isTruthy, resolveFrom } from './template-values';

/**
 * Money as the price markup shows it, in one of the two money modes chosen by the page's
 * `featureFlags.useCLDRMoneyFormat`: the legacy mode's `<span class="sqs-money-native">1,234.00</span>`,
 * or the amount formatted for the render's locale with the formatter's `args` as currency options
 * (empty without locale data).
 */
export function moneyText(money: Money, item: unknown, args: readonly string[], render: CommerceRender): string {
  if (!isTruthy(resolveFrom(item, ['featureFlags', 'useCLDRMoneyFormat'], render.ctx))) {
    return `<span class="sqs-money-native">${formatLegacyMoney(money, ENGINE_RULES)}</span>`;
  }
  return render.locale ? render.locale.currency(toDecimalString(money), money.currency, args) : '';
}
