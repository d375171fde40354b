import {
  accessibilityViolations,
  addThroughApi,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  LOADER_PATH,
  pageWith,
  seeded,
  servePage,
  settle,
  storedEntries,
  test,
} from './fixtures';

// These prove the harness the widget tests stand on. All but the accessibility checks need only
// the demo server; those look at each page as the shopper gets it, widgets mounted, so they need
// the bundle too (the widgets repair engine markup an accessibility check would refuse).

test.describe('the demo server in a browser', () => {
  for (const [path, pageType] of [
    ['/', 2],
    ['/shop', 1],
    ['/cart', 200],
    ['/products/linen-shirt', 50],
  ] as const) {
    test(`${path} has the header pill slot, the page context and the deferred loader`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('header [data-widget="cart-pill"]')).toHaveCount(1);
      const context = JSON.parse((await page.locator('#page-context').textContent()) ?? 'null');
      expect(context).toMatchObject({
        pageType,
        betaFeatureFlags: ['site_visitor_metrics', 'session_replay'],
        websiteSettings: { country: 'US' },
      });
      const loader = page.locator(`script[src="${LOADER_PATH}"]`);
      await expect(loader).toHaveAttribute('data-api-root', '/');
      await expect(loader).toHaveAttribute('defer', '');
      expect(await cookieValue(page.context(), 'crumb')).toMatch(/^[\w-]{32}$/);
    });
  }

  for (const path of ['/', '/shop', '/cart', '/products/linen-shirt', '/products/indigo-noren', '/nowhere']) {
    test(`${path} passes an accessibility check`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('a product page shows the product with its prices and buttons', async ({ page }) => {
    await page.goto('/products/indigo-noren');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indigo Noren');
    await expect(page.locator('.product-price')).toContainText('¥9,800');
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveAttribute('data-item-id', seeded('indigo-noren').id);
  });

  test('a test page served on the demo origin gets the real crumb cookie', async ({ page, demo }) => {
    await servePage(page, demo, '/e2e/plain', pageWith('<main><h1>Plain</h1></main>'));
    await page.goto('/e2e/plain');
    await expect(page.getByRole('heading', { name: 'Plain' })).toBeVisible();
    expect(await cookieValue(page.context(), 'crumb')).toMatch(/^[\w-]{32}$/);
  });

  test('an add through the API sets the cart cookie, and the cart outlives a server restart', async ({ page, demo }) => {
    await page.goto('/');
    const added = await addThroughApi(page, seeded('canvas-tote'), 'TOTE', 3);
    expect(added.status()).toBe(200);
    const token = await cookieValue(page.context(), 'CART');
    expect(token).toBeDefined();

    await demo.restart();

    expect(storedEntries(demo, token ?? '')).toEqual([{ sku: 'TOTE', quantity: 3 }]);
    const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
    expect(cart).toMatchObject({ totalQuantity: 3, subtotalCents: 7200 });
    await page.goto('/cart');
    await expect(page.locator('.sf-cart__entry', { hasText: 'Canvas Tote' }).locator('.sf-cart__line-total')).toHaveText('Total $72.00');
  });
});

test.describe('the layout-shift check', () => {
  const PAGE = `<!doctype html><html lang="en-US"><head><title>Shifts</title></head>
<body><main><p id="first">First paragraph</p><p id="second">Second paragraph</p></main></body></html>`;

  test('sees a shift the page makes, naming what moved', async ({ page, demo }) => {
    await servePage(page, demo, '/shifting', PAGE);
    await page.goto('/shifting');
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    // Text pushed in above the paragraphs, with no input to excuse it: the shift the check exists for.
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.style.height = '200px';
      banner.textContent = 'Late banner';
      document.querySelector('main')?.prepend(banner);
    });
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatch(/^0\.\d{4} at \d+ ms: body [\d.,]+ [\d.]+×[\d.]+ -> [\d.,]+ [\d.]+×[\d.]+$/);
  });
});

test.describe('the strict Content-Security-Policy guard', () => {
  // The guard (fixtures.ts) fails any test in whose pages the policy blocked something: this one
  // must fail, and Playwright counts that failure as the pass.
  test.fail();
  test('fails a test whose page adds a style element without the page’s nonce', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body{outline:1px solid red}';
      document.head.append(style);
    });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
  });
});
