/**
 * Installments pill.
 *
 * Renders: inside the element, the pay-in-installments offer for the product's chosen variant times
 *   its quantity, or for the cart's total: `<p class="sf-installments" data-provider data-kind>` with
 *   the sentence ("or 4 interest-free payments of $12.00 with Afterpay", "Afterpay available for
 *   orders over $24.00" / "… up to $240.00") and, with an information page, a "Learn more" button
 *   opening it in a modal. Nothing when there is no offer: an item that is not physical, a locale
 *   that is not a supported pair, installments off, or an order in another currency than the limits.
 *   The provider follows the loader's `data-locale` (its region, else the account country).
 * Accepts:
 *   data-installments  required, the installment context as JSON: afterPayAvailable, afterPayMin,
 *                      afterPayMax (money), stripeAccountCountry, shopperLanguage
 *   data-item-id       the product id: the pill follows that product's chosen variant and quantity;
 *                      absent, it follows the cart's total (in the store currency, `data-currency`)
 *   data-info-url      the provider's information page, `{provider}` and `{locale}` (en_US) filled
 *                      in; absent, no "Learn more"
 *   The pill the page wrote inside stays until the choice, the quantity or the cart changes (its code
 *   is imported then); an empty element gets its pill at once.
 * Usage: <div data-widget="installments" data-item-id="ID" data-installments="{…}" data-info-url="…"></div>
 */
import type { MountWidget } from '../../loader';
import { WidgetAttributeError, jsonAttribute } from '../ui';
import { followProduct } from './follow-product';
import type { PillInput } from './installments-pill';

type PillModule = typeof import('./installments-pill');

const fail = (error: unknown): undefined => void console.error('[storefront-kit] The installments pill failed.', error);

export const mount: MountWidget = (element, runtime) => {
  const context = jsonAttribute(element, 'data-installments');
  if (typeof context !== 'object' || context === null)
    throw new WidgetAttributeError('data-installments', 'is required: the installment context as JSON');
  const itemId = element.getAttribute('data-item-id')?.trim() || undefined;
  const infoUrl = element.getAttribute('data-info-url')?.trim() || undefined;
  const { locale, currency } = runtime.config;
  const options = { context, locale, currency, infoUrl };

  // The sentence's code (the price and money rules) comes with the first change: until then the
  // pill the page wrote is the right one.
  let pill: Promise<PillModule | undefined> | undefined;
  const show = (input: PillInput): void => {
    pill ??= import('./installments-pill').catch(fail);
    // Callbacks run in the order they were added, so the pill ends up showing the latest input.
    void pill.then((module) => module?.showInstallmentsPill(element, input, options));
  };
  const writtenByPage = element.childElementCount > 0;

  let live = true;
  let stop = (): void => undefined;
  if (itemId !== undefined) stop = followProduct(runtime, itemId, show, writtenByPage);
  else {
    // Only the cart page's pill needs the cart-following code.
    import('./follow-cart')
      .then((module) => {
        if (live) stop = module.followCart(runtime, show, writtenByPage);
      })
      .catch(fail);
  }

  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('.sf-installments__info') : null;
    if (button === null || infoUrl === undefined) return;
    import('./installments-info').then((dialog) => dialog.openInstallmentsInfo(runtime, button, infoUrl)).catch(fail);
  };
  element.addEventListener('click', onClick);

  return () => {
    live = false;
    stop();
    element.removeEventListener('click', onClick);
  };
};
