import { formatMoney, moneyFromMinorUnits, type CurrencyCode } from '../../../src/commerce';
import { DEMO_SITE } from './site';
import { escapeHtml } from './html';

/** Stored minor units as the shopper reads them, escaped for HTML: 10400 USD → "$104.00". */
export function money(minorUnits: number, currency: string): string {
  return escapeHtml(formatMoney(moneyFromMinorUnits(minorUnits, currency as CurrencyCode), DEMO_SITE.locale));
}
