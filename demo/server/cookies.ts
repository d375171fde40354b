import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, readCookie, serializeCookie } from '../../src/site';
import { CrumbFailError, ForbiddenError } from './errors';
import { isSecretShaped, newSecret, type DemoDatabase } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key this server signs crumbs with (`useCrumbKey`). */
    readonly crumbKey: Buffer;
    /** Whether cookies are sent `Secure` (`useSecureCookies`): the site's public origin is https. */
    readonly secureCookies: boolean;
  }
}

/** The crumb key's file, beside the database; readable by the server's user only. */
export const CRUMB_KEY_FILE = 'crumb.key';
const CRUMB_KEY_BYTES = 32;

/**
 * The key crumbs are signed with: made once and kept in `crumb.key` beside the database (mode
 * 0600), so crumbs outlive a restart; a database in memory gets a key in memory.
 * @throws Error when the file holds something that is not a key
 */
export function crumbKeyFor(db: DemoDatabase): Buffer {
  if (db.memory) return randomBytes(CRUMB_KEY_BYTES);
  const file = join(dirname(db.name), CRUMB_KEY_FILE);
  try {
    writeFileSync(file, randomBytes(CRUMB_KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file);
  if (key.length !== CRUMB_KEY_BYTES) throw new Error(`${file} must hold a ${CRUMB_KEY_BYTES}-byte key; delete it to make a new one`);
  return key;
}

/** Gives `app` (and every plugin in it) the key its crumbs are signed with. */
/** Cookies go `Secure` when the site is served over https, so no plain-http answer can leak or plant them. */
export function useSecureCookies(app: FastifyInstance, secure: boolean): void {
  app.decorate('secureCookies', secure);
}

export function useCrumbKey(app: FastifyInstance, key: Buffer): void {
  if (key.length < CRUMB_KEY_BYTES) throw new RangeError(`The crumb key must be at least ${CRUMB_KEY_BYTES} bytes, got ${key.length}`);
  app.decorate('crumbKey', key);
}

/**
 * A crumb keeps the 32 characters of every secret this server issues: 10 characters of a random
 * nonce (56 bits) and 22 of its HMAC-SHA256 under the server's key (cut to 128 bits), base64url.
 */
const CRUMB_SHAPE = /^([A-Za-z0-9_-]{10})([A-Za-z0-9_-]{22})$/;

function crumbSignature(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(`crumb:${nonce}`).digest().subarray(0, 16).toString('base64url');
}

function newCrumb(request: FastifyRequest): string {
  const nonce = randomBytes(7).toString('base64url');
  return `${nonce}${crumbSignature(request.server.crumbKey, nonce)}`;
}

/** Whether `value` is a crumb this server signed: a made-up one is worth nothing, not even as a rate-limit key. */
function isSignedCrumb(request: FastifyRequest, value: string | undefined): value is string {
  const parts = value === undefined ? null : CRUMB_SHAPE.exec(value);
  const nonce = parts?.[1];
  const signature = parts?.[2];
  if (nonce === undefined || signature === undefined) return false;
  // Both are 22 characters (the shape says so), as timingSafeEqual needs.
  return timingSafeEqual(Buffer.from(signature), Buffer.from(crumbSignature(request.server.crumbKey, nonce)));
}

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
  reply.header(
    'set-cookie',
    serializeCookie(COOKIE.cart, token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS, secure: reply.server.secureCookies }),
  );
}

/** The device keeps no cart (signed in, the account's cart is found by the session, not the cookie). */
export function clearCartCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serializeCookie(COOKIE.cart, '', { maxAgeSeconds: 0, secure: reply.server.secureCookies }));
}

/**
 * Gives the visitor a session crumb and returns it. `refresh` re-sends a crumb the visitor already
 * holds (HTML pages do, so the cookie's attributes stay current) — keeping its value, so a write
 * already on its way from another open tab still matches.
 */
export function issueCrumb(request: FastifyRequest, reply: FastifyReply, { refresh }: { refresh: boolean }): string {
  const current = requestCookie(request, COOKIE.crumb);
  const valid = isSignedCrumb(request, current);
  if (valid && !refresh) return current;
  const crumb = valid ? current : newCrumb(request);
  reply.header('set-cookie', serializeCookie(COOKIE.crumb, crumb, { secure: reply.server.secureCookies }));
  return crumb;
}

/**
 * Who is asking, for per-visitor limits and one-visitor keys: the session crumb (every write
 * carries it) when this server signed it, else the address the request came from. A crumb is
 * cheap to get, so a limit keyed on it is paired with one on `clientAddressOf`.
 */
export function visitorOf(request: FastifyRequest): string {
  const crumb = requestCookie(request, COOKIE.crumb);
  return isSignedCrumb(request, crumb) ? `crumb:${crumb}` : clientAddressOf(request);
}

/** The address the request came from, as a rate-limit key. */
export function clientAddressOf(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/**
 * Double-submit check: a visitor's write must echo the crumb cookie — in the CSRF header, or as a
 * field where there can be no header (a beacon, a form the page wrote). `echoed` is what the
 * request sent back.
 */
export function assertCrumbEchoed(request: FastifyRequest, echoed: unknown): void {
  const cookie = requestCookie(request, COOKIE.crumb);
  if (!isSignedCrumb(request, cookie) || typeof echoed !== 'string') throw new CrumbFailError();
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
  reply.header(
    'set-cookie',
    serializeCookie(COOKIE.census, newSecret(), {
      maxAgeSeconds: CENSUS_COOKIE_MAX_AGE_SECONDS,
      secure: reply.server.secureCookies,
    }),
  );
}
