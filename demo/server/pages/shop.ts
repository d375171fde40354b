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
