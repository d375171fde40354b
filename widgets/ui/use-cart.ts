import { useCallback, useSyncExternalStore } from 'react';
import type { CartState } from '../../src/cart';
import { useRuntime } from './runtime-context';

/**
 * Reads a slice of the shared cart store and re-renders when that slice changes.
 * The selector must return a value from the state or a primitive, not a new object each call.
 * @example const quantity = useCart((state) => state.cart?.totalQuantity ?? 0);
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  const { store } = useRuntime();
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
