import type { ShoppingCart } from '../../src/cart';
import {
  getInstallmentsOffer,
  getProductInstallmentsOffer,
  installmentsOfferText,
  isSupportedCurrency,
  moneyFromMinorUnits,
  parseInstallmentsContext,
  type InstallmentsOffer,
  type ProductItem,
} from '../../src/commerce';
import { STRINGS } from '../../src/i18n';

/** What the pill describes: a product (narrowed to the chosen variant) and its quantity as typed, or the cart. */
export type PillInput =
  | { readonly kind: 'product'; readonly item: ProductItem; readonly quantity: string }
  | { readonly kind: 'cart'; readonly cart: ShoppingCart };

export interface PillOptions {
  /** The installment context as the page wrote it. */
  readonly context: object;
  readonly locale: string;
  /** The store currency: the cart's amounts are in it. */
  readonly currency: string;
  /** Present: the pill has a "Learn more" button. */
  readonly infoUrl?: string | undefined;
}

/** A quantity the add-to-cart button would refuse still shows the offer for one. */
function readQuantity(text: string): number {
  const quantity = /^\s*\d+\s*$/.test(text) ? Number(text) : 1;
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1;
}

/** The offer for the input, or undefined when there is none to show. */
export function offerFor(input: PillInput, options: PillOptions): InstallmentsOffer | undefined {
  const currency = options.currency.toUpperCase();
  const context = parseInstallmentsContext(options.context, isSupportedCurrency(currency) ? currency : undefined);
  if (context === undefined) return undefined;
  if (input.kind === 'product') return getProductInstallmentsOffer(input.item, readQuantity(input.quantity), context, options.locale);
  if (!isSupportedCurrency(currency)) return undefined;
  return getInstallmentsOffer({
    total: moneyFromMinorUnits(input.cart.grandTotalCents, currency),
    productTypes: input.cart.entries.map((entry) => entry.productType),
    context,
    locale: options.locale,
  });
}

/**
 * Writes the pill into `element`: `<p class="sf-installments" data-provider data-kind>` with the
 * sentence and the "Learn more" button, or nothing without an offer. A pill already there is
 * updated in place, so a focused "Learn more" keeps focus.
 */
export function showInstallmentsPill(element: HTMLElement, input: PillInput, options: PillOptions): void {
  const offer = offerFor(input, options);
  if (offer === undefined) {
    element.replaceChildren();
    return;
  }
  const doc = element.ownerDocument;
  let pill = element.querySelector<HTMLElement>('.sf-installments');
  let text = pill?.querySelector<HTMLElement>('.sf-installments__text') ?? null;
  if (pill === null || text === null || pill.dataset['provider'] !== offer.provider) {
    pill = doc.createElement('p');
    pill.className = 'sf-installments';
    pill.dataset['provider'] = offer.provider;
    text = doc.createElement('span');
    text.className = 'sf-installments__text';
    pill.append(text);
    if (options.infoUrl !== undefined) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'sf-installments__info';
      button.textContent = STRINGS.installments.learnMore;
      pill.append(' ', button);
    }
    element.replaceChildren(pill);
  }
  pill.dataset['kind'] = offer.kind;
  text.textContent = installmentsOfferText(offer, options.locale);
}
