/**
 * What the owner administers, as SQLite holds it: the header and footer HTML, the site's
 * navigations, its languages and translation-service connection, and its store pages with their
 * categories. The routes (routes/admin.ts) check input with the admin's own rules (src/admin) and
 * call these; the site JSON (site-json.ts) reads them for every page.
 */
import {
  takenUrlIdsOf,
  type LanguageChoice,
  type MultilingualStatus,
  type NavigationItem,
  type SiteLanguage,
  type SitePage,
  type StoreCategory,
} from '../../../src/admin';
import { listProducts, type Product } from '../store/catalogue';
import { listContentCollections } from '../content/content';
import type { DemoDatabase } from '../database/db';
import { newId } from '../database/ids';
import { listContentPages } from '../content/content-pages';
import { listFormPages } from '../forms/form-pages';
import { DEMO_SITE } from './site';

/** The main navigation: the layout's first entry. */
export const MAIN_NAVIGATION = 'main-navigation';
/** A second navigation (the footer's in a theme that shows one); empty in the seed. */
export const SECONDARY_NAVIGATION = 'secondary-navigation';

// ---------------------------------------------------------------------------------------------
// Header and footer

export interface StoredHeaderFooter {
  /** As the owner wrote them; what the editor shows. */
  readonly header: string;
  readonly footer: string;
  /** What every page shows: the same, or sanitized when the role that saved them could not add code. */
  readonly headerShown: string;
  readonly footerShown: string;
}

interface HeaderFooterRow {
  header: string;
  footer: string;
  header_shown: string;
  footer_shown: string;
}

export function readHeaderFooter(db: DemoDatabase): StoredHeaderFooter {
  const row = db.prepare('SELECT header, footer, header_shown, footer_shown FROM site_header_footer WHERE id = 1').get() as
    HeaderFooterRow | undefined;
  if (row === undefined) return { header: '', footer: '', headerShown: '', footerShown: '' };
  return { header: row.header, footer: row.footer, headerShown: row.header_shown, footerShown: row.footer_shown };
}

export function writeHeaderFooter(db: DemoDatabase, value: StoredHeaderFooter & { readonly trusted: boolean }, now: number): void {
  db.prepare(
    `INSERT INTO site_header_footer (id, header, footer, header_shown, footer_shown, trusted, updated)
     VALUES (1, @header, @footer, @headerShown, @footerShown, @trusted, @now)
     ON CONFLICT (id) DO UPDATE SET header = @header, footer = @footer, header_shown = @headerShown,
       footer_shown = @footerShown, trusted = @trusted, updated = @now`,
  ).run({ ...value, trusted: value.trusted ? 1 : 0, now });
}

// ---------------------------------------------------------------------------------------------
// Languages

/** The languages the demo platform can add, by BCP 47 tag, named in English. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'fr-FR', name: 'French (France)' },
  { code: 'de-DE', name: 'German (Germany)' },
  { code: 'es-ES', name: 'Spanish (Spain)' },
  { code: 'it-IT', name: 'Italian (Italy)' },
  { code: 'nl-NL', name: 'Dutch (Netherlands)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'ja-JP', name: 'Japanese (Japan)' },
];

/** The translation service the demo site is connected to. */
export const TRANSLATION_PROVIDER = 'Demo Translate';

export function languageChoice(code: string): LanguageChoice | undefined {
  return LANGUAGE_CHOICES.find((choice) => choice.code.toLowerCase() === code.toLowerCase());
}

export function readLanguages(db: DemoDatabase): SiteLanguage[] {
  const rows = db.prepare('SELECT code, is_default FROM site_languages ORDER BY position').all() as { code: string; is_default: 0 | 1 }[];
  return rows.map(({ code, is_default }) => ({ code, name: languageChoice(code)?.name ?? code, isDefault: is_default === 1 }));
}

/** Replaces the site's languages; the caller has checked them. */
export function writeLanguages(db: DemoDatabase, languages: readonly Pick<SiteLanguage, 'code' | 'isDefault'>[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM site_languages').run();
    const insert = db.prepare('INSERT INTO site_languages (code, position, is_default) VALUES (?, ?, ?)');
    languages.forEach(({ code, isDefault }, position) => insert.run(code, position, isDefault ? 1 : 0));
  })();
}

export function readConnection(db: DemoDatabase): MultilingualStatus {
  const row = db.prepare('SELECT provider, connected FROM multilingual_connection WHERE id = 1').get() as
    { provider: string; connected: 0 | 1 } | undefined;
  return row?.connected === 1 ? { connected: true, provider: row.provider } : { connected: false, provider: null };
}

export function disconnectTranslation(db: DemoDatabase): void {
  db.prepare('UPDATE multilingual_connection SET connected = 0 WHERE id = 1').run();
}

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

// ---------------------------------------------------------------------------------------------
// Pages and navigations

/**
 * Every page of the site a navigation can link to: the store pages (a disabled one is a Draft,
 * which shoppers cannot open), the journal, events and gallery, the form pages and the content pages.
 */
