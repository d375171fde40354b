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
  if (raw === undefined || raw === '') return ANONYMOUS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) throw new TypeError('not a JSON object');
    const { authenticated, siteUserId } = parsed as Record<string, unknown>;
    return {
      authenticated: authenticated === true,
      siteUserId: typeof siteUserId === 'string' ? siteUserId : undefined,
    };
  } catch (error) {
    if (raw === lastUnreadable) return ANONYMOUS;
    lastUnreadable = raw;
    console.warn(`[storefront-kit] The ${COOKIE.siteUserInfo} cookie could not be read; treating the visitor as anonymous.`, error);
    return ANONYMOUS;
  }
}
