/**
 * Quick view.
 *
 * Renders: nothing until the shopper presses the button (click, Enter or Space). Then, in the
 *   storefront's modal (overlay, close control, Escape, focus kept inside and given back to the
 *   button), the product's block as its product page shows it: images, price, variants, quantity,
 *   add to cart, installments — the widgets inside mount as on the page, so an add from the quick
 *   view reaches the cart pill. The dialog is named by the button's text while the block loads
 *   ("Loading…", aria-busy), then by the product's title; a block that cannot load leaves an alert
 *   in its place. Opening it records the quick view (POST /api/census/RecordQuickView/{id}).
 *   Its code, and the sanitizer the block goes through, are imported on the first open.
 * Accepts (the engine's `.sqs-product-quick-view-button`, or data-widget="quick-view"):
 *   data-id   required, the product id
 *   The element must be a <button> or have role="button" (the engine writes a span with role=button
 *   and tabindex=0).
 * Usage: {item|product-quick-view} in a product list template, or
 *   <button type="button" data-widget="quick-view" data-id="ID">Quick View</button>
 */
import type { MountWidget } from '../../loader';
import { STRINGS } from '../../src/i18n';
import { assertButtonHost, listenForActivation, requiredAttribute } from '../ui';

export const mount: MountWidget = (element, runtime) => {
  assertButtonHost(element, 'quick-view');
  const itemId = requiredAttribute(element, 'data-id');

  // One quick view per button at a time, from the first press until it closes.
  let showing: Promise<void> | undefined;
  const open = (): void => {
    showing ??= import('./quick-view-dialog')
      .then((dialog) =>
        dialog.openQuickView({ button: element, itemId, label: element.textContent?.trim() || STRINGS.product.quickView, runtime }),
      )
      .catch((error: unknown) => console.error('[storefront-kit] The quick view could not open.', error))
      .finally(() => (showing = undefined));
  };
  return listenForActivation(element, open);
};
