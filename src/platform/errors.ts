import { STRINGS } from '../i18n';

/** Where a failed request went; every platform error names both in its message. */
export interface RequestTarget {
  readonly method: string;
  readonly url: string;
}

interface PlatformErrorOptions extends RequestTarget {
  readonly cause?: unknown;
}

/** What an error built from an HTTP answer keeps of it. */
interface AnswerOptions extends PlatformErrorOptions {
  /** The answer's body parsed as JSON; `undefined` when it was empty or not JSON. */
  readonly body: unknown;
}

/**
 * The one error family of the platform API client. Each subclass knows which spec 000 §8 message
 * the shopper sees (`shopperMessage`); the `message` is for developers and names method and URL.
 */
export class PlatformError extends Error {
  // Typed by the name list below, so a subclass cannot take a name the guards do not know.
  override readonly name: PlatformErrorName = 'PlatformError';
  readonly method: string;
  readonly url: string;
  /** What the shopper is told (spec 000 §8 *Add to cart*). */
  readonly shopperMessage: string;

  constructor(reason: string, shopperMessage: string, options: PlatformErrorOptions) {
    super(`${reason}: ${options.method} ${options.url}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.method = options.method;
    this.url = options.url;
    this.shopperMessage = shopperMessage;
  }
}

/** The server refused a write because the crumb (CSRF token) was missing or stale. */
export class CrumbError extends PlatformError {
  override readonly name = 'CrumbError';
  readonly status = 401;
  /** Without cookies there can be no crumb: the shopper must enable cookies, not just reload. */
  readonly cookiesEnabled: boolean;
  /** The answer's JSON body, for callers that read more than the shopper message. */
  readonly body: unknown;

  constructor(options: AnswerOptions & { readonly cookiesEnabled: boolean }) {
    super(
      options.cookiesEnabled ? 'Crumb check failed' : 'Crumb check failed with cookies disabled',
      options.cookiesEnabled ? STRINGS.platform.sessionExpired : STRINGS.platform.cookiesDisabled,
      options,
    );
    this.cookiesEnabled = options.cookiesEnabled;
    this.body = options.body;
  }
}

/** HTTP 429: the platform asks the shopper to slow down. */
export class RateLimitError extends PlatformError {
  override readonly name = 'RateLimitError';
  readonly status = 429;
  /** The answer's JSON body, for callers that read more than the shopper message. */
  readonly body: unknown;

  constructor(options: AnswerOptions) {
    super('Request failed with status code 429 Too Many Requests', STRINGS.platform.rateLimited, options);
    this.body = options.body;
  }
}

/** Any other HTTP failure; the server's own message, when it sent one, is what the shopper sees. */
export class ResponseError extends PlatformError {
  override readonly name = 'ResponseError';
  readonly status: number;
  /** The `error` field of the JSON body, if the server sent one. */
  readonly serverMessage: string | undefined;
  /** The answer's JSON body (field errors and the like); `undefined` when it was empty or not JSON. */
  readonly body: unknown;

  constructor(options: AnswerOptions & { readonly status: number; readonly serverMessage: string | undefined }) {
    const detail = options.serverMessage === undefined ? '' : ` (${options.serverMessage})`;
    // With no server message the failure is most likely transient, so the shopper is asked to retry.
    super(`Request failed with status code ${options.status}${detail}`, options.serverMessage ?? STRINGS.platform.rateLimited, options);
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.body = options.body;
  }
}

/** The request never got an answer: offline, DNS, connection reset, blocked by the browser. */
export class NetworkError extends PlatformError {
  override readonly name = 'NetworkError';

  constructor(options: PlatformErrorOptions) {
    // Transient by nature, so the spec's "try again in a few seconds" wording fits.
    super('Network request failed', STRINGS.platform.rateLimited, options);
  }
}

/** No answer within the client's timeout. */
export class RequestTimeoutError extends PlatformError {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(options: PlatformErrorOptions & { readonly timeoutMs: number }) {
    super(`Request timed out after ${options.timeoutMs} ms`, STRINGS.platform.rateLimited, options);
    this.timeoutMs = options.timeoutMs;
  }
}

/** Every name the family uses, so guards can match errors that crossed a chunk or realm boundary. */
export const PLATFORM_ERROR_NAMES = [
  'PlatformError',
  'CrumbError',
  'RateLimitError',
  'ResponseError',
  'NetworkError',
  'RequestTimeoutError',
] as const;

export type PlatformErrorName = (typeof PLATFORM_ERROR_NAMES)[number];

const hasName = (value: unknown, name: string): boolean =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;

/** Whether `value` is any platform error, matched by class or, across chunks, by name. */
export function isPlatformError(value: unknown): value is PlatformError {
  return (
    value instanceof PlatformError ||
    (value instanceof Error && (PLATFORM_ERROR_NAMES as readonly string[]).includes(value.name) && 'shopperMessage' in value)
  );
}

/** Whether `value` is a crumb failure. */
export function isCrumbError(value: unknown): value is CrumbError {
  return value instanceof CrumbError || (isPlatformError(value) && hasName(value, 'CrumbError'));
}

/** Whether `value` is an HTTP 429 from the platform. */
export function isRateLimitError(value: unknown): value is RateLimitError {
  return value instanceof RateLimitError || (isPlatformError(value) && hasName(value, 'RateLimitError'));
}

/**
 * What to tell the shopper about any failure of a platform call: a platform error's own
 * `shopperMessage`; anything else is unexpected (a bug, not the platform), so it is logged and the
 * shopper is asked to try again.
 */
export function shopperMessageOf(error: unknown): string {
  if (isPlatformError(error)) return error.shopperMessage;
  console.error('[storefront-kit] A request failed unexpectedly.', error);
  return STRINGS.platform.rateLimited;
}
