import type { Product } from '../catalogue';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { productItemJson, shopCollectionJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { pageContext } from './page-context';

/** The shop's product listing, rendered by the site's `products.list` template. */
export function shopPage(products: readonly Product[]): SitePage {
  return {
    title: DEMO_SITE.shopCollection.title,
    path: '/shop',
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    content: { template: 'collections/products.list', json: { collection: shopCollectionJson(), items: products.map(productItemJson) } },
  };
}

/** The bench page's product count: a long listing, as `npm run bench` measures mounting on. */
export const BENCH_LISTING_SIZE = 200;
export const BENCH_LISTING_PATH = '/bench/listing';

/**
 * A listing of 200 cards for `npm run bench`, by the same `products.list` template as the shop: the
 * catalogue's products over and over, each card a real product that can be added.
 */
export function benchListingPage(products: readonly Product[]): SitePage {
  const items = products.length === 0 ? [] : Array.from({ length: BENCH_LISTING_SIZE }, (_, index) => products[index % products.length]!);
  return {
    title: `${BENCH_LISTING_SIZE} products`,
    path: BENCH_LISTING_PATH,
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    content: {
      template: 'collections/products.list',
      json: { collection: { ...shopCollectionJson(), title: `${BENCH_LISTING_SIZE} products` }, items: items.map(productItemJson) },
    },
  };
}