export function listSitePages(db: DemoDatabase): SitePage[] {
  // None of these pages is locked or members-only.
  const page = (id: string, title: string, urlId: string, type: string, status: SitePage['status'] = 'published'): SitePage => ({
    id,
    title,
    urlId,
    fullUrl: `/${urlId}`,
    type,
    status,
    locked: false,
    membersOnly: false,
  });
  return [
    ...listStorePages(db).map((store) =>
      page(store.id, store.navigationTitle, store.urlId, 'products', store.enabled ? 'published' : 'draft'),
    ),
    ...listContentCollections(db).map((collection) => page(collection.id, collection.title, collection.urlId, collection.typeName)),
    ...listFormPages(db).map((formPage) => page(formPage.id, formPage.title, formPage.url.slice(1), 'page')),
    ...listContentPages(db).map((contentPage) => page(contentPage.id, contentPage.title, contentPage.urlId, 'page')),
  ];
}

/**
 * The first segments of paths the demo serves itself, which no new page may take; the pages'
 * own URL ids are taken too.
 */
export const RESERVED_URL_IDS: readonly string[] = [
  'api',
  'assets',
  'images',
  'products',
  'cart',
  'checkout',
  'config',
  'forms',
  'demo',
  'merchant',
  'qa',
  'captcha-stand-in',
  'replay-stand-in',
  'installments-stand-in',
];

/** Every URL id a new page cannot have, counted as the admin's hint counts them from the site layout. */
export function takenUrlIds(db: DemoDatabase): Set<string> {
  return new Set(takenUrlIdsOf({ reservedUrlIds: RESERVED_URL_IDS, collections: listSitePages(db) }));
}

export interface StoredNavigation {
  readonly identifier: string;
  readonly items: readonly NavigationItem[];
}

export function readNavigations(db: DemoDatabase): StoredNavigation[] {
  const rows = db.prepare('SELECT identifier, items FROM site_navigations ORDER BY position').all() as {
    identifier: string;
    items: string;
  }[];
  return rows.map((row) => ({ identifier: row.identifier, items: JSON.parse(row.items) as NavigationItem[] }));
}

/** Replaces one navigation's items; false when the site has no navigation of that name. */
export function writeNavigation(db: DemoDatabase, identifier: string, items: readonly NavigationItem[]): boolean {
  return db.prepare('UPDATE site_navigations SET items = ? WHERE identifier = ?').run(JSON.stringify(items), identifier).changes === 1;
}

// ---------------------------------------------------------------------------------------------
// Seed

const item = (fields: Partial<NavigationItem> & Pick<NavigationItem, 'title'>): NavigationItem => ({
  collectionId: null,
  externalLink: null,
  memberAreaId: null,
  newWindow: false,
  items: [],
  ...fields,
});

/**
 * The site's administration as a new site has it: the shop as its first store page, an empty
 * header and a footer line, English only with the translation service connected, and a main
 * navigation with the header's links (shop, journal, events, gallery, cart). Each part only where
 * its table is empty; run after the content is seeded (the navigation links to it).
 */
export function seedSiteAdmin(db: DemoDatabase, now: number): boolean {
  let wrote = false;
  const empty = (table: string) => {
    const isEmpty = (db.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count === 0;
    wrote ||= isEmpty;
    return isEmpty;
  };
  if (empty('store_pages')) {
    const { id, title, urlId } = DEMO_SITE.shopCollection;
    insertStorePage(db, { id, urlId, navigationTitle: title, title, description: '', enabled: true });
  }
  if (empty('site_header_footer')) {
    const footer = '<p>Made by hand in small batches. Questions? <a href="/forms/contact">Write to us</a>.</p>';
    writeHeaderFooter(db, { header: '', footer, headerShown: '', footerShown: footer, trusted: true }, now);
  }
  if (empty('site_languages')) writeLanguages(db, [{ code: DEMO_SITE.locale, isDefault: true }]);
  if (empty('multilingual_connection')) {
    db.prepare('INSERT INTO multilingual_connection (id, provider, connected) VALUES (1, ?, 1)').run(TRANSLATION_PROVIDER);
  }
  if (empty('site_navigations')) {
    const byUrl = new Map(listContentCollections(db).map((collection) => [collection.urlId, collection]));
    const page = (urlId: string, title: string) => {
      const collection = byUrl.get(urlId);
      return collection === undefined ? [] : [item({ collectionId: collection.id, title })];
    };
    const main = [
      item({ collectionId: DEMO_SITE.shopCollection.id, title: DEMO_SITE.shopCollection.title }),
      ...page('blog', 'Journal'),
      ...page('events', 'Events'),
      ...page('gallery', 'Gallery'),
      item({ externalLink: '/cart', title: 'Cart' }),
    ];
    const insert = db.prepare('INSERT INTO site_navigations (identifier, position, items) VALUES (?, ?, ?)');
    insert.run(MAIN_NAVIGATION, 0, JSON.stringify(main));
    insert.run(SECONDARY_NAVIGATION, 1, JSON.stringify([]));
  }
  return wrote;
}

/** Empties what `seedSiteAdmin` writes, for a re-seed; products return to the shop with the catalogue. */
export function clearSiteAdmin(db: DemoDatabase): void {
  db.exec(`DELETE FROM store_categories; DELETE FROM store_pages; DELETE FROM site_header_footer; DELETE FROM site_languages;
    DELETE FROM multilingual_connection; DELETE FROM site_navigations;`);
}
