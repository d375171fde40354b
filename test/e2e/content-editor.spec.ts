import type { Page } from '@playwright/test';
import { CODE_BLOCK_MESSAGES } from '../../src/code-blocks';
import { openAdmin, resetContentPages } from './admin-fixtures';
import { accessibilityViolations, expect, settle, signInThroughApi, test } from './fixtures';

// The content page editor in Chromium against the demo platform: a code block edited in the code
// editor and seen on the storefront page. Needs the built bundle in dist/.

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
