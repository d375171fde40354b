import type { WidgetRuntime } from '../../loader';
import type { ShoppingCart } from '../../src/cart';
import type { PillInput } from './installments-pill';

/** The cart as far as the pill reads it: its total and the type of every item. */
const cartKey = (cart: ShoppingCart): string => `${cart.grandTotalCents}|${cart.entries.map((entry) => entry.productType).join(',')}`;

/**
 * Calls `show` whenever the cart's total or mix of items changes. The first cart the store knows is
 * the one a page that wrote the pill was written for (the cart page is rendered from it), so it
 * rewrites nothing. Returns the function that stops following.
 */
export function followCart(runtime: WidgetRuntime, show: (input: PillInput) => void, writtenByPage: boolean): () => void {
  let shown: string | undefined;
  const follow = (cart: ShoppingCart | null): void => {
    if (cart === null) return;
    const key = cartKey(cart);
    if (shown === undefined && writtenByPage) shown = key;
    else if (key !== shown) {
      shown = key;
      show({ kind: 'cart', cart });
    }
  };
  follow(runtime.store.getState().cart);
  return runtime.store.subscribe((state, previous) => {
    if (state.cart !== previous.cart) follow(state.cart);
  });
}
