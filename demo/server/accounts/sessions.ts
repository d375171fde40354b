import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { permissionsOf } from '../../../src/accounts';
import { COOKIE, readCookie, serializeCookie } from '../../../src/site';
import { type DemoDatabase, isSecretShaped, newSecret } from '../database';
import { findSiteUser, type SiteUser } from './site-users';

/** A remembered sign-in lasts 30 days, on the server and in the cookie. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A sign-in without "remember me" has a browser-session cookie, which some browsers keep across
 * restarts; the server ends it after a day whatever the browser does.
 */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * A session also ends after this long without a request: 2 hours for an account with any owner
 * permission (a forgotten signed-in admin on a shared computer is the costly case), 7 days for a
 * shopper (a cart and an address, and a remembered sign-in is meant to last).
 */
export const IDLE_SESSION_MS = { owner: 2 * 60 * 60 * 1000, shopper: 7 * 24 * 60 * 60 * 1000 } as const;

/** `last_seen` is written when it is older than this, not on every request. */
const LAST_SEEN_GRAIN_MS = 60 * 1000;

/** How long a session of `user` may go without a request. */
export function idleLimitOf(user: SiteUser): number {
  return permissionsOf(user.websiteRoles).size > 0 ? IDLE_SESSION_MS.owner : IDLE_SESSION_MS.shopper;
}

/** A signed-in visitor's session, as the request's cookie names it. */
export interface SiteSession {
  readonly user: SiteUser;
  /** What every write of this session must send in the CSRF header. */
  readonly xsrfToken: string;
  readonly remember: boolean;
  /** Epoch milliseconds. */
  readonly expires: number;
  /** SHA-256 of the cookie's id: the row's key. */
  readonly idHash: string;
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  xsrf_token: string;
  remember: 0 | 1;
  expires: number;
  last_seen: number;
}

const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

/**
 * Site sessions in SQLite: sign-in starts one (a new id every time, never one the browser offered),
 * sign-out ends it, and each request is resolved once. Cookies: the session id
 * (`SiteUserSecureAuthToken`, HttpOnly), `SiteUserInfo` (`{ authenticated, siteUserId }`, read by the
 * storefront) and `siteUserCrumb` (the xsrf token, sent back on writes); all SameSite=Lax, path `/`,
 * lasting 30 days when remembered and for the browser session otherwise.
 */
export interface SessionStore {
  /** The request's live session, or undefined (no cookie, an unknown or ended one, expired, or idle too long); a live one is marked seen. */
  sessionOf(request: FastifyRequest): SiteSession | undefined;
  /** Whether the request names a session that is no longer live, so its cookies should go. */
  hasStaleCookie(request: FastifyRequest): boolean;
  /**
   * Starts a session for `user`, ending the one the request came with; sets the cookies. Returns
   * the new xsrf token. The caller owns the transaction.
   */
  start(request: FastifyRequest, reply: FastifyReply, user: SiteUser, remember: boolean): string;
  /** Ends the request's session on the server (if any) and clears its cookies. */
  end(request: FastifyRequest, reply: FastifyReply): void;
  /** Ends every session of the request's account, this one included, and clears this request's cookies. */
  endAll(request: FastifyRequest, reply: FastifyReply): void;
  /** Clears the session cookies without touching the server (a stale session's). */
  clearCookies(reply: FastifyReply): void;
}

/**
 * With `secure` (the site is served over https) every session cookie is `Secure`, and the HttpOnly
 * session id is written and read only as `__Host-SiteUserSecureAuthToken`: a browser accepts that name only
 * from https, with Path=/ and no Domain, so a sibling subdomain or a plain-http answer cannot plant
 * a session of its choosing (session fixation).
 */
