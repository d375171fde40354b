import type { CartState } from '../../src/cart';
import { useCart } from '../ui';

const selectQuantity = (state: CartState): number => state.cart?.totalQuantity ?? 0;

/** The number of items in the shared cart; 0 while there is none. */
export function useCartQuantity(): number {
  return useCart(selectQuantity);
}
