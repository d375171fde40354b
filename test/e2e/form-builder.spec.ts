import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { SEED_FORMS } from '../../demo/server/form-seed';
import { FIELD_TYPE_LABEL } from '../../src/form-builder';
import { FORM_FIELD_TYPES } from '../../src/forms';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, expect, settle, signInThroughApi, test } from './fixtures';

// The form builder in Chromium against the demo platform: building a form by keyboard with every
// field type, the live preview, the checks, editing a form a page shows, a shopper sending it, and
// the owner reading and exporting what arrived. Needs the built bundle in dist/.

test.describe.configure({ timeout: 90_000 });

/** Puts the seeded forms back and drops every other form and every submission of them, straight in the database file. */
function resetForms(demo: DemoServer): void {
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const seeded = Object.values(SEED_FORMS);
    db.transaction(() => {
      const ids = seeded.map(({ id }) => id);
      const others = (db.prepare('SELECT id FROM forms').all() as { id: string }[]).map(({ id }) => id).filter((id) => !ids.includes(id));
      for (const id of others) {
        db.prepare('DELETE FROM form_submissions WHERE form_id = ?').run(id);
        db.prepare('DELETE FROM forms WHERE id = ?').run(id);
      }
      for (const form of seeded)
        db.prepare('UPDATE forms SET name = ?, fields = ? WHERE id = ?').run(form.name, JSON.stringify(form.fields), form.id);
    })();
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ demo, page }) => {
  resetForms(demo);
  await signInThroughApi(page, 'owner@example.com');
});
test.afterEach(({ demo }) => resetForms(demo));

async function openBuilder(page: Page, query: string): Promise<void> {
  await page.goto(`/config/forms?form=${query}`);
  await expect(page.getByLabel('Form name')).toBeVisible();
}

/** Presses a button as a keyboard user does: focus, then Enter. */
async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

const preview = (page: Page) => page.locator('.admin-form-preview');

