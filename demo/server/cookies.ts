import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, CSRF_HEADER, readCookie, serializeCookie } from '../../src/site';
import { CrumbFailError } from './errors';
import { isSecretShaped, newSecret } from './ids';

/** The cart cookie lives two weeks (foundation contract). */
const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

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

/**
 * Gives the visitor a session crumb. `refresh` re-sends a crumb the visitor already holds (HTML
 * pages do, so the cookie's attributes stay current) — keeping its value, so a write already on its
 * way from another open tab still matches.
 */
export function issueCrumb(request: FastifyRequest, reply: FastifyReply, { refresh }: { refresh: boolean }): void {
  const current = requestCookie(request, COOKIE.crumb);
  if (isSecretShaped(current) && !refresh) return;
  reply.header('set-cookie', serializeCookie(COOKIE.crumb, isSecretShaped(current) ? current : newSecret()));
}

/**
 * Who is asking, for per-visitor limits and one-visitor keys: the session crumb (every write
 * carries it), else the address the request came from.
 */
export function visitorOf(request: FastifyRequest): string {
  const crumb = requestCookie(request, COOKIE.crumb);
  return isSecretShaped(crumb) ? `crumb:${crumb}` : `ip:${request.ip}`;
}

/** Double-submit check: a write must echo the crumb cookie in the CSRF header. */
export function assertCrumb(request: FastifyRequest): void {
  const cookie = requestCookie(request, COOKIE.crumb);
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  if (!isSecretShaped(cookie) || typeof header !== 'string') throw new CrumbFailError();
  const sent = Buffer.from(header);
  const expected = Buffer.from(cookie);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new CrumbFailError();
}
