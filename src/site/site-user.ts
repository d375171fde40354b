import { COOKIE, readCookie } from './cookies';

/** The signed-in site user as the `SiteUserInfo` cookie describes them. */
export interface SiteUser {
  readonly authenticated: boolean;
  readonly siteUserId: string | undefined;
}

const ANONYMOUS: SiteUser = { authenticated: false, siteUserId: undefined };
// The cookie is read on every check; one bad value is worth one warning, not one per read.
let lastUnreadable: string | undefined;

/**
 * Reads the `SiteUserInfo` cookie. A missing cookie is an anonymous visitor; a cookie that does not
 * parse is logged (once per value) and also counts as anonymous, as the spec asks, so a stale or
 * hand-edited cookie never blocks the storefront.
 */
export function readSiteUser(cookieString?: string): SiteUser {
  const raw = readCookie(COOKIE.siteUserInfo, cookieString);
  try {
    // An empty cookie is none; one that is not JSON, or is `null`, throws here and is logged below.
    const { authenticated, siteUserId } = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return { authenticated: authenticated === true, siteUserId: typeof siteUserId === 'string' ? siteUserId : undefined };
  } catch (error) {
    if (raw !== lastUnreadable) console.warn(`[storefront-kit] ${COOKIE.siteUserInfo} cookie unreadable: visitor anonymous`, error);
    lastUnreadable = raw;
    return ANONYMOUS;
  }
}
