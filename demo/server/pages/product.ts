import type { Product } from '../catalogue';
import { merchandisingContextFor } from '../merchandising';
import { productPath, toPageContextProduct } from '../product-json';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { productItemJson, productMerchandisingJson, shopCollectionJson, type SiteJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { productInstallmentsMarkup } from './installments';
import { pageContext } from './page-context';

/**
 * A product detail page, rendered by the site's `products.item` template, which applies the
 * product block (`data-item-id`) with its images, the engine's product markup — restock sign-ups
 * and scarcity messages included, from the product's merchandising context — and the installments
 * pill for the shopper's `locale`. The page context carries the product and its merchandising
 * context as the widgets read them.
 */
export function productPage(product: Product, locale: string = DEMO_SITE.locale): SitePage {
  const merchandising = merchandisingContextFor(product);
  return {
    title: product.name,
    path: productPath(product),
    context: pageContext(PAGE_TYPE.contentItem, {
      product: toPageContextProduct(product),
      inShop: true,
      ...(merchandising === undefined ? {} : { merchandising }),
    }),
    content: { template: 'collections/products.item', json: productBlockJson(product, locale) },
  };
}

/**
 * What the product block (`blocks/product-block.block`) renders, on the product page and in the
 * quick view alike: the shop collection, the product's merchandising context and the item, with
 * its installments pill for `locale` (`installmentsPill`, written here because the pill is the
 * widget's own markup, not the engine's).
 */
export function productBlockJson(product: Product, locale: string): SiteJson {
  const item = productItemJson(product);
  const installmentsPill = productInstallmentsMarkup(item, product.currency, locale);
  return {
    collection: shopCollectionJson(),
    ...productMerchandisingJson(product, merchandisingContextFor(product)),
    item: installmentsPill === '' ? item : { ...item, installmentsPill },
  };
}