test('the owner builds a form with every field type by keyboard, sees it in the preview, and saves it', async ({ page }) => {
  await openBuilder(page, 'new');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Saving an empty form names what is missing.
  await press(page, 'Save form');
  await expect(page.getByText('Update the missing or invalid information above.')).toBeVisible();
  await expect(page.getByText('Enter a name for the form.')).toBeVisible();
  await expect(page.getByText('Add at least one field.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel('Form name').focus();
  await page.keyboard.type('Studio visit');
  for (const type of FORM_FIELD_TYPES) {
    await page.getByLabel('Field type').selectOption(type);
    await press(page, 'Add field');
    await expect(page.getByText(`${FIELD_TYPE_LABEL[type]} field added at the end.`)).toBeAttached();
  }
  await expect(page.locator('ul[aria-label="Fields"] > li')).toHaveCount(19);
  // The last added field is open for editing: the hidden field's parameter.
  await page.getByLabel('URL parameter').fill('ref');

  // Edit the text field: title and required.
  await press(page, 'Edit Text');
  await page.getByLabel('Title', { exact: true }).first().fill('Your name');
  await page.getByLabel('Required').first().check();
  await expect(preview(page).locator('.sf-field__title', { hasText: 'Your name' })).toBeVisible();

  // Reorder by keyboard: the email field to the top, announced at each step.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Reorder Email' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Reorder Email' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await announced('Email moved to position 2 of 19.');
  await page.keyboard.press('ArrowUp');
  await announced('Email moved to position 1 of 19.');
  await page.keyboard.press('Space');
  await announced('Email dropped at position 1 of 19.');

  // Remove, then undo.
  await press(page, 'Remove Section');
  await expect(page.locator('ul[aria-label="Fields"] > li')).toHaveCount(18);
  await press(page, 'Undo removing Section');
  await expect(page.locator('ul[aria-label="Fields"] > li')).toHaveCount(19);

  // The tabs, in the spec's order, by arrow keys.
  await page.getByRole('tab', { name: 'Build' }).focus();
  await expect(page.getByRole('tab')).toHaveText(['Build', 'Storage', 'Advanced', 'Captcha']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Message after sending').fill('See you soon.');
  expect(await accessibilityViolations(page)).toEqual([]);

  await press(page, 'Save form');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/config\/forms\?form=[\w-]+$/);
  const formId = new URL(page.url()).searchParams.get('form')!;
  const stored = (await (await page.request.get(`/api/config/forms/${formId}`)).json()) as {
    form: { fields: { type: string; title: string }[] };
  };
  expect(stored.form.fields.map(({ type }) => type)).toEqual(['email', ...FORM_FIELD_TYPES.filter((type) => type !== 'email')]);
  expect(stored.form.fields[1]).toMatchObject({ type: 'text', title: 'Your name', required: true });

  // The preview sends nothing, and shows what a shopper would see after sending.
  await preview(page).getByLabel('Your name').fill('Ada');
  await preview(page)
    .getByLabel(/^Email/)
    .fill('ada@example.com');
  await preview(page).getByRole('button', { name: 'Submit' }).click();
  await expect(preview(page).getByText('See you soon.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/config/forms');
  await expect(page.getByRole('link', { name: 'Studio visit' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a field edited in the builder reaches the shopper; the owner reads the answer and exports it as CSV', async ({ page, browser }) => {
  await openBuilder(page, SEED_FORMS.newsletter.id);
  await page.getByLabel('Field type').selectOption('select');
  await press(page, 'Add field');
  await page.getByLabel('Title', { exact: true }).fill('Favourite');
  await page.getByLabel('Options').fill('Tea\nCoffee');
  await press(page, 'Save form');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const shopper = await browser.newPage();
  try {
    await shopper.goto('/forms/newsletter');
    await settle(shopper);
    const form = shopper.locator('[data-form-root]:not([inert]) form.sf-form');
    await form.getByRole('textbox', { name: /Email Address/ }).fill('grace@example.com');
    await form.getByRole('combobox').selectOption('Coffee');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(shopper.getByText('You are on the list. Look out for our next letter.')).toBeVisible();
  } finally {
    await shopper.close();
  }

  await page.goto(`/config/form-submissions?form=${SEED_FORMS.newsletter.id}`);
  const newest = page.locator('.admin-submission').first();
  await expect(newest.locator('dd')).toHaveText(['N/A', 'grace@example.com', 'Coffee']);
  expect(await accessibilityViolations(page)).toEqual([]);

  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const csv = await (await page.request.get(href!)).text();
  const [header, row] = Papa.parse<string[]>(csv.trimEnd()).data;
  expect(header).toEqual(['Submitted', 'Name', 'Email Address', 'Favourite']);
  expect(row!.slice(1)).toEqual(['N/A', 'grace@example.com', 'Coffee']);
});

test('a form that cannot be opened says so', async ({ page }) => {
  await page.goto('/config/forms?form=missing');
  await expect(page.getByRole('alert')).toContainText('Unable to open form');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the builder and the submissions page work at 320 px with touch: nothing wider than the screen', async ({ browser, demo }) => {
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, baseURL: demo.url });
  const page = await phone.newPage();
  try {
    await signInThroughApi(page, 'owner@example.com');
    await openBuilder(page, SEED_FORMS.contact.id);
    await expect(page.locator('ul[aria-label="Fields"] > li')).toHaveCount(SEED_FORMS.contact.fields.length);
    await page.getByRole('button', { name: 'Edit Topic' }).tap();
    await expect(page.getByLabel('Options')).toHaveValue('An order\nA workshop\nSomething else');
    await page.getByRole('tab', { name: 'Advanced' }).tap();
    await expect(page.getByLabel('Message after sending')).toHaveValue(SEED_FORMS.contact.submissionMessage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto(`/config/form-submissions?form=${SEED_FORMS.contact.id}`);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await phone.close();
  }
});
