export { COOKIE, CSRF_HEADER, readCookie, writeCookie, writeToken, serializeCookie, cookiesEnabled } from './cookies';
export type { WriteCookieOptions, SerializeCookieOptions } from './cookies';
export { readSiteUser } from './site-user';
export type { SiteUser } from './site-user';
export { PAGE_CONTEXT_ID, PAGE_TYPE, readPageContext } from './page-context';
export type { PageContext } from './page-context';
export { SITE_PATH } from './paths';
export { DESKTOP_MEDIA, MOBILE_MAX_WIDTH_PX, MOBILE_MEDIA, resolveCustomMedia } from './breakpoints';
