import type { PlatformClient } from '../platform';
import { AdminValidationError, StorePageNavigationError } from './errors';
import { assertValid, checkCategoryName, checkDescription, checkProductsInStore, checkTitle, checkUrlId } from './limits';
import { getSiteLayout, mainNavigationOf, navigationItemsOf, updateNavigation, type NavigationItem } from './layout';
import { categoriesPath, collectionItemsPath, productCollectionsPath } from './paths';

/** Spec 001 §3 *Product collection create*. */
export interface ProductCollectionInput {
  readonly navigationTitle: string;
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly enabled: boolean;
}

/** A category of a store page; `parentCategoryId` null at the top. */
export interface StoreCategory {
  readonly id: string;
  readonly displayName: string;
  readonly parentCategoryId: string | null;
}

/** A product as the store editor lists it. */
export interface StoreProduct {
  readonly id: string;
  readonly title: string;
}

/** A store page with its categories and products (ours: the listing the spec has no call for). */
export interface StorePage {
  readonly id: string;
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly categories: readonly StoreCategory[];
  readonly products: readonly StoreProduct[];
}

const idOf = (answer: unknown, what: string): string => {
  const id = (typeof answer === 'object' && answer !== null ? answer : {}) as { id?: unknown };
  if (typeof id.id !== 'string' || id.id === '') throw new TypeError(`The ${what} answer has no id`);
  return id.id;
};

/** Refuses what the server would: a title, URL id or description it does not take. */
export function checkProductCollection(input: ProductCollectionInput): void {
  assertValid('title', checkTitle, input.title);
  assertValid('navigationTitle', checkTitle, input.navigationTitle);
  assertValid('urlId', checkUrlId, input.urlId);
  assertValid('description', checkDescription, input.description);
}

/** `POST …/websites/{websiteId}/products` `{navigationTitle, title, urlId, description, enabled}`; answers the new id. */
export async function createProductCollection(client: PlatformClient, websiteId: string, input: ProductCollectionInput): Promise<string> {
  checkProductCollection(input);
  const { navigationTitle, title, urlId, description, enabled } = input;
  const answer = await client.post<unknown>(productCollectionsPath(websiteId), { navigationTitle, title, urlId, description, enabled });
  return idOf(answer, 'product collection');
}

/** `GET …/websites/{websiteId}/products`: every store page of the site. */
export async function listStorePages(client: PlatformClient, websiteId: string): Promise<StorePage[]> {
  const answer = await client.get<unknown>(productCollectionsPath(websiteId));
  const { storePages } = (typeof answer === 'object' && answer !== null ? answer : {}) as { storePages?: unknown };
  if (!Array.isArray(storePages)) throw new TypeError('The store pages answer has no storePages list');
  return storePages as StorePage[];
}

export interface CreateStorePageInput extends Omit<ProductCollectionInput, 'navigationTitle'> {
  /** Append the new page to the main navigation. */
  readonly addToMainNavigation: boolean;
}

/**
 * Creates a store page and, when asked, appends it to the main navigation. The main navigation is
 * looked up first: without one ('Unable to find site main navigation') nothing is created.
 * @throws StorePageNavigationError when the page was created but the navigation update failed.
 */
export async function createStorePage(client: PlatformClient, websiteId: string, input: CreateStorePageInput): Promise<string> {
  const { addToMainNavigation, ...page } = input;
  const collection: ProductCollectionInput = { ...page, navigationTitle: page.title };
  checkProductCollection(collection);
  const layout = addToMainNavigation ? await getSiteLayout(client) : undefined;
  const main = layout === undefined ? undefined : mainNavigationOf(layout);
  const id = await createProductCollection(client, websiteId, collection);
  if (layout === undefined || main === undefined) return id;
  const item: NavigationItem = { collectionId: id, externalLink: null, memberAreaId: null, title: page.title, newWindow: false, items: [] };
  try {
    await updateNavigation(client, {
      fieldName: main.identifier,
      templateId: layout.templateId,
      navigation: { items: [...navigationItemsOf(main.links), item] },
    });
  } catch (cause) {
    throw new StorePageNavigationError(id, page.urlId, cause);
  }
  return id;
}

export interface CategoryInput {
  readonly displayName: string;
  /** The parent category; null for a category at the top of the store. */
  readonly parentCategoryId: string | null;
}

/**
 * `POST …/products/{collectionId}/categories` with the spec's fixed `type` ROOT, `pageRendering`
 * LIST_VIEW and `displayIndex` 1; answers the new id.
 */
export async function createCategory(
  client: PlatformClient,
  websiteId: string,
  collectionId: string,
  input: CategoryInput,
): Promise<string> {
  assertValid('displayName', checkCategoryName, input.displayName);
  const answer = await client.post<unknown>(categoriesPath(websiteId, collectionId), {
    displayName: input.displayName,
    parentCategoryId: input.parentCategoryId,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: 1,
  });
  return idOf(answer, 'category');
}

/**
 * `POST …/products/{collectionId}/items` `{productIds}` (ours): moves products into the store.
 * `alreadyInStore` counts what it holds, for the §9 limit.
 */
export async function moveProductsToStore(
  client: PlatformClient,
  websiteId: string,
  collectionId: string,
  productIds: readonly string[],
  alreadyInStore: number,
): Promise<void> {
  if (productIds.length === 0) throw new AdminValidationError('productIds', 'Choose at least one product to move');
  assertValid('productIds', checkProductsInStore, alreadyInStore + productIds.length);
  await client.post<unknown>(collectionItemsPath(websiteId, collectionId), { productIds: [...productIds] });
}
