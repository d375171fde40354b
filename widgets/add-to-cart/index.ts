/**
 * Add to cart.
 *
 * Renders: inside the page's own button, its label: the merchant's label while idle ("Add To Cart",
 *   "Subscribe" or a custom one), "Adding…" while the add runs, "Added!" 1 s after success for 2 s;
 *   "Sold Out" (disabled) while the chosen variant or the whole product has none left; on a product
 *   list (but not in a dialog, such as a quick view), "Select Option" (disabled) for 2 s when options are
 *   missing. Any refusal or failure shows an
 *   alert right after the button, titled "Unable to Add Item" ("Unable to Purchase Item" for express
 *   checkout, "Unable to purchase Gift Card" for a gift card), with the spec's message; the button
 *   idles 1 s after a failure. A product with an additional-fields form asks for it in a modal first.
 *   While busy or disabled the button has aria-disabled="true" (it keeps focus); data-state is
 *   idle | adding | added | select-option | sold-out.
 * Accepts (the engine's `.sqs-add-to-cart-button` markup, or data-widget="add-to-cart"):
 *   data-item-id          required, the product id
 *   data-product-type     1 physical, 2 digital, 3 service, 4 gift card (blank: unknown)
 *   data-original-label   the idle label; else the element's text; else "Add To Cart"
 *   data-is-subscription  "true": a subscribable product (its label reads "Subscribe")
 *   data-form             the additional-fields form as JSON (with the `use-form` class); read as JSON on
 *                         mount, checked as a form when it first opens
 *   data-sku              a fixed variant, for a button written for one SKU
 *   data-quantity         a fixed whole quantity ≥ 1, for a button without a quantity input
 *   data-express-checkout present: after adding, go straight to checkout (/checkout)
 *   The element must be a <button> or have role="button".
 * Usage: {item|add-to-cart-btn} in a template, or
 *   <button type="button" data-widget="add-to-cart" data-item-id="ID" data-sku="SKU">Add To Cart</button>
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { PRODUCT_TYPE, type ProductType } from '../../src/commerce';
import { STRINGS } from '../../src/i18n';
import { getProductForm } from '../../src/product-form';
import { isProductListingPage } from '../../src/tracking';
import {
  WidgetAttributeError,
  assertButtonHost,
  injectStyles,
  jsonAttribute,
  mountWhenNear,
  mountWidget,
  requiredAttribute,
  wholeNumberAttribute,
} from '../ui';
import { AddToCart } from './add-to-cart';
import { ADD_TO_CART_CSS } from './styles';

const PRODUCT_TYPES: ReadonlySet<number> = new Set(Object.values(PRODUCT_TYPE));

function productTypeAttribute(element: Element): ProductType | undefined {
  const raw = element.getAttribute('data-product-type')?.trim() ?? '';
  if (raw === '') return undefined;
  const code = Number(raw);
  if (!PRODUCT_TYPES.has(code))
    throw new WidgetAttributeError('data-product-type', `must be one of ${[...PRODUCT_TYPES].join(', ')}, got "${raw}"`);
  return code as ProductType;
}

const isSet = (element: Element, attribute: string): boolean =>
  element.hasAttribute(attribute) && element.getAttribute(attribute) !== 'false';

export const mount: MountWidget = (element, runtime) => {
  assertButtonHost(element, 'add-to-cart');
  const itemId = requiredAttribute(element, 'data-item-id');
  const productType = productTypeAttribute(element);
  const sku = element.getAttribute('data-sku')?.trim() || undefined;
  const quantity = element.hasAttribute('data-quantity') ? wholeNumberAttribute(element, 'data-quantity', 1, 1) : undefined;
  // Read as JSON now; the form itself is checked when it first opens, with the code that shows it.
  const formJson = jsonAttribute(element, 'data-form');
  const express = isSet(element, 'data-express-checkout');
  const labelElement = element.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? element;
  const originalText = labelElement.textContent ?? '';
  const label = element.getAttribute('data-original-label')?.trim() || originalText.trim() || STRINGS.addToCart.label;

  const form = getProductForm(runtime, itemId);
  form.getState().describe({ productType, isSubscribable: isSet(element, 'data-is-subscription') || undefined });
  // A product shown in a dialog (a quick view) is a detail view even on a listing page: its options can be chosen there.
  const listMode = runtime.pageContext !== null && isProductListingPage(runtime.pageContext) && element.closest('[role="dialog"]') === null;

  injectStyles(element.ownerDocument, 'add-to-cart', ADD_TO_CART_CSS);
  // The product's state is described now (the variant picker and quantity read it); the button's
  // React root waits until the shopper nears it, which on a long listing is most of them.
  return mountWhenNear(element, () => {
    const unmount = mountWidget(
      'add-to-cart',
      labelElement,
      runtime,
      createElement(AddToCart, {
        host: element,
        messageAnchor: element.closest<HTMLElement>('.sqs-add-to-cart-button-wrapper') ?? element,
        form,
        label,
        purchase: { ...(sku === undefined ? {} : { sku }), ...(quantity === undefined ? {} : { quantity }) },
        formJson,
        listMode,
        express,
      }),
    );
    return () => {
      unmount();
      // Leaves the button as the page wrote it, ready to mount again if it comes back.
      labelElement.textContent = originalText;
    };
  });
};
