export { COOKIE, CSRF_HEADER, readCookie, writeCookie, cookiesEnabled } from './cookies';
export type { WriteCookieOptions } from './cookies';
