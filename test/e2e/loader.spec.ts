import {
  addThroughApi,
  expect,
  layoutShiftsSoFar,
  LOADER_PATH,
  pageWith,
  recordScripts,
  seeded,
  servePage,
  settle,
  test,
} from './fixtures';

// The loader's promises on real pages: it never lets one bad widget stop the others, and it keeps
// React off pages that do not need it. Needs the built bundle in dist/.

const tote = seeded('canvas-tote');

test('an unknown widget logs one error naming it, and the other widgets still mount', async ({ page, demo }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await servePage(
    page,
    demo,
    '/e2e/unknown-widget',
    pageWith(`<header><div data-widget="cart-pill"></div></header>
<main>
<div data-widget="no-such-widget"></div>
<button type="button" data-widget="add-to-cart" data-item-id="${tote.id}" data-sku="TOTE">Add To Cart</button>
</main>`),
  );

  await page.goto('/e2e/unknown-widget');
  await settle(page);
  await page.getByRole('button', { name: 'Add To Cart' }).click();

  await expect(page.locator('a.sf-cart-pill')).toContainText('1');
  const ours = errors.filter((text) => text.startsWith('[storefront-kit]'));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain('no-such-widget');
  expect(ours[0]).toContain('data-widget');
});

test('a page without widgets downloads the loader and no React', async ({ page, demo }) => {
  const scripts = recordScripts(page);
  await servePage(page, demo, '/e2e/no-widgets', pageWith('<main><h1>No widgets here</h1></main>'));

  await page.goto('/e2e/no-widgets');
  await settle(page);

  expect(await scripts.paths()).toContain(LOADER_PATH);
  expect(await scripts.downloadedReact()).toBe(false);
});

test('a page whose only widget is the cart pill downloads no React for a visitor without a cart', async ({ page }) => {
  const scripts = recordScripts(page);

  await page.goto('/');
  await settle(page);

  expect(await scripts.paths()).toContain(LOADER_PATH);
  expect(await scripts.downloadedReact()).toBe(false);
  await expect(page.locator('a.sf-cart-pill')).toHaveCount(0);
});

test('the same page does load the pill, React with it, once the visitor has a cart', async ({ page }) => {
  await page.goto('/');
  expect((await addThroughApi(page, tote, 'TOTE', 2)).status()).toBe(200);
  const scripts = recordScripts(page);

  await page.reload();
  await settle(page);

  await expect(page.locator('a.sf-cart-pill')).toContainText('2');
  expect(await scripts.downloadedReact()).toBe(true);
});

for (const [name, path, withCart] of [
  ['a product page', '/products/linen-shirt', false],
  ['the index, where the pill appears for a visitor with a cart', '/', true],
] as const) {
  test(`mounting the widgets on ${name} shifts no layout`, async ({ page }) => {
    if (withCart) {
      await page.goto('/cart');
      expect((await addThroughApi(page, tote, 'TOTE', 1)).status()).toBe(200);
    }
    await page.goto(path);
    await settle(page);
    if (withCart) await expect(page.locator('a.sf-cart-pill')).toBeVisible();

    expect(await layoutShiftsSoFar(page)).toEqual([]);
  });
}

test('a product page downloads the code that shows a chosen variant only when the shopper first chooses one', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/products/leather-notebook');
  await settle(page);
  const blockChunk = (paths: string[]) => paths.filter((path) => /\/product-block-[\w-]+\.js$/.test(path));
  expect(blockChunk(await scripts.paths())).toEqual([]);

  await page.getByRole('combobox', { name: 'Select Size' }).selectOption('A6');
  await expect(page.locator('.product-price')).toHaveText('€29.00');
  expect(blockChunk(await scripts.paths())).toHaveLength(1);
});

test('a product page downloads the press’s code as the shopper reaches for Add To Cart, and ky with the first request', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/products/canvas-tote');
  await settle(page);
  const chunks = async (name: string) => (await scripts.paths()).filter((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));
  expect(await chunks('add-to-cart-press')).toEqual([]);
  expect(await chunks('ky')).toEqual([]);

  const button = page.locator('.sqs-add-to-cart-button');
  await button.hover();
  await expect.poll(() => chunks('add-to-cart-press')).toHaveLength(1);
  expect(await chunks('ky')).toEqual([]);

  await button.click();
  await expect(page.locator('a.sf-cart-pill')).toContainText('1');
  expect(await chunks('ky')).toHaveLength(1);
  expect(await chunks('add-to-cart-press')).toHaveLength(1);
});

test('after the loader, a product page asks for every chunk its widgets need in one wave', async ({ page }) => {
  // Every script is held the same time before it goes on, as a far server would: a chunk asked for
  // only once another has arrived starts after that one's response, a round trip later.
  const HOLD_MS = 300;
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const chunkOf = (url: string) => /\/assets\/storefront\/([\w-]+?)-[\w-]{7}\.js$/.exec(new URL(url).pathname)?.[1];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk !== undefined && !started.has(chunk)) started.set(chunk, Date.now());
  });
  page.on('requestfinished', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk !== undefined && !finished.has(chunk)) finished.set(chunk, Date.now());
  });

  await page.goto('/products/canvas-tote');
  await settle(page);

  const needed = ['runtime', 'shared', 'core', 'react', 'rolldown-runtime', 'product'];
  expect([...started.keys()]).toEqual(expect.arrayContaining(needed));
  const firstFinished = Math.min(...needed.map((chunk) => finished.get(chunk) ?? Infinity));
  const late = needed.filter((chunk) => (started.get(chunk) ?? Infinity) >= firstFinished);
  expect(late, 'chunks asked for only once another chunk had arrived').toEqual([]);
});
