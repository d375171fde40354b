import type { Viewer } from '../../../src/accounts';
import type { StoreCategory } from '../../../src/admin';
import type { Product } from '../catalogue';
import { COLLECTION_TYPE_PRODUCTS, PAGE_TYPE } from '../site';
import type { StorePageRecord } from '../site-admin';
import { listedProductItemJson, storeCollectionJson } from '../site-json';
import type { SitePage } from '../site-renderer';
import { pageContext } from './page-context';

/** A category as `products.list` renders it: its name and the categories under it. */
interface CategoryJson {
  displayName: string;
  children: CategoryJson[];
}

/** The store's categories as a tree, each level in the order they were made. */
function categoryTree(categories: readonly StoreCategory[], parent: string | null = null): CategoryJson[] {
  return categories
    .filter(({ parentCategoryId }) => parentCategoryId === parent)
    .map(({ id, displayName }) => ({ displayName, children: categoryTree(categories, id) }));
}

/**
 * A store page's product listing (the shop, or one the owner made in the admin), rendered by the
 * site's `products.list` template: its products, its categories, and the empty state when it has
 * no products yet. Products `viewer` may not see are locked cards.
 */
export function storePage(
  page: StorePageRecord,
  products: readonly Product[],
  categories: readonly StoreCategory[],
  viewer: Viewer,
): SitePage {
  return {
    title: page.title,
    path: `/${page.urlId}`,
    context: { ...pageContext(PAGE_TYPE.mainContent), collection: { id: page.id, type: COLLECTION_TYPE_PRODUCTS } },
    content: {
      template: 'collections/products.list',
      json: {
        collection: { ...storeCollectionJson(page), description: page.description, categories: categoryTree(categories) },
        items: products.map((product) => listedProductItemJson(product, viewer)),
      },
    },
  };
}
