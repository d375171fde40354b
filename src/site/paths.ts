/**
 * The storefront's own pages. The cart page is /cart (spec 000 §2; the engine's `cart-url` prints
 * it too). The spec does not name the checkout page's path; /checkout is this product's choice,
 * and express checkout goes there.
 */
export const SITE_PATH = {
  cart: '/cart',
  checkout: '/checkout',
} as const;
