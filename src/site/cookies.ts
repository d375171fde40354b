import * as COOKIE from './cookie-names';

/** Names of the platform's cookies, shared by the API client, the cart, tracking and the demo server. */
export { COOKIE };

/**
 * The request header every write carries: the signed-in site user's xsrf token while there is a
 * session, else the visitor's crumb (see `writeToken`).
 */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Reads one cookie from a `document.cookie`-style string; `undefined` when absent. */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface WriteCookieOptions {
  /** Lifetime in seconds; a session cookie when absent. */
  maxAgeSeconds?: number;
  /** @default '/' */
  path?: string;
  /** @default 'Lax' */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface SerializeCookieOptions extends WriteCookieOptions {
  /** Adds `Secure`, so the cookie only travels over HTTPS. @default false */
  secure?: boolean;
}

/**
 * One cookie as `name=value; path=…; SameSite=…` — the text of a `document.cookie` write and,
 * on the platform side, of a `Set-Cookie` header.
 */
export function serializeCookie(name: string, value: string, options: SerializeCookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (options.secure === true) parts.push('Secure');
  return parts.join('; ');
}

/**
 * What a write sends in `CSRF_HEADER`: the session's xsrf token once the visitor has signed in (the
 * platform checks nothing else then), else the crumb; read at send time, since a sign-in or
 * sign-out in any tab changes it. `undefined` when the visitor has neither.
 */
export function writeToken(cookieString?: string): string | undefined {
  return readCookie(COOKIE.siteUserCrumb, cookieString) || readCookie(COOKIE.crumb, cookieString);
}

/** Writes one cookie on the current document. */
export function writeCookie(name: string, value: string, options: WriteCookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, { ...options, secure: globalThis.location?.protocol === 'https:' });
}

/** Whether the browser accepts cookies at all (tells an expired crumb from disabled cookies). */
export function cookiesEnabled(): boolean {
  return globalThis.navigator?.cookieEnabled !== false;
}
