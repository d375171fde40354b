/**
 * The pages that show a form: the demo's built-in ones (`FORM_PAGES`, rendered by form-page-html.ts) and those the owner
 * creates, each at `/{urlId}` — and what refuses a form's deletion while something shows it.
 */
import type { FormPageListing } from '../../../src/form-builder';
import type { DemoDatabase } from '../database';
import { SEED_FORMS } from './form-seed';
import type { FormBlockOptions } from '../site';

/** A demo page showing one form, as a merchant would lay it out. */
export interface FormPage {
  readonly path: string;
  /** The page's id: a plain page is a collection of its own. */
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  /** The form it shows, as stored in the forms table. */
  readonly formId: string;
  readonly block: FormBlockOptions;
  /** A newsletter block sits in its own titled section. */
  readonly sectionTitle?: string;
}

export const FORM_PAGES: readonly FormPage[] = [
  {
    path: '/forms/contact',
    id: '64b0f3c2a1d9e8f7c6b5a410',
    title: 'Contact us',
    intro: 'Questions about an order, a workshop or wholesale? Write to us; every kind of form field is here.',
    formId: SEED_FORMS.contact.id,
    block: { widget: 'form-block', submitLabel: 'Send' },
  },
  {
    path: '/forms/newsletter',
    id: '64b0f3c2a1d9e8f7c6b5a411',
    title: 'Newsletter',
    intro: 'One letter a month: new pieces, restocks and workshop dates.',
    formId: SEED_FORMS.newsletter.id,
    block: { widget: 'newsletter-block', submitLabel: 'Sign Up' },
    sectionTitle: 'Stay in touch',
  },
  {
    path: '/forms/workshop',
    id: '64b0f3c2a1d9e8f7c6b5a412',
    title: 'Workshop enquiry',
    intro: 'Tell us what you would like to make. This form asks you to prove you are not a robot.',
    formId: SEED_FORMS.workshopEnquiry.id,
    block: { widget: 'form-block', submitLabel: 'Send enquiry' },
  },
  {
    path: '/forms/catalogue',
    id: '64b0f3c2a1d9e8f7c6b5a413',
    title: 'Request a catalogue',
    intro: 'We send our catalogue as a PDF or in print. After sending, you go to a thank-you page.',
    formId: SEED_FORMS.catalogueRequest.id,
    block: { widget: 'form-block', submitLabel: 'Request' },
  },
];

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
