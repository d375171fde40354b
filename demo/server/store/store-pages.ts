/** The site's store pages (products collections) and their categories, as SQLite holds them. */
import type { StoreCategory } from '../../../src/admin';
import { newId, type DemoDatabase } from '../database';
import { listProducts, type Product } from './catalogue';

// ---------------------------------------------------------------------------------------------
// Store pages and categories

export interface StorePageRecord {
  readonly id: string;
  readonly urlId: string;
  readonly navigationTitle: string;
  readonly title: string;
  readonly description: string;
  readonly enabled: boolean;
}

interface StorePageRow {
  id: string;
  url_id: string;
  navigation_title: string;
  title: string;
  description: string;
  enabled: 0 | 1;
}

const toStorePage = (row: StorePageRow): StorePageRecord => ({
  id: row.id,
  urlId: row.url_id,
  navigationTitle: row.navigation_title,
  title: row.title,
  description: row.description,
  enabled: row.enabled === 1,
});

export function listStorePages(db: DemoDatabase): StorePageRecord[] {
  return (db.prepare('SELECT * FROM store_pages ORDER BY position').all() as StorePageRow[]).map(toStorePage);
}

export function findStorePage(db: DemoDatabase, id: string): StorePageRecord | undefined {
  const row = db.prepare('SELECT * FROM store_pages WHERE id = ?').get(id) as StorePageRow | undefined;
  return row && toStorePage(row);
}

export function findStorePageByUrlId(db: DemoDatabase, urlId: string): StorePageRecord | undefined {
  const row = db.prepare('SELECT * FROM store_pages WHERE url_id = ?').get(urlId) as StorePageRow | undefined;
  return row && toStorePage(row);
}

/** Adds a store page last; the caller has checked its fields and that its URL id is free. */
export function insertStorePage(db: DemoDatabase, page: Omit<StorePageRecord, 'id'> & { readonly id?: string }): string {
  const id = page.id ?? newId();
  db.prepare(
    `INSERT INTO store_pages (id, url_id, position, navigation_title, title, description, enabled)
     VALUES (@id, @urlId, (SELECT coalesce(max(position), -1) + 1 FROM store_pages), @navigationTitle, @title, @description, @enabled)`,
  ).run({ ...page, id, enabled: page.enabled ? 1 : 0 });
  return id;
}

/** The products of one store page, in shop order. */
export function listStoreProducts(db: DemoDatabase, collectionId: string): Product[] {
  return listProducts(db).filter((product) => product.collectionId === collectionId);
}

/** Moves products into a store page; the caller has checked they exist and the store's limit. */
export function moveProducts(db: DemoDatabase, collectionId: string, productIds: readonly string[]): void {
  const move = db.prepare('UPDATE products SET collection_id = ? WHERE id = ?');
  db.transaction(() => {
    for (const id of productIds) move.run(collectionId, id);
  })();
}

export function listCategories(db: DemoDatabase, collectionId: string): StoreCategory[] {
  const rows = db
    .prepare('SELECT id, display_name, parent_id FROM store_categories WHERE collection_id = ? ORDER BY position')
    .all(collectionId) as { id: string; display_name: string; parent_id: string | null }[];
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, parentCategoryId: row.parent_id }));
}

export interface CategoryRecord {
  readonly collectionId: string;
  readonly displayName: string;
  readonly parentCategoryId: string | null;
  readonly type: string;
  readonly pageRendering: string;
  readonly displayIndex: number;
}

/** Adds a category last in its store; the caller has checked it. */
export function insertCategory(db: DemoDatabase, category: CategoryRecord): string {
  const id = newId();
  db.prepare(
    `INSERT INTO store_categories (id, collection_id, parent_id, display_name, type, page_rendering, display_index, position)
     VALUES (@id, @collectionId, @parentCategoryId, @displayName, @type, @pageRendering, @displayIndex,
       (SELECT coalesce(max(position), -1) + 1 FROM store_categories WHERE collection_id = @collectionId))`,
  ).run({ ...category, id });
  return id;
}
