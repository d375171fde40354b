import type { Product } from '../catalogue';
import type { ListFiltersJson } from '../list-filters';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { productItemJson, shopCollectionJson, type ItemTermsJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { pageContext } from './page-context';

/**
 * The shop's product listing, rendered by the site's `products.list` template: the products that
 * pass the filter (all without one), each with its tags and categories, and the filter links.
 */
export function shopPage(products: readonly { product: Product; terms: ItemTermsJson }[], filters: ListFiltersJson): SitePage {
  return {
    title: DEMO_SITE.shopCollection.title,
    path: '/shop',
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    content: {
      template: 'collections/products.list',
      json: { collection: shopCollectionJson(), filters, items: products.map(({ product, terms }) => productItemJson(product, terms)) },
    },
  };
}
