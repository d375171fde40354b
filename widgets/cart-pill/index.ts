/**
 * Cart pill.
 *
 * Renders: nothing while the cart is empty; otherwise a link to /cart (class `sf-cart-pill`) showing
 *   the item count (`100+` above 100), named "Cart, N items" for assistive technology, with a polite
 *   announcement whenever the count changes. Inside the site-editor frame it sets the frame URL.
 * Accepts: no data attributes besides `data-widget="cart-pill"`; content inside the element is
 *   replaced. The loader asks for this widget only once a cart exists.
 * Usage: <div data-widget="cart-pill"></div>  (in the site header)
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { injectStyles, mountWidget } from '../ui';
import { CartPill } from './cart-pill';
import { CART_PILL_CSS } from './styles';

export const mount: MountWidget = (element, runtime) => {
  injectStyles(element.ownerDocument, 'cart-pill', CART_PILL_CSS);
  return mountWidget('cart-pill', element, runtime, createElement(CartPill, { document: element.ownerDocument }));
};
