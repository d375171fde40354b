import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, readCookie, serializeCookie } from '../../src/site';
import { CrumbFailError, ForbiddenError } from './errors';
import { isSecretShaped, newSecret } from './database';

/** The cart cookie lives two weeks (foundation contract). */
const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** The census cookie (SS_MID) lives as long as the analytics cookie of spec 001 §9: 390 days. */
const CENSUS_COOKIE_MAX_AGE_SECONDS = 390 * 24 * 60 * 60;

function requestCookie(request: FastifyRequest, name: string): string | undefined {
  return readCookie(name, request.headers.cookie ?? '');
}

/** The visitor's cart token, when the CART cookie holds one this server could have issued. */
export function cartToken(request: FastifyRequest): string | undefined {
  const token = requestCookie(request, COOKIE.cart);
  return isSecretShaped(token) ? token : undefined;
}

export function setCartCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', serializeCookie(COOKIE.cart, token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS }));
}

/** The device keeps no cart (signed in, the account's cart is found by the session, not the cookie). */
export function clearCartCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serializeCookie(COOKIE.cart, '', { maxAgeSeconds: 0 }));
}

/**
 * Gives the visitor a session crumb and returns it. `refresh` re-sends a crumb the visitor already
 * holds (HTML pages do, so the cookie's attributes stay current) — keeping its value, so a write
 * already on its way from another open tab still matches.
 */
export function issueCrumb(request: FastifyRequest, reply: FastifyReply, { refresh }: { refresh: boolean }): string {
  const current = requestCookie(request, COOKIE.crumb);
  if (isSecretShaped(current) && !refresh) return current;
  const crumb = isSecretShaped(current) ? current : newSecret();
  reply.header('set-cookie', serializeCookie(COOKIE.crumb, crumb));
  return crumb;
}

/**
 * Who is asking, for per-visitor limits and one-visitor keys: the session crumb (every write
 * carries it), else the address the request came from.
 */
export function visitorOf(request: FastifyRequest): string {
  const crumb = requestCookie(request, COOKIE.crumb);
  return isSecretShaped(crumb) ? `crumb:${crumb}` : `ip:${request.ip}`;
}

/**
 * Double-submit check: a visitor's write must echo the crumb cookie — in the CSRF header, or as a
 * field where there can be no header (a beacon, a form the page wrote). `echoed` is what the
 * request sent back.
 */
export function assertCrumbEchoed(request: FastifyRequest, echoed: unknown): void {
  const cookie = requestCookie(request, COOKIE.crumb);
  if (!isSecretShaped(cookie) || typeof echoed !== 'string') throw new CrumbFailError();
  const sent = Buffer.from(echoed);
  const expected = Buffer.from(cookie);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new CrumbFailError();
}

/**
 * Beacons and plain HTML forms carry no CSRF header, so their origin is checked instead: a browser
 * names the page's origin in `Origin` and says `same-origin` in `Sec-Fetch-Site`. Either header,
 * when present, must say this site; a request with neither shows nothing of where it came from and
 * is refused too. `what` names the requests in the refusal. @default 'Beacons'
 */
export function assertSameOrigin(request: FastifyRequest, what = 'Beacons'): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === undefined && origin === undefined)
    throw new ForbiddenError(`${what} must say where they come from (Origin or Sec-Fetch-Site)`);
  if (site !== undefined && site !== 'same-origin')
    throw new ForbiddenError(`${what} from other sites are refused (Sec-Fetch-Site: ${String(site)})`);
  if (origin !== undefined && origin !== siteOrigin(request))
    throw new ForbiddenError(`${what} from other sites are refused (Origin: ${origin})`);
}

/** This site's origin as a browser writes it (`http://127.0.0.1:4173`; no default port); undefined for a Host that is not one. */
export function siteOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** The visitor id (`ss_cvr`, written by the storefront's census) when the request has a usable one. */
export function visitorId(request: FastifyRequest): string | null {
  const id = requestCookie(request, COOKIE.visitorLong);
  return id !== undefined && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** Gives a new visitor the census cookie; shopping events are sent only once it exists (spec 000 §7). */
export function issueCensusCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (isSecretShaped(requestCookie(request, COOKIE.census))) return;
  reply.header('set-cookie', serializeCookie(COOKIE.census, newSecret(), { maxAgeSeconds: CENSUS_COOKIE_MAX_AGE_SECONDS }));
}
