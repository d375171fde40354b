import type { Product } from '../catalogue';
import { productPath, toPageContextProduct } from '../product-json';
import { PAGE_TYPE } from '../site';
import { productItemJson, shopCollectionJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { pageContext } from './page-context';

/**
 * A product detail page, rendered by the site's `products.item` template: the product block
 * (`data-item-id`) with its images and the engine's product markup. The page context carries the
 * product as the widgets read it.
 */
export function productPage(product: Product): SitePage {
  return {
    title: product.name,
    path: productPath(product),
    context: pageContext(PAGE_TYPE.contentItem, { product: toPageContextProduct(product), inShop: true }),
    content: { template: 'collections/products.item', json: { collection: shopCollectionJson(), item: productItemJson(product) } },
  };
}