export function createSessionStore(db: DemoDatabase, clock: () => number, { secure = false }: { secure?: boolean } = {}): SessionStore {
  const sessionCookie = secure ? `__Host-${COOKIE.siteUserSession}` : COOKIE.siteUserSession;
  const resolved = new WeakMap<FastifyRequest, SiteSession | null>();
  const selectSession = db.prepare('SELECT * FROM site_user_sessions WHERE id_hash = ?');
  const deleteSession = db.prepare('DELETE FROM site_user_sessions WHERE id_hash = ?');
  const deleteUserSessions = db.prepare('DELETE FROM site_user_sessions WHERE user_id = ?');
  const deleteExpired = db.prepare('DELETE FROM site_user_sessions WHERE expires <= ?');
  const markSeen = db.prepare('UPDATE site_user_sessions SET last_seen = ? WHERE id_hash = ?');
  const insertSession = db.prepare(
    'INSERT INTO site_user_sessions (id_hash, user_id, xsrf_token, remember, created, expires, last_seen) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const cookieId = (request: FastifyRequest): string | undefined => {
    const id = readCookie(sessionCookie, request.headers.cookie ?? '');
    return isSecretShaped(id) ? id : undefined;
  };

  function lookUp(request: FastifyRequest): SiteSession | null {
    const id = cookieId(request);
    if (id === undefined) return null;
    const now = clock();
    const row = selectSession.get(hashOf(id)) as SessionRow | undefined;
    if (row === undefined || row.expires <= now) return null;
    const user = findSiteUser(db, row.user_id);
    if (user === undefined) return null;
    if (row.last_seen + idleLimitOf(user) <= now) {
      // Idle too long: the row goes now, so the id can never come back to life.
      deleteSession.run(row.id_hash);
      return null;
    }
    if (now - row.last_seen >= LAST_SEEN_GRAIN_MS) markSeen.run(now, row.id_hash);
    return { user, xsrfToken: row.xsrf_token, remember: row.remember === 1, expires: row.expires, idHash: row.id_hash };
  }

  function setCookies(reply: FastifyReply, values: { id: string; info: string; xsrf: string }, maxAgeSeconds?: number): void {
    const lifetime = maxAgeSeconds === undefined ? { secure } : { maxAgeSeconds, secure };
    reply.header('set-cookie', `${serializeCookie(sessionCookie, values.id, lifetime)}; HttpOnly`);
    reply.header('set-cookie', serializeCookie(COOKIE.siteUserInfo, values.info, lifetime));
    reply.header('set-cookie', serializeCookie(COOKIE.siteUserCrumb, values.xsrf, lifetime));
  }

  const store: SessionStore = {
    sessionOf(request) {
      if (!resolved.has(request)) resolved.set(request, lookUp(request));
      return resolved.get(request) ?? undefined;
    },

    hasStaleCookie(request) {
      const hasCookie = [sessionCookie, COOKIE.siteUserInfo, COOKIE.siteUserCrumb].some(
        (name) => readCookie(name, request.headers.cookie ?? '') !== undefined,
      );
      return hasCookie && store.sessionOf(request) === undefined;
    },

    start(request, reply, user, remember) {
      const now = clock();
      const previous = store.sessionOf(request);
      if (previous !== undefined) deleteSession.run(previous.idHash);
      // Sessions that ran out go whenever a new one starts: the table holds only live ones for long.
      deleteExpired.run(now);
      const id = newSecret();
      const xsrfToken = newSecret();
      const expires = now + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS);
      insertSession.run(hashOf(id), user.id, xsrfToken, remember ? 1 : 0, now, expires, now);
      const session: SiteSession = { user, xsrfToken, remember, expires, idHash: hashOf(id) };
      resolved.set(request, session);
      const info = JSON.stringify({ authenticated: true, siteUserId: user.id });
      setCookies(reply, { id, info, xsrf: xsrfToken }, remember ? REMEMBERED_SESSION_MS / 1000 : undefined);
      return xsrfToken;
    },

    end(request, reply) {
      const session = store.sessionOf(request);
      if (session !== undefined) deleteSession.run(session.idHash);
      resolved.set(request, null);
      store.clearCookies(reply);
    },

    endAll(request, reply) {
      const session = store.sessionOf(request);
      if (session !== undefined) deleteUserSessions.run(session.user.id);
      resolved.set(request, null);
      store.clearCookies(reply);
    },

    clearCookies(reply) {
      setCookies(reply, { id: '', info: '', xsrf: '' }, 0);
    },
  };
  return store;
}
