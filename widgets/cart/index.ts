/**
 * Cart (the full-page cart root).
 *
 * Renders: inside its element, the cart page's own markup, taken over: the item count ("3 items"),
 *   each entry (title linked to its product, variant, additional-fields answers with Edit, a
 *   quantity stepper and field, the line total, Remove), the entry just removed with its Undo, the
 *   subtotal, and when the cart is empty "Your cart is empty" with a link to the shop. The element's
 *   `empty` class follows the cart. Quantities and removals go through the cart store (PUT
 *   `…/entries/{entryId}/quantity`, DELETE `…/entries/{entryId}`, POST `…/entries/{entryId}/restore`);
 *   refusals show "Unable to update quantity", "Unable to remove item" or "Unable to add item" (an
 *   undo) with the platform's message. Sends `remove_from_cart` (and `add_to_cart` for an undo or a
 *   larger quantity).
 * Accepts:
 *   <script type="application/json" data-cart-page> child, required: the cart the page shows, its
 *     currency, the shop's address, each product's page, option order and additional-fields form;
 *     optionally the entry just removed, alerts by entry id, and each entry's answers as listed.
 *   The page should write the same markup inside (demo/site/pages/cart.page does, through the view in
 *   view.ts) and the styles in its head (`<style data-sf-styles="cart">`, CART_CSS), so mounting
 *   moves nothing; its forms work without script. What the shopper typed or focused before the
 *   widget arrived is kept.
 * Usage: <div class="sf-cart" data-widget="cart"><script type="application/json" data-cart-page>{…}</script>…</div>
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { injectStyles, mountWidget } from '../ui';
import { CartPage } from './cart-page';
import { readCartPageData } from './page-data';
import { CART_CSS } from './styles';

/** The quantities typed into the page's own fields before the widget arrived, by entry id. */
function typedBefore(element: HTMLElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const input of element.querySelectorAll<HTMLInputElement>('input.sf-cart__input')) {
    const entryId = input.closest('[data-entry-id]')?.getAttribute('data-entry-id');
    if (entryId && input.value !== input.defaultValue) typed[entryId] = input.value;
  }
  return typed;
}

/** Where focus is inside `element`, as a selector that finds the same control once the widget has rendered. */
function focusBefore(element: HTMLElement): string | null {
  const focused = element.ownerDocument.activeElement;
  if (!(focused instanceof HTMLElement) || !element.contains(focused) || focused === element) return null;
  if (focused.id !== '') return `[id="${focused.id.replace(/["\\]/g, '\\$&')}"]`;
  const row = focused.closest('[data-entry-id]');
  const control = `${focused.localName}${[...focused.classList].map((name) => `.${name}`).join('')}`;
  const label = focused.getAttribute('aria-label');
  const labelled = label === null ? '' : `[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`;
  const within = row === null ? '' : `[data-entry-id="${(row.getAttribute('data-entry-id') ?? '').replace(/["\\]/g, '\\$&')}"] `;
  return `${within}${control}${labelled}`;
}

export const mount: MountWidget = (element, runtime) => {
  const data = readCartPageData(element);
  injectStyles(element.ownerDocument, 'cart', CART_CSS);
  return mountWidget(
    'cart',
    element,
    runtime,
    createElement(CartPage, {
      document: element.ownerDocument,
      root: element,
      data,
      typed: typedBefore(element),
      focus: focusBefore(element),
    }),
  );
};

export { CART_CSS } from './styles';
export { CART_PAGE_DATA_ATTRIBUTE, readCartPageData } from './page-data';
export type { CartPageData, CartPageProduct } from './page-data';
export { cartEntryActionPath, cartView, stepperOf } from './view';
export type {
  CartEntryAction,
  CartView,
  CartViewOptions,
  CartEntryView,
  RemovedEntryView,
  CartRowView,
  CartNotice,
  CartProductInfo,
  RemovedEntry,
  Stepper,
} from './view';
