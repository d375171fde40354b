import type { FastifyRequest } from 'fastify';
import { readCookie } from '../../../src/site';
import { ApiError, CrumbFailError } from '../errors';

/**
 * The demo's failure switch: a visitor whose `demo-failure` cookie names a failure gets it for
 * every API write (POST, PUT, DELETE), so each error path of the storefront can be seen, and
 * tested, in a browser. Reads are left alone. Set it in the browser, e.g.
 * `document.cookie = "demo-failure=rate-limit; path=/"`; delete the cookie to stop.
 */
export const FAILURE_COOKIE = 'demo-failure';

export const DEMO_FAILURES = {
  /** HTTP 429, as a platform under load answers. */
  'rate-limit': () => new ApiError(429, 'Too many requests'),
  /** A crumb failure (401 with `crumbFail`), as a stale session gets. */
  crumb: () => new CrumbFailError(),
  /** An unexpected server fault: a 500 with the platform's generic message. */
  'server-error': () => new Error('The demo failure switch asked for a server error'),
} as const;

export type DemoFailure = keyof typeof DEMO_FAILURES;

/** Throws the failure the visitor's switch names; an unknown name does nothing. */
export function assertNoDemoFailure(request: FastifyRequest): void {
  const failure = readCookie(FAILURE_COOKIE, request.headers.cookie ?? '');
  if (failure !== undefined && Object.hasOwn(DEMO_FAILURES, failure)) throw DEMO_FAILURES[failure as DemoFailure]();
}
