/** The index page's site JSON. */
import type { Viewer } from '../../../src/accounts';
import { contentCollectionJson, listedContentItemJson, type ContentCollection, type ContentItem } from '../content';
import { HOME_BUTTONS, type SiteJson } from '../site';
import { productPath, shopCollectionJson, type Product } from '../store';

/** A page of the site outside the collections (a form page, the QA page). */
export interface PageLink {
  readonly title: string;
  readonly path: string;
}

/** The index page's links: the shop's products, each content collection's items, and the other pages. */
export function homeJson(
  products: readonly Product[],
  content: readonly { collection: ContentCollection; items: readonly ContentItem[] }[],
  pages: readonly PageLink[],
  viewer: Viewer,
): SiteJson {
  return {
    pages,
    buttons: HOME_BUTTONS,
    collection: shopCollectionJson(),
    items: products.map((product) => ({
      title: product.name,
      fullUrl: productPath(product),
      ...(product.access === null ? {} : { membersOnly: true }),
    })),
    collections: content.map(({ collection, items }) => ({
      ...contentCollectionJson(collection),
      items: items.map((item) => listedContentItemJson(collection, item, viewer)),
    })),
  };
}
