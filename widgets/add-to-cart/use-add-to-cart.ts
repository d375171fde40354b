import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serializeForm, type FormDefinition, type FormValues } from '../../src/forms';
import { addChoiceToCart, checkChoice, isChoiceSoldOut, type ProductForm, type PurchaseOptions } from '../../src/product-form';
import { useRuntime } from '../ui';

/**
 * Spec 000 §4: idle → adding → added → idle, and back to idle after a failure. `select-option` is
 * the product list's: options missing, the button says so for 2 s.
 */
export type AddToCartPhase = 'idle' | 'adding' | 'added' | 'select-option';

/** Spec 000 §4 and §9: "Added!" 1 s after success, for 2 s; idle 1 s after a failure; "Select Option" for 2 s. */
export const ADDED_DELAY_MS = 1000;
export const ADDED_VISIBLE_MS = 2000;
export const FAILURE_IDLE_MS = 1000;
export const SELECT_OPTION_MS = 2000;

export interface AddToCartOptions {
  readonly form: ProductForm;
  readonly purchase: PurchaseOptions;
  /** The product's additional-fields form, asked before adding. */
  readonly definition: FormDefinition | undefined;
  /** A product list's button: missing options show "Select Option" (spec 000 §4). */
  readonly listMode: boolean;
  /** Called instead of showing "Added!" (express checkout). */
  readonly onAdded?: () => void;
}

export interface AddToCartControl {
  readonly phase: AddToCartPhase;
  /** Nothing left of the chosen variant (or of the product): "Sold Out", disabled. */
  readonly soldOut: boolean;
  /** Why the last try failed, in the spec's words; `null` once the shopper tries again or changes the choice. */
  readonly error: string | null;
  readonly dialogOpen: boolean;
  setDialogOpen(open: boolean): void;
  /** The shopper pressed the button. */
  activate(): void;
  /** The additional-fields form was filled in: add with these answers. */
  submitAnswers(values: FormValues): void;
}

export function useAddToCart({ form, purchase, definition, listMode, onAdded }: AddToCartOptions): AddToCartControl {
  const { client, store, tracking } = useRuntime();
  const [phase, setPhase] = useState<AddToCartPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const soldOut = useSyncExternalStore(form.subscribe, () => isChoiceSoldOut(form.getState()));
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

  // A new choice makes the last message stale ("Please select the Size option." once Size is chosen).
  useEffect(
    () =>
      form.subscribe((state, previous) => {
        if (state.selection !== previous.selection || state.quantity !== previous.quantity) setError(null);
      }),
    [form],
  );

  const after = useCallback((ms: number, run: () => void) => {
    if (!mounted.current) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const idle = useCallback(() => {
    busy.current = false;
    setPhase('idle');
  }, []);

  const add = useCallback(
    (additionalFields?: string) => {
      busy.current = true;
      setError(null);
      setPhase('adding');
      void addChoiceToCart(form, { ...purchase, client, cart: store, ...(additionalFields === undefined ? {} : { additionalFields }) }).then(
        (outcome) => {
          // The add happened whether or not the button is still on the page.
          if (outcome.ok) tracking.track('add_to_cart', { productId: form.getState().itemId, sku: outcome.sku, quantity: outcome.quantity });
          if (!mounted.current) return;
          if (!outcome.ok) {
            setError(outcome.message);
            after(FAILURE_IDLE_MS, idle);
          } else if (onAdded !== undefined) {
            // Stays "Adding…" while the next page loads.
            onAdded();
          } else {
            after(ADDED_DELAY_MS, () => {
              setPhase('added');
              after(ADDED_VISIBLE_MS, idle);
            });
          }
        },
      );
    },
    [form, purchase, client, store, tracking, after, idle, onAdded],
  );

  const activate = useCallback(() => {
    if (busy.current || isChoiceSoldOut(form.getState())) return;
    const check = checkChoice(form.getState(), purchase);
    if (!check.ok) {
      setError(check.message);
      if (listMode && check.problem === 'options-missing') {
        busy.current = true;
        setPhase('select-option');
        after(SELECT_OPTION_MS, idle);
      }
      return;
    }
    if (definition === undefined) {
      add();
      return;
    }
    setError(null);
    setDialogOpen(true);
  }, [form, purchase, listMode, definition, add, after, idle]);

  const submitAnswers = useCallback(
    (values: FormValues) => {
      if (definition === undefined) return;
      form.getState().keepAnswers(values);
      setDialogOpen(false);
      add(JSON.stringify(serializeForm(definition, values)));
    },
    [definition, form, add],
  );

  return { phase, soldOut, error, dialogOpen, setDialogOpen, activate, submitAnswers };
}
