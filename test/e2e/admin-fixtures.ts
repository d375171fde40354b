import Database from 'better-sqlite3';
import { DEMO_SITE } from '../../demo/server/site';
import { insertSeedPages } from '../../demo/server/content';
import { clearSiteAdmin, seedSiteAdmin } from '../../demo/server/storefront';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { DemoServer } from './demo-server';

/**
 * Puts the site's administration back as the seed has it (header, footer, navigation, languages,
 * store pages; every product back in the shop; the theme's own styles; no uploaded files), straight in the database file: admin tests share
 * their worker's server, and storefront tests after them expect the seeded header.
 */
export function resetSiteAdmin(demo: DemoServer): void {
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      clearSiteAdmin(db);
      db.prepare('DELETE FROM site_styles').run();
      db.prepare('UPDATE products SET image_file_id = NULL').run();
      db.prepare('DELETE FROM files').run();
      db.prepare('UPDATE products SET collection_id = ?').run(DEMO_SITE.shopCollection.id);
      seedSiteAdmin(db, Date.now());
    })();
  } finally {
    db.close();
  }
}

/** Opens an admin page and waits for its editor to be ready (its loading line gone). */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-widget="admin"] .admin-editor')).toBeVisible();
  await expect(page.getByText(/^Loading the /)).toHaveCount(0);
}

/** The labels of the header's main navigation, a folder as [label, [its labels]]. */
export async function headerNavigation(page: Page): Promise<unknown[]> {
  return page
    .locator('nav.site-nav > :is(a, details)')
    .evaluateAll((nodes: Element[]) =>
      nodes.map((node) =>
        node.localName === 'details'
          ? [node.querySelector('summary')?.textContent, [...node.querySelectorAll('a')].map((link) => link.textContent)]
          : node.textContent,
      ),
    );
}

/** The editor's main navigation as shown, a folder as [label, [its labels]]. */
export async function editorNavigation(page: Page): Promise<unknown[]> {
  return page.locator('ul[aria-label="Main navigation"] > li').evaluateAll((rows: Element[]) =>
    rows.map((row) => {
      const title = (element: Element | null) => element?.firstChild?.textContent?.trim() ?? '';
      const nested = row.querySelector('ul');
      return nested === null
        ? title(row.querySelector('.admin-row__title'))
        : [title(row.querySelector('.admin-row__title')), [...nested.querySelectorAll(':scope > li .admin-row__title')].map(title)];
    }),
  );
}

/** Puts the content pages back as the seed has them (the studio page's code and chart blocks), straight in the database file. */
export function resetContentPages(demo: DemoServer): void {
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      db.prepare('DELETE FROM content_blocks').run();
      db.prepare('DELETE FROM content_pages').run();
      insertSeedPages(db);
    })();
  } finally {
    db.close();
  }
}
