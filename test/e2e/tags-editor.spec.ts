import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { openAdmin } from './admin-fixtures';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, expect, signInThroughApi, test } from './fixtures';

// The tags and categories editor at /config/tags in Chromium against the demo platform: merging,
// the storefront's lists filtered by the result, the names it refuses, one edit at a time, by
// keyboard, at 320 px, and axe in every state. Needs the built bundle in dist/.

test.describe.configure({ timeout: 90_000 });

interface Snapshot {
  readonly terms: unknown[];
  readonly termItems: unknown[];
}

/** The tags and categories as the seed left them, to put back after each test (the worker's server is shared). */
function snapshotTerms(demo: DemoServer): Snapshot {
  const db = new Database(demo.databaseFile, { fileMustExist: true, readonly: true });
  try {
    return { terms: db.prepare('SELECT * FROM terms').all(), termItems: db.prepare('SELECT * FROM term_items').all() };
  } finally {
    db.close();
  }
}

function restoreTerms(demo: DemoServer, snapshot: Snapshot): void {
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      db.prepare('DELETE FROM term_items').run();
      db.prepare('DELETE FROM terms').run();
      const term = db.prepare('INSERT INTO terms (id, collection_id, kind, name) VALUES (@id, @collection_id, @kind, @name)');
      for (const row of snapshot.terms) term.run(row);
      const link = db.prepare('INSERT INTO term_items (term_id, item_id, position) VALUES (@term_id, @item_id, @position)');
      for (const row of snapshot.termItems) link.run(row);
    })();
  } finally {
    db.close();
  }
}

let snapshot: Snapshot;
test.beforeEach(async ({ demo, page }) => {
  snapshot = snapshotTerms(demo);
  await signInThroughApi(page, 'owner@example.com');
});
test.afterEach(({ demo }) => restoreTerms(demo, snapshot));

/** The list's rows as the owner reads them: name and count. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator('ul[aria-label="Tags"] > li, ul[aria-label="Categories"] > li')
    .evaluateAll((items: Element[]) =>
      items.map((item) => [
        item.querySelector('.admin-row__title')?.textContent ?? '',
        item.querySelector('.tags-count')?.textContent ?? '',
      ]),
    );
}

/** What the platform stores, asked of it directly. */
async function storedNames(page: Page, path: string): Promise<string[]> {
  const answer = (await (await page.request.get(path)).json()) as { terms: { name: string }[] };
  return answer.terms.map((term) => term.name);
}

/** The post titles the journal shows at `path`. */
async function journalTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page.locator('.post-summary h2').allTextContents();
}

