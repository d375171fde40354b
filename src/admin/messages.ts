import { isCrumbError, isPlatformError, isRateLimitError, type PlatformError } from '../platform';
import { AdminError, isAdminValidationError } from './errors';

/** The administration and interface messages of spec 001 §8 that the admin shows. */
export const ADMIN_MESSAGE = {
  loadResults: 'Unable to load results',
  loadCollections: 'Unable to load collections',
  loadTryAgain: 'Unable to load. Try again.',
  somethingWrong: 'Something went wrong',
  networkError: 'Network error',
  checkConnection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  unableToConnect: 'Unable to connect. Please try again',
  locateContent: 'Unable to locate content',
  mainNavigationMissing: 'Unable to find site main navigation',
  updateForm: 'Unable to update form',
  openForm: 'Unable to open form',
} as const;

/** What the owner is told about a failure: a heading and what to do. */
export interface AdminFailure {
  readonly title: string;
  readonly message: string;
}

const status = (error: PlatformError): number | undefined => (error as { status?: unknown }).status as number | undefined;

/**
 * The failure of a load (`'load'`) or a save (`'save'`) as the owner sees it: a network failure,
 * a time-out, content that is gone, the server's own words, or "Something went wrong". Anything that
 * is not a platform or admin error is a bug: it is logged, and the owner asked to try again.
 */
export function adminFailureOf(error: unknown, action: 'load' | 'save'): AdminFailure {
  const title = action === 'load' ? ADMIN_MESSAGE.loadResults : ADMIN_MESSAGE.somethingWrong;
  if (isAdminValidationError(error)) return { title, message: error.message };
  if (error instanceof AdminError) return { title: error.message, message: ADMIN_MESSAGE.tryAgain };
  if (isPlatformError(error)) {
    if (error.name === 'NetworkError') return { title: ADMIN_MESSAGE.networkError, message: ADMIN_MESSAGE.checkConnection };
    if (error.name === 'RequestTimeoutError') return { title: ADMIN_MESSAGE.unableToConnect, message: ADMIN_MESSAGE.checkConnection };
    if (isCrumbError(error) || isRateLimitError(error)) return { title, message: error.shopperMessage };
    if (status(error) === 404) return { title: ADMIN_MESSAGE.locateContent, message: serverMessageOf(error) ?? ADMIN_MESSAGE.tryAgain };
    return { title, message: serverMessageOf(error) ?? ADMIN_MESSAGE.tryAgain };
  }
  console.error('[storefront-kit] An admin call failed unexpectedly.', error);
  return { title, message: ADMIN_MESSAGE.tryAgain };
}

function serverMessageOf(error: PlatformError): string | undefined {
  const message = (error as { serverMessage?: unknown }).serverMessage;
  return typeof message === 'string' ? message : undefined;
}
