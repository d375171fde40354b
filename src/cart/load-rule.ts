import { COOKIE, readCookie, readSiteUser } from '../site';

/** Whether this device holds a cart of its own (the CART cookie); a signed-in visitor's is found by the session instead. */
export function hasCartCookie(cookieString: string): boolean {
  const token = readCookie(COOKIE.cart, cookieString);
  return token !== undefined && token !== '';
}

/**
 * Spec 000 §4: the cart loads only when the visitor is authenticated or a cart cookie exists.
 * Anyone else has no cart, so asking the platform for one would be a wasted request.
 */
export function cartMayExist(cookieString: string): boolean {
  return hasCartCookie(cookieString) || readSiteUser(cookieString).authenticated;
}