test('merging two tags moves every post of both, and the journal filtered by the result shows each of them', async ({ page }) => {
  const hadEither = new Set([...(await journalTitles(page, '/blog?tag=Pottery')), ...(await journalTitles(page, '/blog?tag=Ceramics'))]);
  expect(hadEither.size).toBe(4);

  await openAdmin(page, '/config/tags');
  expect(await rows(page)).toContainEqual(['Pottery', '3 posts']);
  expect(await rows(page)).toContainEqual(['Ceramics', '1 post']);
  await expect(page.getByRole('button', { name: 'Merge tags' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Pottery' }).check();
  await page.getByRole('checkbox', { name: 'Select Ceramics' }).check();
  await expect(page.getByRole('group', { name: 'Merge “Ceramics”, “Pottery” into' })).toBeVisible();
  await page.getByRole('radio', { name: 'A new name' }).check();
  await page.getByLabel('New name', { exact: true }).fill('Clay');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Merge 2 tags' }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge 2 tags into “Clay”?' });
  await expect(dialog).toContainText('4 posts move to “Clay”. “Ceramics”, “Pottery” are then gone.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText('4 posts moved to the tag “Clay”.');
  await expect.poll(() => rows(page)).toContainEqual(['Clay', '4 posts']);
  const names = (await rows(page)).map(([name]) => name);
  expect(names).not.toContain('Pottery');
  expect(names).not.toContain('Ceramics');
  expect(await storedNames(page, '/api/admin/collections/blog/tags')).toEqual(names);
  // The preview shows the journal filtered by the result.
  await expect(page.frameLocator('.admin-preview__frame').locator('.list-filter-status')).toHaveText('Tagged “Clay” · Show all');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'View the posts tagged Clay on the site' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=Clay$/);
  expect(new Set(await page.locator('.post-summary h2').allTextContents())).toEqual(hadEither);
  expect(await journalTitles(page, '/blog?tag=Pottery')).toEqual([]);
});

test('a taken or over-long name is answered with the spec’s words beside its field, and nothing is stored', async ({ page }) => {
  await openAdmin(page, '/config/tags');
  const before = await storedNames(page, '/api/admin/collections/blog/tags');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/collections/')) sent.push(request.url());
  });

  const newTag = page.getByLabel('New tag', { exact: true });
  await newTag.fill('  pottery ');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('alert')).toHaveText('This tag already exists');
  await expect(newTag).toHaveAttribute('aria-invalid', 'true');
  await expect(newTag).toHaveAccessibleDescription('This tag already exists');
  expect(await accessibilityViolations(page)).toEqual([]);
  await newTag.fill('t'.repeat(51));
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('alert')).toHaveText('A tag can have at most 50 characters');
  await expect(newTag).toHaveValue('t'.repeat(51));
  await newTag.fill('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Renaming into another tag's name, in any case.
  await page.getByRole('button', { name: 'Edit Linen' }).click();
  await page.getByLabel('New name of Linen').fill('CARE');
  await page.getByRole('button', { name: 'Save Linen' }).click();
  await expect(page.getByRole('alert')).toHaveText('This tag already exists');
  await expect(page.getByLabel('New name of Linen')).toHaveValue('CARE');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel editing Linen' }).click();

  // Merging into a new name that is too long.
  await page.getByRole('checkbox', { name: 'Select Care' }).check();
  await page.getByRole('checkbox', { name: 'Select Linen' }).check();
  await page.getByRole('radio', { name: 'A new name' }).check();
  await page.getByLabel('New name', { exact: true }).fill('m'.repeat(51));
  await page.getByRole('button', { name: 'Merge 2 tags' }).click();
  await expect(page.getByRole('alert')).toHaveText('A tag can have at most 50 characters');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A category holds 25 characters, and the shop's are its own.
  await page.getByRole('radio', { name: 'Shop products' }).check();
  await page.getByRole('radio', { name: 'Categories' }).check();
  await expect.poll(() => rows(page)).toContainEqual(['Kitchen', '4 products']);
  const shopBefore = await storedNames(page, '/api/admin/collections/shop/categories');
  const newCategory = page.getByLabel('New category', { exact: true });
  await newCategory.fill('c'.repeat(26));
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('alert')).toHaveText('A category can have at most 25 characters');
  await newCategory.fill('kitchen');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('alert')).toHaveText('This category already exists');
  expect(await accessibilityViolations(page)).toEqual([]);

  expect(sent).toEqual([]);
  expect(await storedNames(page, '/api/admin/collections/blog/tags')).toEqual(before);
  expect(await storedNames(page, '/api/admin/collections/shop/categories')).toEqual(shopBefore);
});

test('one tag is edited at a time: a second edit is refused with the spec’s words, and the first stays open', async ({ page }) => {
  await openAdmin(page, '/config/tags');
  await page.getByRole('button', { name: 'Edit Linen' }).click();
  const linen = page.getByLabel('New name of Linen');
  await expect(linen).toBeFocused();
  await linen.fill('Linen and hemp');
  await page.getByRole('button', { name: 'Edit Care' }).click();
  await expect(page.getByRole('alert')).toHaveText('You may only edit one tag at a time');
  await expect(page.getByLabel('New name of Care')).toHaveCount(0);
  await expect(linen).toHaveValue('Linen and hemp');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Linen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText('The tag “Linen” is now “Linen and hemp”.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Linen and hemp' })).toBeFocused();
  // Now another may be edited.
  await page.getByRole('button', { name: 'Edit Care' }).click();
  await expect(page.getByLabel('New name of Care')).toBeFocused();
  await page.goto('/blog/caring-for-linen');
  await expect(page.getByRole('link', { name: 'Linen and hemp', exact: true })).toHaveAttribute('href', '/blog?tag=Linen%20and%20hemp');
});

