import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddEntryInput } from '../../src/cart';
import { isPlatformError } from '../../src/platform';
import { STRINGS } from '../../src/i18n';
import { useRuntime } from '../ui';

/** Spec 000 §4: idle → adding → added → idle; a failure goes back to idle. */
export type AddButtonState = 'idle' | 'adding' | 'added';

/** Spec 000 §4 and §9: "Added!" appears 1 s after success and stays 2 s; a failure idles after 1 s. */
export const ADDED_DELAY_MS = 1000;
export const ADDED_VISIBLE_MS = 2000;
export const FAILURE_IDLE_MS = 1000;

export interface AddButtonControl {
  readonly state: AddButtonState;
  /** What went wrong with the last add, in the spec's words; `null` once a new add starts. */
  readonly error: string | null;
  /** Starts an add unless one is already under way. */
  add(): void;
}

export function useAddButton(entry: AddEntryInput): AddButtonControl {
  const { store, tracking } = useRuntime();
  const [state, setState] = useState<AddButtonState>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const after = useCallback((ms: number, run: () => void) => {
    if (!mounted.current) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const { itemId, sku, quantity, additionalFields } = entry;
  const add = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setState('adding');
    const idle = () => {
      busy.current = false;
      setState('idle');
    };
    store
      .getState()
      .addEntry({ itemId, sku, quantity, ...(additionalFields === undefined ? {} : { additionalFields }) })
      .then(
        () => {
          tracking.track('add_to_cart', { productId: itemId, sku, quantity });
          after(ADDED_DELAY_MS, () => {
            setState('added');
            after(ADDED_VISIBLE_MS, idle);
          });
        },
        (failure: unknown) => {
          if (!isPlatformError(failure)) console.error('[storefront-kit] Add to cart failed.', failure);
          // A failure outside the platform's own is unexpected; the shopper can still retry.
          setError(isPlatformError(failure) ? failure.shopperMessage : STRINGS.platform.rateLimited);
          after(FAILURE_IDLE_MS, idle);
        },
      );
  }, [store, tracking, after, itemId, sku, quantity, additionalFields]);

  return { state, error, add };
}
