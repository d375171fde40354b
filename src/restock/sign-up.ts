import { isValidEmail } from '../forms';
import { STRINGS } from '../i18n';
import { isCrumbError, isPlatformError, type PlatformClient } from '../platform';

/** Spec 000 §7: the restock sign-up (POST) and, for the merchant, the sign-ups of a product or variant (GET). */
export const RESTOCK_PATH = 'api/site-users/account/notifications/restock';

/** Spec 000 §3 *Restock sign-up payload*. */
export interface RestockSignUpRequest {
  readonly isJoinMailingList: boolean;
  readonly productId: string;
  /** The variant's id; `''` for a sign-up to the product as a whole. */
  readonly variantId: string;
  readonly siteVisitorEmail: string;
  /** The captcha's token for the `product_waitlist` action; `''` on a site without a captcha. */
  readonly recaptchaEnterpriseV3Token: string;
  /** The page's language, e.g. "en-US". */
  readonly language?: string;
}

export type RestockSignUpOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Spec 000 §5: "Email cannot be blank", "Email is invalid", or undefined for an address to sign up. */
export function checkRestockEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return STRINGS.restock.emailBlank;
  return isValidEmail(trimmed) ? undefined : STRINGS.restock.emailInvalid;
}

/**
 * Spec 000 §8: the server's message from the failed answer, else "Unable to submit form. Please
 * try again later." A stale session says so in the platform's words (§8: reload and try again)
 * rather than the server's "Invalid crumb". Anything that is not a platform error is logged.
 */
export function restockFailureMessage(error: unknown): string {
  if (isCrumbError(error)) return error.shopperMessage;
  if (!isPlatformError(error)) console.error('[storefront-kit] The restock sign-up failed unexpectedly.', error);
  const body: unknown = isPlatformError(error) ? (error as { body?: unknown }).body : undefined;
  const message: unknown = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : STRINGS.restock.failed;
}

/** Signs a shopper up to hear when a product or variant is back in stock. Never rejects. */
export async function signUpForRestock(client: PlatformClient, request: RestockSignUpRequest): Promise<RestockSignUpOutcome> {
  try {
    await client.post(RESTOCK_PATH, { ...request, siteVisitorEmail: request.siteVisitorEmail.trim() });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: restockFailureMessage(error) };
  }
}
