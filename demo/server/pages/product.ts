import type { Product } from '../catalogue';
import { merchandisingContextFor } from '../merchandising';
import { productPath, toPageContextProduct } from '../product-json';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { productItemJson, productMerchandisingJson, shopCollectionJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { productInstallmentsMarkup } from './installments';
import { pageContext } from './page-context';

/**
 * A product detail page, rendered by the site's `products.item` template: the product block
 * (`data-item-id`) with its images, the engine's product markup — restock sign-ups and scarcity
 * messages included, from the product's merchandising context — and the installments pill for the
 * shopper's `locale` (`installmentsPill`, written here because the pill is the widget's own
 * markup, not the engine's). The page context carries the product and its merchandising context
 * as the widgets read them.
 */
export function productPage(product: Product, locale: string = DEMO_SITE.locale): SitePage {
  const item = productItemJson(product);
  const merchandising = merchandisingContextFor(product);
  const installmentsPill = productInstallmentsMarkup(item, product.currency, locale);
  return {
    title: product.name,
    path: productPath(product),
    context: pageContext(PAGE_TYPE.contentItem, {
      product: toPageContextProduct(product),
      inShop: true,
      ...(merchandising === undefined ? {} : { merchandising }),
    }),
    content: {
      template: 'collections/products.item',
      json: {
        collection: shopCollectionJson(),
        ...productMerchandisingJson(product, merchandising),
        item: installmentsPill === '' ? item : { ...item, installmentsPill },
      },
    },
  };
}
