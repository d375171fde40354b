import { accessFor, type Viewer } from '../../../src/accounts';
import type { StoreCategory } from '../../../src/admin';
import type { Product } from './catalogue';
import { type ListFiltersJson, COLLECTION_TYPE_PRODUCTS, PAGE_TYPE, type SitePage, pageContext } from '../site';
import type { StorePageRecord } from './store-pages';
import { listedProductItemJson, productItemJson, shopCollectionJson, storeCollectionJson, type ItemTermsJson } from './product-site-json';

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
 * site's `products.list` template: its categories, the products that pass the filter (all without
 * one) with their tags and categories, the filter links, and the empty state when none is left.
 * Products `viewer` may not see are locked cards.
 */
export function storePage(
  page: StorePageRecord,
  products: readonly { product: Product; terms: ItemTermsJson }[],
  categories: readonly StoreCategory[],
  filters: ListFiltersJson,
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
        filters,
        items: products.map(({ product, terms }) => listedProductItemJson(product, viewer, terms)),
      },
    },
  };
}

/** The bench page's product count: a long listing, as `npm run bench` measures mounting on. */
export const BENCH_LISTING_SIZE = 200;
export const BENCH_LISTING_PATH = '/bench/listing';

/**
 * A listing of 200 cards for `npm run bench`, by the same `products.list` template as the shop: the
 * products `viewer` may open over and over, each card a real product that can be added. A product
 * for members only is left out for anyone else (not drawn locked): every card of the bench must be
 * one a shopper can add, and no part of a locked product reaches a page it may not open.
 */
export function benchListingPage(listed: readonly Product[], viewer: Viewer): SitePage {
  const products = listed.filter((product) => accessFor(product.access, viewer) === 'open');
  const items = products.length === 0 ? [] : Array.from({ length: BENCH_LISTING_SIZE }, (_, index) => products[index % products.length]!);
  return {
    title: `${BENCH_LISTING_SIZE} products`,
    path: BENCH_LISTING_PATH,
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    content: {
      template: 'collections/products.list',
      json: {
        collection: { ...shopCollectionJson(), title: `${BENCH_LISTING_SIZE} products` },
        items: items.map((product) => productItemJson(product)),
      },
    },
  };
}
