/**
 * What a Subscribe button needs only once pressed: the subscription call and its checkout's address.
 * Imported then, so product pages do not carry it as they load.
 */
export { subscribeToChoice, subscriptionCheckoutPath } from '../../src/product-form';
