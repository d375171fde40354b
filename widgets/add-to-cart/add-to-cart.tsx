import { useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { PRODUCT_TYPE, getProductType } from '../../src/commerce';
import type { FormValues } from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { isChoiceSubscription, type ProductForm, type PurchaseOptions } from '../../src/product-form';
import { SITE_PATH } from '../../src/site';
import { Alert } from '../ui';
import { loadPressCode, useAddToCart, type AddToCartPhase } from './use-add-to-cart';
import { useHostButton, useSlotAfter } from './use-host-button';

export interface AddToCartProps {
  /** The page's button: a `<button>` or the engine's `div.sqs-add-to-cart-button[role=button]`. */
  readonly host: HTMLElement;
  /** Messages go right after it: the engine's button wrapper, else the host. */
  readonly messageAnchor: HTMLElement;
  readonly form: ProductForm;
  /** The label while idle: the merchant's custom label, "Subscribe" or "Add To Cart". */
  readonly label: string;
  readonly purchase: PurchaseOptions;
  /** The product's additional-fields form (`data-form`, parsed JSON), or `undefined` without one. */
  readonly formJson: unknown;
  readonly listMode: boolean;
  /** Express checkout: after the add, straight to checkout instead of "Added!". */
  readonly express: boolean;
}

const PHASE_LABELS: Readonly<Record<Exclude<AddToCartPhase, 'idle'>, string>> = {
  adding: STRINGS.addToCart.adding,
  added: STRINGS.addToCart.added,
  'select-option': STRINGS.addToCart.selectOption,
};

/**
 * Spec 000 §8: the alert's title names what failed: a gift card, a purchase that goes straight to
 * checkout (express checkout, a subscription), or an add.
 */
function alertTitle(form: ProductForm, express: boolean): string {
  if (getProductType(form.getState().item) === PRODUCT_TYPE.GIFT_CARD) return STRINGS.addToCart.giftCardAlertTitle;
  return express || isChoiceSubscription(form.getState()) ? STRINGS.addToCart.expressAlertTitle : STRINGS.addToCart.alertTitle;
}

/** The intents that come just before a press: a pointer over or down on the button, focus on it. */
const INTENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Fetches the press's code as the shopper reaches for the button, so it has usually arrived by the press. */
function usePressCodeOnIntent(host: HTMLElement): void {
  useEffect(() => {
    const fetchCode = () => void loadPressCode().catch(() => undefined);
    if (host.ownerDocument.activeElement === host) fetchCode();
    for (const type of INTENTS) host.addEventListener(type, fetchCode, { passive: true });
    return () => {
      for (const type of INTENTS) host.removeEventListener(type, fetchCode);
    };
  }, [host]);
}

/** The add-to-cart button's label, its alert and its additional-fields form. */

export function AddToCart({ host, messageAnchor, form, label, purchase, formJson, listMode, express }: AddToCartProps) {
  const doc = host.ownerDocument;
  usePressCodeOnIntent(host);
  const goToCheckout = useCallback(() => doc.defaultView?.location.assign(SITE_PATH.checkout), [doc]);
  const goToSubscriptionCheckout = useCallback((checkoutPath: string) => doc.defaultView?.location.assign(checkoutPath), [doc]);
  const control = useAddToCart({
    form,
    purchase,
    formJson,
    listMode,
    onSubscribed: goToSubscriptionCheckout,
    ...(express ? { onAdded: goToCheckout } : {}),
  });
  const { phase, soldOut, error, dialog, closeDialog, activate, submitAnswers } = control;
  const showSoldOut = phase === 'idle' && soldOut;
  useHostButton(host, showSoldOut ? 'sold-out' : phase, phase !== 'idle' || soldOut, activate);
  const slot = useSlotAfter(messageAnchor, error !== null);
  const keepAnswers = useCallback((values: FormValues) => form.getState().keepAnswers(values), [form]);

  return (
    <>
      {phase !== 'idle' ? PHASE_LABELS[phase] : showSoldOut ? STRINGS.addToCart.soldOut : label}
      {error !== null && slot !== null && createPortal(<Alert title={alertTitle(form, express)} message={error} />, slot)}
      {dialog !== null && (
        <dialog.module.AdditionalFieldsDialog
          document={doc}
          open
          onOpenChange={closeDialog}
          definition={dialog.definition}
          initialValues={form.getState().answers}
          onValuesChange={keepAnswers}
          onSubmit={submitAnswers}
          submitLabel={label}
        />
      )}
    </>
  );
}
