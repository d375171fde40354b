/**
 * Cart popover.
 *
 * Renders: after each add in this tab, a non-modal dialog (class `sf-cart-popover`, role="dialog",
 *   labelled by its "Added to cart" message) with the product title and a "Close" button, fixed
 *   16px below the cart pill (or the site <header>, or 33px from the top when neither exists),
 *   following the pill if it appears while open. It takes focus, closes after 3000 ms, on Escape
 *   and on its close button, and gives focus back.
 * Accepts: nothing; it is not written in markup. The runtime appends its container to <body> and
 *   mounts it the first time the cart store reports an add.
 * Usage: none — listen for the `storefront:cart-added` DOM event to react to adds yourself.
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { injectStyles, mountWidget } from '../ui';
import { CartPopover } from './cart-popover';
import { CART_POPOVER_CSS } from './styles';

export const mount: MountWidget = (element, runtime) => {
  injectStyles(element.ownerDocument, 'cart-popover', CART_POPOVER_CSS);
  return mountWidget('cart-popover', element, runtime, createElement(CartPopover, { document: element.ownerDocument }));
};
