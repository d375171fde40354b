import { insertSeedAccounts } from '../accounts';
import { insertSeedContent, insertSeedPages } from '../content';
import type { DemoDatabase } from '../database';
import { insertPromoPopup, insertSeedForms, SEED_PROMO_POPUP } from '../forms';
import { insertCatalogue } from '../store';
import { clearSiteAdmin, seedSiteAdmin } from '../storefront';

function isEmpty(
  db: DemoDatabase,
  table: 'products' | 'forms' | 'content_collections' | 'content_pages' | 'site_users' | 'promo_popups',
): boolean {
  const { count } = db.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number };
  return count === 0;
}

export interface SeedOptions {
  /**
   * Whether the QA accounts (the owner and the other roles, with the passwords demo/README.md
   * lists) are written: only a demo started for QA should hold accounts anyone can sign in to.
   * @default true
   */
  readonly qaAccounts?: boolean;
}

/**
 * Seeds the catalogue, the forms, the site's content, its administration (storefront/site-pages.ts) and the
 * QA accounts into a new, empty database; each only where its table is empty, so a database from
 * before the forms, the content, the administration or the accounts gets them too. Returns whether
 * it wrote anything.
 */
export function seedIfEmpty(db: DemoDatabase, { qaAccounts = true }: SeedOptions = {}): boolean {
  return db
    .transaction(() => {
      const products = isEmpty(db, 'products');
      const forms = isEmpty(db, 'forms');
      const content = isEmpty(db, 'content_collections');
      const pages = isEmpty(db, 'content_pages');
      const accounts = qaAccounts && isEmpty(db, 'site_users');
      const popups = isEmpty(db, 'promo_popups');
      if (products) insertCatalogue(db);
      if (forms) insertSeedForms(db);
      if (content) insertSeedContent(db);
      if (pages) insertSeedPages(db);
      if (accounts) insertSeedAccounts(db, Date.now());
      if (popups) insertPromoPopup(db, SEED_PROMO_POPUP);
      const siteAdmin = seedSiteAdmin(db, Date.now());
      return products || forms || content || pages || accounts || popups || siteAdmin;
    })
    .immediate();
}

/**
 * Starts the demo afresh: every cart, form submission, account and session is dropped, the
 * catalogue, the forms, the content, the promotional pop-up, the site's administration (header,
 * footer, navigation, languages, store pages) and the QA accounts written again.
 */
export function reseed(db: DemoDatabase, { qaAccounts = true }: SeedOptions = {}): void {
  db.transaction(() => {
    db.exec(`DELETE FROM cart_entries; DELETE FROM carts; DELETE FROM subscription_carts; DELETE FROM restock_sign_ups; DELETE FROM restock_sends;
      DELETE FROM variants; DELETE FROM products;
      DELETE FROM form_notifications; DELETE FROM form_submissions; DELETE FROM form_submission_keys; DELETE FROM captcha_tokens;
      DELETE FROM form_pages; DELETE FROM forms; DELETE FROM mailing_list_members; DELETE FROM mailing_lists;
      DELETE FROM content_comments; DELETE FROM content_items; DELETE FROM content_collections; DELETE FROM promo_popups;
      DELETE FROM site_user_sessions; DELETE FROM site_user_roles; DELETE FROM site_users;
      DELETE FROM term_items; DELETE FROM terms; DELETE FROM content_blocks; DELETE FROM content_pages; DELETE FROM site_styles;`);
    clearSiteAdmin(db);
    insertCatalogue(db);
    insertSeedForms(db);
    insertSeedContent(db);
    insertSeedPages(db);
    if (qaAccounts) insertSeedAccounts(db, Date.now());
    insertPromoPopup(db, SEED_PROMO_POPUP);
    seedSiteAdmin(db, Date.now());
  }).immediate();
}
