import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormDefinition } from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { shopperMessageOf } from '../../src/platform';
import { isChoiceSoldOut, isChoiceSubscription, type ProductForm, type PurchaseOptions } from '../../src/product-form';
import type { AdditionalFieldsAnswers } from '../additional-fields';
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

let pressCode: Promise<typeof import('./press')> | undefined;

/**
 * The press's code (checks, stock, add), imported once for the page. A download that fails is
 * tried again on the next press.
 */
export function loadPressCode(): Promise<typeof import('./press')> {
  pressCode ??= import('./press').catch((error: unknown) => {
    pressCode = undefined;
    throw error;
  });
  return pressCode;
}

/** The additional-fields form, ready to show: the code that shows it (imported on first use) and the form. */
export interface FieldsDialog {
  readonly module: typeof import('../additional-fields');
  readonly definition: FormDefinition;
}

export interface AddToCartOptions {
  readonly form: ProductForm;
  readonly purchase: PurchaseOptions;
  /** The product's additional-fields form as the page wrote it (`data-form`, parsed JSON), asked before adding. */
  readonly formJson: unknown;
  /** A product list's button: missing options show "Select Option" (spec 000 §4). */
  readonly listMode: boolean;
  /** Called instead of showing "Added!" (express checkout). */
  readonly onAdded?: () => void;
  /** A subscribable product's subscription started (spec 000 §7): go to its checkout, at `checkoutPath`. */
  readonly onSubscribed: (checkoutPath: string) => void;
}

export interface AddToCartControl {
  readonly phase: AddToCartPhase;
  /** Nothing left of the chosen variant (or of the product): "Sold Out", disabled. */
  readonly soldOut: boolean;
  /** Why the last try failed, in the spec's words; `null` once the shopper tries again or changes the choice. */
  readonly error: string | null;
  /** The additional-fields form while it is open. */
  readonly dialog: FieldsDialog | null;
  closeDialog(): void;
  /** The shopper pressed the button. */
  activate(): void;
  /** The additional-fields form was filled in: add with these answers. */
  submitAnswers(answers: AdditionalFieldsAnswers): void;
}

export function useAddToCart({ form, purchase, formJson, listMode, onAdded, onSubscribed }: AddToCartOptions): AddToCartControl {
  const { client, store, tracking } = useRuntime();
  const [phase, setPhase] = useState<AddToCartPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<FieldsDialog | null>(null);
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

  const fail = useCallback(
    (message: string) => {
      setError(message);
      after(FAILURE_IDLE_MS, idle);
    },
    [after, idle],
  );

  const add = useCallback(
    (additionalFields?: string) => {
      busy.current = true;
      setError(null);
      setPhase('adding');
      const options = { ...purchase, client, cart: store, ...(additionalFields === undefined ? {} : { additionalFields }) };
      // A subscription is bought on its own cart, straight to its checkout; it stays "Adding…" while that page loads.
      if (isChoiceSubscription(form.getState())) {
        import('./subscription')
          .then(async ({ subscribeToChoice, subscriptionCheckoutPath }) => {
            const outcome = await subscribeToChoice(form, options);
            if (!mounted.current) return;
            if (outcome.ok) onSubscribed(subscriptionCheckoutPath(outcome.cartToken));
            else fail(outcome.message);
          })
          // The code could not be fetched: logged as an unexpected request failure, the shopper asked to retry.
          .catch((error: unknown) => mounted.current && fail(shopperMessageOf(error)));
        return;
      }
      void loadPressCode()
        .then(({ addChoiceToCart }) => addChoiceToCart(form, options))
        // The code could not be fetched: nothing was added, and the shopper is asked to retry.
        .catch((error: unknown) => ({ ok: false, problem: 'platform', message: shopperMessageOf(error) }) as const)
        .then((outcome) => {
          // The add happened whether or not the button is still on the page.
          if (outcome.ok)
            tracking.track('add_to_cart', { productId: form.getState().itemId, sku: outcome.sku, quantity: outcome.quantity });
          if (!mounted.current) return;
          if (!outcome.ok) fail(outcome.message);
          else if (onAdded !== undefined) {
            // Stays "Adding…" while the next page loads.
            onAdded();
          } else {
            after(ADDED_DELAY_MS, () => {
              setPhase('added');
              after(ADDED_VISIBLE_MS, idle);
            });
          }
        });
    },
    [form, purchase, client, store, tracking, after, idle, fail, onAdded, onSubscribed],
  );

  // Only products that ask for additional fields download the form's code, the first time it opens.
  const openDialog = useCallback(() => {
    setError(null);
    const cannotShow = (problem: unknown, message: string) => {
      console.error('[storefront-kit] The additional-fields form cannot be shown.', problem);
      if (mounted.current) setError(message);
    };
    import('../additional-fields').then(
      (module) => {
        try {
          const definition = module.readFormDefinition(formJson, `${form.getState().itemId}-additional-fields`);
          if (mounted.current) setDialog({ module, definition });
        } catch (problem) {
          // A form that is not one cannot be asked.
          cannotShow(problem, module.FORM_NOT_CONFIGURED);
        }
      },
      // Code that could not download may arrive on a retry.
      (problem: unknown) => cannotShow(problem, STRINGS.platform.rateLimited),
    );
  }, [form, formJson]);

  const activate = useCallback(() => {
    if (busy.current || isChoiceSoldOut(form.getState())) return;
    // Busy while the press's code arrives (usually it has, on the shopper's intent): a second press waits with the first.
    busy.current = true;
    loadPressCode().then(
      ({ checkChoice }) => {
        busy.current = false;
        if (!mounted.current) return;
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
        if (formJson === undefined) add();
        else openDialog();
      },
      (error: unknown) => {
        busy.current = false;
        if (mounted.current) setError(shopperMessageOf(error));
      },
    );
  }, [form, purchase, listMode, formJson, add, openDialog, after, idle]);

  const closeDialog = useCallback(() => setDialog(null), []);

  const submitAnswers = useCallback(
    ({ values, additionalFields }: AdditionalFieldsAnswers) => {
      form.getState().keepAnswers(values);
      setDialog(null);
      add(additionalFields);
    },
    [form, add],
  );

  return { phase, soldOut, error, dialog, closeDialog, activate, submitAnswers };
}
