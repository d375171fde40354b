export { COOKIE, CSRF_HEADER, readCookie, writeCookie, serializeCookie, cookiesEnabled } from './cookies';
export type { WriteCookieOptions, SerializeCookieOptions } from './cookies';
