import type { Product } from './catalogue';
import { merchandisingContextFor } from './merchandising';
import { productPath, toPageContextProduct } from './product-json';
import { COLLECTION_TYPE_PRODUCTS, DEMO_SITE, PAGE_TYPE, type SiteJson, type SitePage, pageContext } from '../site';
import type { StorePageRecord } from './store-pages';
import { productItemJson, productMerchandisingJson, shopCollectionJson, storeCollectionJson } from './product-site-json';
import { productInstallmentsMarkup } from './installments-page';

/**
 * A product detail page, rendered by the site's `products.item` template, which applies the
 * product block (`data-item-id`) with its images, the engine's product markup — restock sign-ups
 * and scarcity messages included, from the product's merchandising context — and the installments
 * pill for the shopper's `locale`. The page context carries the product and its merchandising
 * context as the widgets read them.
 */
export function productPage(product: Product, locale: string = DEMO_SITE.locale, store?: StorePageRecord): SitePage {
  const merchandising = merchandisingContextFor(product);
  const context = pageContext(PAGE_TYPE.contentItem, {
    product: toPageContextProduct(product),
    inShop: true,
    ...(merchandising === undefined ? {} : { merchandising }),
  });
  return {
    title: product.name,
    path: productPath(product),
    // A product the owner moved into another store page belongs to that one.
    context: store === undefined ? context : { ...context, collection: { id: store.id, type: COLLECTION_TYPE_PRODUCTS } },
    content: { template: 'collections/products.item', json: productBlockJson(product, locale, store) },
  };
}

/**
 * What the product block (`blocks/product-block.block`) renders, on the product page and in the
 * quick view alike: its store page (`store`; the shop when not given), the product's merchandising context and the item, with
 * its installments pill for `locale` (`installmentsPill`, written here because the pill is the
 * widget's own markup, not the engine's).
 */
export function productBlockJson(product: Product, locale: string, store?: StorePageRecord): SiteJson {
  const item = productItemJson(product);
  const installmentsPill = productInstallmentsMarkup(item, product.currency, locale);
  return {
    collection: store === undefined ? shopCollectionJson() : storeCollectionJson(store),
    ...productMerchandisingJson(product, merchandisingContextFor(product)),
    item: installmentsPill === '' ? item : { ...item, installmentsPill },
  };
}
