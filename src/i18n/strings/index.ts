// One module per area, so each chunk of the bundle carries only the areas its code reads:
// `STRINGS` is a namespace of these (src/i18n/index.ts), which the bundler tree-shakes by member.
export { account } from './account';
export { addToCart } from './add-to-cart';
export { additionalFields } from './additional-fields';
export { cart } from './cart';
export { cartPage } from './cart-page';
export { comments, dates } from './content';
export { captcha, forms } from './forms';
export { installments } from './installments';
export { platform } from './platform';
export { product } from './product';
export { quickView } from './quick-view';
export { restock } from './restock';
export { subscriptions } from './subscriptions';
export { dialog, widget } from './ui';
