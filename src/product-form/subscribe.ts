import { shopperMessageOf } from '../platform';
import { SITE_PATH } from '../site';
import { readyChoice, type AddChoiceOptions, type AddChoiceOutcome } from './add-to-cart';
import type { ProductForm } from './form';

/** Spec 000 §7: `POST /api/3/commerce/cart/subscription` {itemId, sku, qty, additionalFields} → {cartToken}. */
export const SUBSCRIPTION_PATH = 'api/3/commerce/cart/subscription';

export type SubscribeOutcome =
  /** `cartToken`: the subscription's own cart, which its checkout page opens. */
  | { readonly ok: true; readonly cartToken: string; readonly sku: string; readonly quantity: number }
  | Extract<AddChoiceOutcome, { ok: false }>;

/**
 * Starts a subscription to the shopper's choice (spec 000 §7): the checks of `addChoiceToCart`,
 * then `POST /api/3/commerce/cart/subscription`, whose `cartToken` names the subscription's cart.
 * The shopper's own cart is left alone. Never rejects.
 */
export async function subscribeToChoice(form: ProductForm, options: AddChoiceOptions): Promise<SubscribeOutcome> {
  try {
    const ready = await readyChoice(form, options);
    if (!ready.ok) return ready;
    const { sku, quantity } = ready;
    const answer = await options.client.post<{ cartToken?: unknown } | undefined>(SUBSCRIPTION_PATH, {
      itemId: form.getState().itemId,
      sku,
      qty: quantity,
      additionalFields: options.additionalFields ?? null,
    });
    const cartToken = answer?.cartToken;
    // Not the platform's refusal but a broken answer: logged below as unexpected, the shopper asked to retry.
    if (typeof cartToken !== 'string' || cartToken === '') throw new TypeError('The subscription answer has no cartToken');
    return { ok: true, cartToken, sku, quantity };
  } catch (error) {
    return { ok: false, problem: 'platform', message: shopperMessageOf(error) };
  }
}

/** Where a subscription's checkout opens: the checkout page for its cart. */
export function subscriptionCheckoutPath(cartToken: string): string {
  return `${SITE_PATH.subscriptionCheckout}?cartToken=${encodeURIComponent(cartToken)}`;
}
