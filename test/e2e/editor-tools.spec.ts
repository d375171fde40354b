import type { Browser, Page } from '@playwright/test';
import type { DemoServer } from './demo-server';
import {
  accessibilityViolations,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  seeded,
  settle,
  signInThroughApi,
  storedEntries,
  test,
} from './fixtures';

// What the editor's tools make the storefront show: lists filtered by tag and category, a chart
// drawn without script, a product's embed snippet pasted into a code block, uploaded files served
// so they can never run as a page of the site. The owner's side is driven through its API here.

const STUDIO_BLOCKS = '/api/admin/pages/a1b2c3d4e5f60718293a4b01/blocks';

/** A page of its own signed in as the site's owner, whose calls the owner routes answer. */
async function ownerPage(browser: Browser, demo: DemoServer): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: demo.url })).newPage();
  await signInThroughApi(page, 'owner@example.com');
  return page;
}

/** A write to an owner route as the platform client sends it: the session's xsrf token in the CSRF header. */
async function ownerWrite(owner: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = await cookieValue(owner.context(), 'siteUserCrumb');
  return owner.request.fetch(path, { method, data, headers: { 'X-CSRF-Token': token ?? '' } });
}

/** Uploads a file through the file manager's call, as the browser's FormData sends it. */
async function upload(owner: Page, name: string, mimeType: string, content: string | Buffer) {
  const token = await cookieValue(owner.context(), 'siteUserCrumb');
  return owner.request.post('/api/admin/files', {
    multipart: { file: { name, mimeType, buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) } },
    headers: { 'X-CSRF-Token': token ?? '' },
  });
}

test.describe('lists filtered by tag and category', () => {
  test('the journal filters by a post’s tag, and back to all', async ({ page }) => {
    await page.goto('/blog');
    await settle(page);
    await page.locator('.post-summary', { hasText: 'Caring for linen' }).getByRole('link', { name: 'Linen', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=Linen$/);
    await expect(page.locator('.post-summary h2')).toHaveText(['Caring for linen']);
    await expect(page.locator('.list-filter-status')).toHaveText('Tagged “Linen” · Show all');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Show all' }).click();
    // Every post again, the two for members by their titles only.
    await expect(page.locator('.post-summary')).toHaveCount(6);
  });

  test('the shop filters by category on a phone, by touch', async ({ browser, demo }) => {
    const context = await browser.newContext({ baseURL: demo.url, viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/shop');
    await settle(page);
    await page.getByRole('navigation', { name: 'Filter Shop' }).getByRole('link', { name: 'Kitchen' }).tap();
    await expect(page).toHaveURL(/\/shop\?category=Kitchen$/);
    await expect(page.locator('.product-card h2')).toHaveText([
      'Single-Origin Coffee',
      'Enamel Camp Mug',
      'Matcha Bowl',
      'Loose-Leaf Tea Club',
    ]);
    await expect(page.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('aria-current', 'page');
    await settle(page);
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

test.describe('a chart block', () => {
  test('is drawn and its data shown with script turned off', async ({ browser, demo }) => {
    const context = await browser.newContext({ baseURL: demo.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/studio');
    const chart = page.getByRole('figure', { name: 'Kiln firings by season' });
    await expect(chart.getByRole('img', { name: /Kiln firings by season/ })).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(8);
    const box = await chart.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await expect(chart.getByRole('table', { name: 'Data: Kiln firings by season' }).getByRole('row')).toHaveCount(5);
    await context.close();
  });

  test('passes an accessibility check on the page, and shifts no layout', async ({ page }) => {
    await page.goto('/studio');
    await settle(page);
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('a product’s embed snippet in a code block', () => {
  test('mounts on the content page and adds that product to the cart', async ({ page, browser, demo }) => {
    const vase = seeded('stoneware-vase');
    const owner = await ownerPage(browser, demo);
    const snippet = await owner.request.get(`/api/admin/products/${vase.id}/embed`);
    const { html } = (await snippet.json()) as { html: string };
    const saved = await ownerWrite(owner, 'POST', STUDIO_BLOCKS, { type: 'code', source: html });
    expect(saved.status()).toBe(201);
    await owner.context().close();

    await page.goto('/studio');
    await settle(page);
    const embed = page.locator(`.code-block .product-embed[data-item-id="${vase.id}"]`);
    await expect(embed.getByRole('link', { name: 'Stoneware Vase' })).toBeVisible();
    const button = embed.getByRole('button', { name: 'Add To Cart' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(embed.locator('.sqs-add-to-cart-button')).toHaveText('Added!');
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'VASE-STONE', quantity: 1 }]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('uploaded files', () => {
  test('a picture is shown in place; markup in a text file is never run, only downloaded', async ({ page }) => {
    await signInThroughApi(page, 'owner@example.com');
    await page.goto('/');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000308060000009d74ad7d0000000049454e44ae426082', 'hex');
    const picture = (await (await upload(page, 'swatch.png', 'image/png', png)).json()) as { file: { url: string } };
    const shown = await page.request.get(picture.file.url);
    expect(shown.headers()['content-type']).toBe('image/png');
    expect(shown.headers()['content-disposition']).toMatch(/^inline;/);

    const trap = (await (await upload(page, 'notes.txt', 'text/html', '<script>window.ran = true</script>')).json()) as {
      file: { url: string };
    };
    const served = await page.request.get(trap.file.url);
    expect(served.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    const download = page.waitForEvent('download');
    await page.evaluate((url) => {
      window.location.href = url;
    }, trap.file.url);
    expect((await download).suggestedFilename()).toBe('notes.txt');
    expect(await page.evaluate(() => 'ran' in window)).toBe(false);
  });

  test('an oversized or wrong-typed upload is answered with the spec’s words, and nothing is stored', async ({ page }) => {
    await signInThroughApi(page, 'owner@example.com');
    await page.goto('/');
    const before = ((await (await page.request.get('/api/admin/files')).json()) as { files: unknown[] }).files.length;
    const html = await upload(page, 'page.html', 'text/html', '<h1>hi</h1>');
    expect(html.status()).toBe(415);
    expect(await html.json()).toEqual({ error: '"page.html" is an unsupported file type' });
    const big = await upload(page, 'film.mp4', 'video/mp4', Buffer.alloc(20_000_001));
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: '"film.mp4" is too large, the maximum allowed file size is 20 MB' });
    const after = ((await (await page.request.get('/api/admin/files')).json()) as { files: unknown[] }).files.length;
    expect(after).toBe(before);
  });
});
