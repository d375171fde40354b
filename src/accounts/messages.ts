import { STRINGS } from '../i18n';
import { isCrumbError, isPlatformError, isRateLimitError, shopperMessageOf } from '../platform';

/** A request that got no answer: the network failed or it timed out. */
function isUnanswered(error: unknown): boolean {
  return isPlatformError(error) && (error.name === 'NetworkError' || error.name === 'RequestTimeoutError');
}

/**
 * What the shopper is told when signing in failed: the same words for an unknown email and a wrong
 * password (the platform answers both with a 401), ours for too many tries and for a request that
 * never got an answer, the spec's for a crumb failure, the platform's own message otherwise.
 */
export function signInFailureMessage(error: unknown): string {
  if (isRateLimitError(error)) return STRINGS.account.tooManyTries;
  if (isCrumbError(error)) return error.shopperMessage;
  if (isUnanswered(error)) return STRINGS.account.networkFailure;
  if (isPlatformError(error) && (error as { status?: unknown }).status === 401) return STRINGS.account.wrongCredentials;
  return shopperMessageOf(error);
}

/** What the shopper is told when signing out or changing the language failed: `failed`, then why. */
export function accountFailureMessage(error: unknown, failed: string): string {
  return `${failed} ${isUnanswered(error) ? STRINGS.account.connectionHint : shopperMessageOf(error)}`;
}
