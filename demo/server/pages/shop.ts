import type { Viewer } from '../../../src/accounts';
import type { Product } from '../catalogue';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { listedProductItemJson, shopCollectionJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { pageContext } from './page-context';

/** The shop's product listing, rendered by the site's `products.list` template; products `viewer` may not see are locked cards. */
export function shopPage(products: readonly Product[], viewer: Viewer): SitePage {
  return {
    title: DEMO_SITE.shopCollection.title,
    path: '/shop',
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    content: {
      template: 'collections/products.list',
      json: { collection: shopCollectionJson(), items: products.map((product) => listedProductItemJson(product, viewer)) },
    },
  };
}
