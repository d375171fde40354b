/**
 * The pages that show a form: the demo's built-in ones (pages/forms.ts) and those the owner
 * creates, each at `/{urlId}` — and what refuses a form's deletion while something shows it.
 */
import type { FormPageListing } from '../../../src/form-builder';
import type { DemoDatabase } from '../database/db';
import { FORM_PAGES } from './form-page-html';

export interface StoredFormPage {
  readonly id: string;
  readonly urlId: string;
  readonly title: string;
  readonly formId: string;
}

const COLUMNS = 'id, url_id AS urlId, title, form_id AS formId';

/** The pages the owner created, in the order they were made. */
export function listStoredFormPages(db: DemoDatabase): StoredFormPage[] {
  return db.prepare(`SELECT ${COLUMNS} FROM form_pages ORDER BY position, rowid`).all() as StoredFormPage[];
}

export function findFormPageByUrl(db: DemoDatabase, urlId: string): StoredFormPage | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM form_pages WHERE url_id = ?`).get(urlId) as StoredFormPage | undefined;
}

export function findFormPage(db: DemoDatabase, id: string): StoredFormPage | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM form_pages WHERE id = ?`).get(id) as StoredFormPage | undefined;
}

/** Every page that shows a form, the built-in ones first, as the admin lists them. */
export function listFormPages(db: DemoDatabase): FormPageListing[] {
  return [
    ...FORM_PAGES.map(({ id, title, path, formId }) => ({ id, title, url: path, formId, builtIn: true })),
    ...listStoredFormPages(db).map(({ id, title, urlId, formId }) => ({ id, title, url: `/${urlId}`, formId, builtIn: false })),
  ];
}

/** Writes a new page, after the others; the caller owns the transaction. */
export function insertFormPage(db: DemoDatabase, page: StoredFormPage, now: number): void {
  db.prepare(
    `INSERT INTO form_pages (id, url_id, position, title, form_id, created)
     VALUES (?, ?, (SELECT coalesce(max(position), -1) + 1 FROM form_pages), ?, ?, ?)`,
  ).run(page.id, page.urlId, page.title, page.formId, now);
}

/** Deletes a page; the caller owns the transaction and takes its links out of the navigations. */
export function deleteFormPage(db: DemoDatabase, id: string): void {
  db.prepare('DELETE FROM form_pages WHERE id = ?').run(id);
}

/** What shows a form, by the names the owner knows them by: its pages and the promotional pop-up. */
export function placesShowingForm(db: DemoDatabase, formId: string): string[] {
  const pages = listFormPages(db)
    .filter((page) => page.formId === formId)
    .map((page) => `the page "${page.title}" (${page.url})`);
  const popups = (db.prepare('SELECT heading FROM promo_popups WHERE form_id = ?').all(formId) as { heading: string }[]).map(
    ({ heading }) => `the promotional pop-up "${heading}"`,
  );
  return [...pages, ...popups];
}
