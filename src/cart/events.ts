import type { CartStore } from './store';
import type { CartEntry, ShoppingCart } from './types';

/**
 * The DOM CustomEvents, dispatched on `document`, through which pages without React follow the
 * cart. One constant so the dispatcher and every listener agree on the names.
 */
export const CART_EVENT = {
  /** `detail`: the cart, after every change (load, add, a change in another tab). */
  updated: 'storefront:cart-updated',
  /** `detail`: `{ entry, cart }` after an add in this tab. */
  added: 'storefront:cart-added',
} as const;

export interface CartAddedDetail {
  readonly entry: CartEntry;
  readonly cart: ShoppingCart;
}

/**
 * Mirrors the store onto DOM events on `target` (the document): `storefront:cart-updated` on each
 * new cart, then `storefront:cart-added` on each add. Returns the function that stops it.
 */
export function dispatchCartEvents(store: CartStore, target: EventTarget): () => void {
  return store.subscribe((state, previous) => {
    if (state.cart !== null && state.cart !== previous.cart) {
      target.dispatchEvent(new CustomEvent<ShoppingCart>(CART_EVENT.updated, { detail: state.cart }));
    }
    if (state.lastAdded !== null && state.lastAdded !== previous.lastAdded) {
      const detail: CartAddedDetail = { entry: state.lastAdded.entry, cart: state.lastAdded.cart };
      target.dispatchEvent(new CustomEvent<CartAddedDetail>(CART_EVENT.added, { detail }));
    }
  });
}
