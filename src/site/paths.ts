/**
 * The storefront's own pages. The cart page is /cart (spec 000 §2; the engine's `cart-url` prints
 * it too). The spec does not name the checkout pages' paths; /checkout is this product's choice,
 * and express checkout goes there; a subscription's checkout is /checkout/subscription, with the
 * `cartToken` of its cart as a query parameter.
 */
export const SITE_PATH = {
  cart: '/cart',
  checkout: '/checkout',
  subscriptionCheckout: '/checkout/subscription',
} as const;
