import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { SEED_FORMS } from '../../demo/server/forms';
import { FIELD_TYPE_LABEL } from '../../src/form-builder';
import { FORM_FIELD_TYPES } from '../../src/forms';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, expect, settle, signInThroughApi, test } from './fixtures';

// The form builder in Chromium against the demo platform: building a form by keyboard with every
// field type, the live preview, the checks, editing a form a page shows, a shopper sending it, and
// the owner reading and exporting what arrived. Needs the built bundle in dist/.

test.describe.configure({ timeout: 90_000 });

/**
 * Puts the seeded forms back and drops every other form and every submission of them, the form
 * pages (and their navigation links), the mailing lists and the outbox, straight in the database file.
 */
function resetForms(demo: DemoServer): void {
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const seeded = Object.values(SEED_FORMS);
    db.transaction(() => {
      const pages = new Set((db.prepare('SELECT id FROM form_pages').all() as { id: string }[]).map(({ id }) => id));
      type Item = { collectionId: string | null; items: Item[] };
      const keep = (items: Item[]): Item[] =>
        items
          .filter(({ collectionId }) => collectionId === null || !pages.has(collectionId))
          .map((item) => ({ ...item, items: keep(item.items) }));
      for (const { identifier, items } of db.prepare('SELECT identifier, items FROM site_navigations').all() as {
        identifier: string;
        items: string;
      }[]) {
        db.prepare('UPDATE site_navigations SET items = ? WHERE identifier = ?').run(
          JSON.stringify(keep(JSON.parse(items) as Item[])),
          identifier,
        );
      }
      db.exec(`DELETE FROM form_pages; DELETE FROM form_notifications; UPDATE forms SET submit_label = NULL, disclaimer = NULL,
        notify_email = NULL, mailing_list_id = NULL; DELETE FROM mailing_list_members; DELETE FROM mailing_lists;`);
      const ids = seeded.map(({ id }) => id);
      const others = (db.prepare('SELECT id FROM forms').all() as { id: string }[]).map(({ id }) => id).filter((id) => !ids.includes(id));
      for (const id of others) {
        db.prepare('DELETE FROM form_submissions WHERE form_id = ?').run(id);
        db.prepare('DELETE FROM forms WHERE id = ?').run(id);
      }
      for (const form of seeded)
        db.prepare('UPDATE forms SET name = ?, fields = ? WHERE id = ?').run(form.name, JSON.stringify(form.fields), form.id);
    }).immediate();
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
  await expect(page.getByRole('tab')).toHaveText(['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer']);
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

/** Types into a field as a keyboard user does: focus it, select what is there, type over it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function saved(page: Page): Promise<void> {
  await press(page, 'Save form');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('the owner gives a form its submit label and a disclaimer; the shopper must accept it before the form sends', async ({
  page,
  browser,
  demo,
}) => {
  await openBuilder(page, SEED_FORMS.contact.id);
  await page.getByRole('tab', { name: 'Advanced' }).focus();
  await page.keyboard.press('Enter');
  await typeInto(page, 'Submit button label', 'Write to us');
  await expect(preview(page).getByRole('button', { name: 'Write to us' })).toBeVisible();
  await page.getByRole('tab', { name: 'Advanced' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Disclaimer' })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, 'Disclaimer', 'We keep your message for a year, then delete it.');
  await expect(preview(page).getByText('We keep your message for a year, then delete it.')).toBeVisible();

  // A problem in another tab opens that tab.
  await page.getByRole('tab', { name: 'Disclaimer' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await typeInto(page, 'Submit button label', 'x'.repeat(51));
  await page.getByRole('tab', { name: 'Build' }).focus();
  await page.keyboard.press('Enter');
  await press(page, 'Save form');
  await expect(page.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('The submit label can have at most 50 characters.')).toBeVisible();
  await typeInto(page, 'Submit button label', 'Write to us');
  await page.getByRole('tab', { name: 'Advanced' }).focus();
  await page.keyboard.press('End');
  await expect(preview(page).getByRole('checkbox', { name: 'I have read and accept the disclaimer' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saved(page);

  const shopper = await (await browser.newContext({ baseURL: demo.url })).newPage();
  try {
    const saves: string[] = [];
    shopper.on('request', (request) => {
      if (request.url().includes('SaveFormSubmission')) saves.push(request.url());
    });
    await shopper.goto('/forms/contact');
    await settle(shopper);
    const form = shopper.locator('[data-form-root]:not([inert]) form.sf-form');
    await form.getByRole('textbox', { name: /First Name/ }).fill('Ada');
    await form.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Hello');
    await form.getByRole('radio', { name: 'An order' }).check();
    const accept = form.getByRole('checkbox', { name: 'I have read and accept the disclaimer' });
    await expect(form.getByText('We keep your message for a year, then delete it.')).toBeVisible();
    await form.getByRole('button', { name: 'Write to us' }).click();
    await expect(form.getByText('One or more fields is invalid, please check your entries.')).toBeVisible();
    await expect(accept).toBeFocused();
    await expect(form.getByRole('group', { name: 'Disclaimer (required)' }).getByText('Required', { exact: true })).toBeVisible();
    expect(saves).toEqual([]);
    expect(await accessibilityViolations(shopper)).toEqual([]);

    await accept.check();
    await form.getByRole('button', { name: 'Write to us' }).click();
    await expect(shopper.getByText(SEED_FORMS.contact.submissionMessage)).toBeVisible();
    expect(saves).toHaveLength(1);
  } finally {
    await shopper.context().close();
  }
});

test('the owner connects a form to a new mailing list in the dialog, by keyboard, and sees a newsletter sign-up arrive in it', async ({
  page,
  browser,
  demo,
}) => {
  await openBuilder(page, SEED_FORMS.newsletter.id);
  await page.getByRole('tab', { name: 'Build' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Every submission is kept on the platform')).toBeVisible();

  // The notification address is checked as an email field is.
  await typeInto(page, 'Email me each submission at', 'shop@');
  await press(page, 'Save form');
  await expect(page.getByText('Email is not valid. Email addresses should follow the format user@domain.com.')).toBeVisible();
  await typeInto(page, 'Email me each submission at', 'shop@example.com');

  await press(page, 'Connect a mailing list');
  const dialog = page.getByRole('dialog', { name: 'Connect a mailing list' });
  await expect(dialog.getByText('There are no mailing lists yet. Create one before continuing.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('A List must be selected');
  expect(await accessibilityViolations(page)).toEqual([]);

  await dialog.getByLabel('New list name').focus();
  await page.keyboard.type('Studio letters');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('List', { exact: true })).toHaveValue(/.+/);
  await expect(dialog.getByText('There are no mailing lists yet.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connected to Studio letters (Mail marketing service)')).toBeVisible();
  await saved(page);

  const shopper = await (await browser.newContext({ baseURL: demo.url })).newPage();
  try {
    await shopper.goto('/forms/newsletter');
    await settle(shopper);
    const form = shopper.locator('[data-form-root]:not([inert]) form.sf-form');
    await form.getByRole('textbox', { name: /Email Address/ }).fill('grace@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(shopper.getByText('You are on the list. Look out for our next letter.')).toBeVisible();
  } finally {
    await shopper.context().close();
  }

  await openBuilder(page, SEED_FORMS.newsletter.id);
  await page.getByRole('tab', { name: 'Storage' }).click();
  const members = page.getByRole('list', { name: 'Members of Studio letters' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText('grace@example.com');
  await expect(page.getByText('To shop@example.com: New submission: Newsletter')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the owner makes a new form, puts it on a new page in the navigation, reads a shopper’s answer, then deletes page and form', async ({
  page,
  browser,
  demo,
}) => {
  await openBuilder(page, 'new');
  await typeInto(page, 'Form name', 'Tasting RSVP');
  await page.getByLabel('Field type').selectOption('email');
  await press(page, 'Add field');
  await page.getByLabel('Required').check();
  await saved(page);
  const formId = new URL(page.url()).searchParams.get('form')!;

  await page.goto('/config/forms');
  await typeInto(page, 'Page title', 'Tasting evening');
  await expect(page.getByText('The page will be at /tasting-evening.')).toBeVisible();
  await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Tasting RSVP' });
  await expect(page.getByLabel('Add to the main navigation')).toBeChecked();
  await press(page, 'Create page');
  await expect(page.getByRole('status').filter({ hasText: 'Created “Tasting evening” at /tasting-evening.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Form pages' })).toContainText('Tasting evening');
  expect(await accessibilityViolations(page)).toEqual([]);

  const shopper = await (await browser.newContext({ baseURL: demo.url })).newPage();
  try {
    await shopper.goto('/');
    await shopper.getByRole('navigation').getByRole('link', { name: 'Tasting evening' }).first().click();
    await expect(shopper).toHaveURL(/\/tasting-evening$/);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Tasting evening' })).toBeVisible();
    await settle(shopper);
    const form = shopper.locator('[data-form-root]:not([inert]) form.sf-form');
    await form.getByRole('textbox', { name: /^Email/ }).fill('lin@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(shopper.getByText('Thank you!')).toBeVisible();
    expect(await accessibilityViolations(shopper)).toEqual([]);
  } finally {
    await shopper.context().close();
  }

  await page.goto(`/config/form-submissions?form=${formId}`);
  await expect(page.locator('.admin-submission').first().locator('dd')).toHaveText(['lin@example.com']);

  // A form a page shows is not deleted: the dialog says which page.
  await page.goto('/config/forms');
  await press(page, 'Delete Tasting RSVP');
  const confirm = page.getByRole('dialog', { name: 'Delete the form “Tasting RSVP”?' });
  await expect(confirm).toContainText('Its submission is deleted with it');
  await confirm.getByRole('button', { name: 'Delete form' }).click();
  await expect(confirm.getByRole('alert')).toContainText('"Tasting RSVP" is shown on the page "Tasting evening" (/tasting-evening).');
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await press(page, 'Delete page Tasting evening');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByRole('list', { name: 'Form pages' })).not.toContainText('Tasting evening');
  expect((await page.request.get('/tasting-evening')).status()).toBe(404);

  await press(page, 'Delete Tasting RSVP');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete form' }).click();
  await expect(page.getByRole('link', { name: 'Tasting RSVP' })).toHaveCount(0);
  expect((await page.request.get(`/api/config/forms/${formId}`)).status()).toBe(404);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an editor, who builds forms but may not read what shoppers sent, is told where submissions are read, with no link to a page it cannot open', async ({
  page,
}) => {
  await page.context().clearCookies();
  await signInThroughApi(page, 'editor@example.com');
  await openBuilder(page, SEED_FORMS.newsletter.id);
  await page.getByRole('tab', { name: 'Storage' }).click();
  await expect(page.getByText('Roles that may read form submissions read and export them under Form submissions.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read and export this form’s submissions' })).toHaveCount(0);
  expect((await page.request.get('/config/form-submissions')).status()).toBe(403);
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
    await page.getByRole('tab', { name: 'Storage' }).tap();
    await page.getByRole('button', { name: 'Connect a mailing list' }).tap();
    await expect(page.getByRole('dialog').getByText('There are no mailing lists yet.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('tab', { name: 'Disclaimer' }).tap();
    await page.getByRole('textbox', { name: 'Disclaimer' }).fill('Terms apply.');
    await expect(
      page.locator('.admin-form-preview').getByRole('checkbox', { name: 'I have read and accept the disclaimer' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto('/config/forms');
    await expect(page.getByRole('button', { name: 'Create page' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto(`/config/form-submissions?form=${SEED_FORMS.contact.id}`);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await phone.close();
  }
});
