/**
 * What the site is made of, across the domains: every page a navigation can link to, the URL ids a
 * new page cannot take, and the site administration's seed (its navigation links to the content).
 */
import { takenUrlIdsOf, type NavigationItem, type SitePage } from '../../../src/admin';
import { listContentCollections, listContentPages } from '../content';
import type { DemoDatabase } from '../database';
import { listFormPages } from '../forms';
import { DEMO_SITE, MAIN_NAVIGATION, SECONDARY_NAVIGATION, TRANSLATION_PROVIDER, writeHeaderFooter, writeLanguages } from '../site';
import { insertStorePage, listStorePages } from '../store';

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
    writeHeaderFooter(db, { header: '', footer, headerShown: '', footerShown: footer, headerTrusted: true, footerTrusted: true }, now);
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