test('by keyboard alone: filter, add, rename, delete after confirming, merge, and give a post its tags', async ({ page }) => {
  await openAdmin(page, '/config/tags');
  const press = async (key: string) => page.keyboard.press(key);

  await page.getByLabel('Filter tags').focus();
  await page.keyboard.type('lin');
  await expect.poll(() => rows(page)).toEqual([['Linen', '1 post']]);
  await page.keyboard.press('Control+a');
  await press('Backspace');
  await expect.poll(async () => (await rows(page)).length).toBe(8);

  await page.getByLabel('New tag', { exact: true }).focus();
  await page.keyboard.type('Glaze');
  await press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText('The tag “Glaze” was added.');
  await expect.poll(() => rows(page)).toContainEqual(['Glaze', '0 posts']);

  await page.getByRole('button', { name: 'Edit Glaze' }).focus();
  await press('Enter');
  await expect(page.getByLabel('New name of Glaze')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Glazes');
  await press('Enter');
  await expect(page.getByRole('button', { name: 'Edit Glazes' })).toBeFocused();
  // Escape leaves an edit without saving.
  await press('Enter');
  await page.keyboard.type(' and slips');
  await press('Escape');
  await expect(page.getByRole('button', { name: 'Edit Glazes' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Glazes' }).focus();
  await press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete the tag “Glazes”?' });
  await expect(dialog).toContainText('No post carries it. This cannot be undone.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Glazes' })).toBeFocused();
  await press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('The tag “Glazes” was deleted.');
  await expect(page.getByRole('heading', { name: 'Tags of the journal' })).toBeFocused();

  // Merge Care into Linen: Space ticks each, the arrow keys pick the name.
  await page.getByRole('checkbox', { name: 'Select Care' }).focus();
  await press('Space');
  await page.getByRole('checkbox', { name: 'Select Linen' }).focus();
  await press('Space');
  await page.getByRole('radio', { name: 'Care', exact: true }).focus();
  await press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Linen', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Merge 2 tags' }).focus();
  await press('Enter');
  const merge = page.getByRole('dialog', { name: 'Merge 2 tags into “Linen”?' });
  await expect(merge).toContainText('1 post moves to “Linen”. “Care” is then gone.');
  await merge.getByRole('button', { name: 'Merge' }).focus();
  await press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText('1 post moved to the tag “Linen”.');
  await expect.poll(async () => (await rows(page)).map(([name]) => name)).not.toContain('Care');

  // A post's tags: tick one, type a new one, save.
  await page.getByLabel('Post', { exact: true }).focus();
  await page.getByLabel('Post', { exact: true }).selectOption({ label: 'New studio hours' });
  await page.getByRole('checkbox', { name: 'Indigo', exact: true }).focus();
  await press('Space');
  await page.getByLabel('Also a new tag').focus();
  await page.keyboard.type('Opening times');
  await press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'New studio hours' })).toHaveText(
    'Tags of “New studio hours”: Ceramics, News, Indigo, Opening times.',
  );
  await expect.poll(() => rows(page)).toContainEqual(['Opening times', '1 post']);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await journalTitles(page, '/blog?tag=Opening%20times')).toEqual(['New studio hours']);
});

test('at 320 px with touch nothing is wider than the screen, and every state passes axe', async ({ browser, demo }) => {
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, baseURL: demo.url });
  const page = await phone.newPage();
  try {
    await signInThroughApi(page, 'owner@example.com');
    await openAdmin(page, '/config/tags');
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await fits();
    await page.getByRole('button', { name: 'Edit Studio club' }).tap();
    await page.getByLabel('New name of Studio club').fill('s'.repeat(51));
    await page.getByRole('button', { name: 'Save Studio club' }).tap();
    await expect(page.getByRole('alert')).toHaveText('A tag can have at most 50 characters');
    await fits();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel editing Studio club' }).tap();
    await page.getByRole('checkbox', { name: 'Select News' }).tap();
    await page.getByRole('checkbox', { name: 'Select Techniques' }).tap();
    await fits();
    await page.getByRole('button', { name: 'Merge 2 tags' }).tap();
    await expect(page.getByRole('dialog', { name: 'Merge 2 tags into “News”?' })).toBeVisible();
    await fits();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('radio', { name: 'Shop products' }).tap();
    await page.getByRole('radio', { name: 'Categories' }).tap();
    await expect.poll(() => rows(page)).toContainEqual(['Kitchen', '4 products']);
    await fits();
    expect(await accessibilityViolations(page)).toEqual([]);
  } finally {
    await phone.close();
  }
});
