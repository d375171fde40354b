/**
 * The store domain's door: catalogue, carts, stock, restock, subscriptions, installments, store
 * pages, the cart, shop and product pages.
 */
export { copyAccountCart, createVisitorCarts, mergeGuestCart } from './account-carts';
export { cartPage } from './cart-page';
export type { CartPageState } from './cart-page';
export { addEntry, findRemovedEntry, readCart, removeEntry } from './carts';
export { findProduct, findProductBySlug, isOnSale, isSoldOut, listProducts, PRODUCT_TYPE, setProductImage } from './catalogue';
export type { Product } from './catalogue';
export { insertCatalogue, SEED_CATALOGUE } from './catalogue-seed';
export { storePlugin } from './plugin';
export { productPath } from './product-json';
export { productPage } from './product-page';
export { productItemJson, shopCollectionJson } from './product-site-json';
export { BENCH_LISTING_PATH, BENCH_LISTING_SIZE, benchListingPage, storePage } from './shop-page';
export {
  findStorePage,
  findStorePageByUrlId,
  insertCategory,
  insertStorePage,
  listCategories,
  listStorePages,
  listStoreProducts,
  moveProducts,
} from './store-pages';
export type { StorePageRecord } from './store-pages';
