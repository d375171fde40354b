import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoServer } from './demo-server';
import { accessibilityViolations, addToCartButton, expect, layoutShiftsSoFar, settle, test } from './fixtures';

// The demo site as the engine renders it from demo/site: the content pages beside the shop, and
// what a developer sees when a template breaks.

const CONTENT_PAGES = [
  '/blog',
  '/blog/dyeing-with-indigo',
  '/blog/caring-for-linen',
  '/events',
  '/events/indigo-afternoon',
  '/gallery',
  '/gallery/kiln',
];

test.describe('the content pages', () => {
  for (const path of CONTENT_PAGES) {
    test(`${path} passes an accessibility check and shifts no layout`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await layoutShiftsSoFar(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('a post’s comment link leads to its comments', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: '2 Comments' }).click();
    await expect(page).toHaveURL(/\/blog\/dyeing-with-indigo#comments-/);
    await expect(page.getByRole('heading', { name: '2 Comments' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Eleven dips!' })).toBeVisible();
  });

  test('the header’s cart pill shows the cart on a content page too', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    await page.goto('/events/indigo-afternoon');
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /dates=20261017T180000Z\/20261017T210000Z&location=/,
    );
  });
});

const SITE_DIR = fileURLToPath(new URL('../../demo/site', import.meta.url));
const ITEM_TEMPLATE = 'collections/products.item';

test.describe('a broken template, in development', () => {
  let siteDir: string;
  let dataDir: string;
  let server: DemoServer;
  /** Where the broken tag is: the line and column of its `{`. */
  let line: number;
  let column: number;

  test.beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'storefront-kit-site-'));
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-kit-site-data-'));
    cpSync(SITE_DIR, siteDir, { recursive: true });
    const file = join(siteDir, ITEM_TEMPLATE);
    const broken = readFileSync(file, 'utf8').replace('{collection.title|html}', '{collection.title|htmx}');
    writeFileSync(file, broken);
    const lines = broken.split('\n');
    line = lines.findIndex((text) => text.includes('{collection.title|htmx}')) + 1;
    column = (lines[line - 1] ?? '').indexOf('{collection.title|htmx}') + 1;
    server = await DemoServer.start(dataDir, { STOREFRONT_SITE_DIR: siteDir });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is shown in an overlay on the page and logged with file:line:col; the page still works, and a fix shows on reload', async ({
    page,
  }) => {
    const where = `${siteDir}/${ITEM_TEMPLATE}:${line}:${column}`;
    await page.goto(new URL('/products/canvas-tote', server.url).href);
    const overlay = page.getByRole('alert').filter({ hasText: 'template error' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(`${where} parser error: Formatter 'htmx' is unknown`);
    await expect.poll(() => server.output).toContain(`${where}: parser error: Formatter 'htmx' is unknown`);

    // The rest of the page rendered, and its widgets mounted.
    await settle(page);
    await expect(addToCartButton(page)).toHaveText('Add To Cart');

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(overlay).toBeHidden();

    writeFileSync(join(siteDir, ITEM_TEMPLATE), readFileSync(join(SITE_DIR, ITEM_TEMPLATE), 'utf8'));
    await page.reload();
    await expect(page.locator('.product-price')).toHaveText('$24.00');
    await expect(page.getByRole('alert').filter({ hasText: 'template error' })).toHaveCount(0);
  });
});
