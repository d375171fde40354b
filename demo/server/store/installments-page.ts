import {
  getInstallmentsOffer,
  getProductInstallmentsOffer,
  installmentsOfferText,
  moneyFromMinorUnits,
  parseInstallmentsContext,
  type CurrencyCode,
  type InstallmentsOffer,
  type ProductItem,
} from '../../../src/commerce';
import type { CartProductType } from '../../../src/cart';
import { STRINGS } from '../../../src/i18n';
import { DEMO_INSTALLMENTS, installmentContextFor, type InstallmentContext } from './installments';
import { escapeHtml } from '../site';

/**
 * The pill as the installments widget writes it (`<p class="sf-installments" data-provider
 * data-kind>` with the sentence and "Learn more"), so the page has its final size before the
 * script runs and mounting moves nothing.
 */
function pillMarkup(offer: InstallmentsOffer, locale: string): string {
  return `<p class="sf-installments" data-provider="${offer.provider}" data-kind="${offer.kind}"><span class="sf-installments__text">${escapeHtml(installmentsOfferText(offer, locale))}</span> <button type="button" class="sf-installments__info">${escapeHtml(STRINGS.installments.learnMore)}</button></p>`;
}

/** The widget's element, with the pill for `offer` inside, or empty while there is none. */
function widgetMarkup(context: InstallmentContext, offer: InstallmentsOffer | undefined, locale: string, itemId?: string): string {
  const item = itemId === undefined ? '' : ` data-item-id="${escapeHtml(itemId)}"`;
  const pill = offer === undefined ? '' : pillMarkup(offer, locale);
  return `<div class="product-installments" data-widget="installments"${item} data-installments="${escapeHtml(JSON.stringify(context))}" data-info-url="${escapeHtml(DEMO_INSTALLMENTS.infoUrl)}">${pill}</div>`;
}

/**
 * A product page's installments pill for one of the product (no variant chosen yet), or nothing
 * when the product can have no offer in this locale: the widget is written only where it can show one.
 */
export function productInstallmentsMarkup(item: ProductItem & { id: string }, currency: string, locale: string): string {
  const context = installmentContextFor(currency, locale);
  const parsed = parseInstallmentsContext(context);
  const offer = parsed === undefined ? undefined : getProductInstallmentsOffer(item, 1, parsed, locale);
  return offer === undefined ? '' : widgetMarkup(context, offer, locale, item.id);
}

/**
 * The cart page's pill for the cart's total: the widget's element always, since the cart can change
 * under it (an offer appears once every item is physical, and goes with the last item), with the pill
 * inside while the cart has an offer. The context says whether the cart's currency can have one at all.
 */
export function cartInstallmentsMarkup(
  totalCents: number,
  currency: string,
  productTypes: readonly CartProductType[],
  locale: string,
): string {
  const context = installmentContextFor(currency, locale);
  const parsed = parseInstallmentsContext(context);
  const total = moneyFromMinorUnits(totalCents, currency as CurrencyCode);
  const offer = parsed === undefined ? undefined : getInstallmentsOffer({ total, productTypes, context: parsed, locale });
  return widgetMarkup(context, offer, locale);
}
