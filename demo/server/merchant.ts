import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../src/site';
import type { DemoDatabase } from './db';
import { ApiError } from './errors';
import { isSecretShaped, newSecret } from './ids';

/**
 * The demo merchant's session: a cookie the storefront's scripts cannot read (HttpOnly), naming a
 * row of `merchant_sessions`. The demo has one merchant and no password; signing in is a button.
 */
export const MERCHANT_COOKIE = 'demo-merchant';

/** A merchant session lasts a day. */
const SESSION_SECONDS = 24 * 60 * 60;

/** 401: a merchant call without a merchant session. */
export class MerchantSignInError extends ApiError {
  override name = 'MerchantSignInError';
  constructor() {
    super(401, 'Sign in as the merchant to manage restock notifications');
  }
}

export function startMerchantSession(db: DemoDatabase, reply: FastifyReply, now: number): void {
  const token = newSecret();
  db.prepare('INSERT INTO merchant_sessions (token, created) VALUES (?, ?)').run(token, now);
  reply.header('set-cookie', `${serializeCookie(MERCHANT_COOKIE, token, { maxAgeSeconds: SESSION_SECONDS })}; HttpOnly`);
}

export function endMerchantSession(db: DemoDatabase, request: FastifyRequest, reply: FastifyReply): void {
  const token = readCookie(MERCHANT_COOKIE, request.headers.cookie ?? '');
  if (token !== undefined) db.prepare('DELETE FROM merchant_sessions WHERE token = ?').run(token);
  reply.header('set-cookie', `${serializeCookie(MERCHANT_COOKIE, '', { maxAgeSeconds: 0 })}; HttpOnly`);
}

/** Whether the request comes from a signed-in merchant (a session under a day old). */
export function isMerchant(db: DemoDatabase, request: FastifyRequest, now: number): boolean {
  const token = readCookie(MERCHANT_COOKIE, request.headers.cookie ?? '');
  if (!isSecretShaped(token)) return false;
  return (
    db.prepare('SELECT 1 FROM merchant_sessions WHERE token = ? AND created > ?').get(token, now - SESSION_SECONDS * 1000) !== undefined
  );
}

/** Refuses a merchant call without a merchant session. */
export function assertMerchant(db: DemoDatabase, request: FastifyRequest, now: number): void {
  if (!isMerchant(db, request, now)) throw new MerchantSignInError();
}
