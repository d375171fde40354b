import type { Page } from '@playwright/test';
import {
  ENTRIES_PATH,
  LOADER_PATH,
  accessibilityViolations,
  addToCartButton,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  recordApiCalls,
  storedEntries,
  test,
} from './fixtures';

// A shopper on a slow phone presses Add To Cart while React and the widget chunks are still on
// their way: the loader keeps the press and the widget acts on it when it mounts, exactly once.

interface HeldChunks {
  /** How many chunk requests are held back so far. */
  held(): number;
  /** Whether any chunk but the loader has arrived. */
  arrived(): boolean;
  /** Lets every held chunk through, and every later one at once. */
  release(): void;
}

/**
 * Holds every storefront chunk but the loader until `release()`: React, the runtime and every
 * widget's code stay on their way while the test presses.
 */
async function holdChunks(page: Page): Promise<HeldChunks> {
  let arrived = false;
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/storefront/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== LOADER_PATH) {
      held += 1;
      await released;
      arrived = true;
    }
    return route.continue();
  });
  return { held: () => held, arrived: () => arrived, release };
}

/**
 * Waits until the loader has kept the press (it marks the pressed widget `data-sf-press="kept"`)
 * and the page is waiting for chunks, checks nothing happened meanwhile, then lets them through, as
 * a slow phone's network at last would. Answers when, in the page's clock, they were let through.
 */
async function releaseOncePressKept(page: Page, chunks: HeldChunks, posts: readonly unknown[]): Promise<number> {
  await expect(page.locator('[data-sf-press="kept"]').first()).toBeAttached();
  await expect.poll(() => chunks.held()).toBeGreaterThan(0);
  expect(chunks.arrived()).toBe(false);
  expect(posts).toEqual([]);
  const releasedAt = await page.evaluate(() => performance.now());
  chunks.release();
  return releasedAt;
}

/** Opens `path` and returns as soon as the document has been parsed: the loader has run, no chunk has arrived. */
async function openUntilParsed(page: Page, path: string): Promise<void> {
  // Notes (in the page's clock) when a widget first takes a kept press: it marks its button "live".
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const state = window as unknown as { pressTakenAt?: number };
      if (records.some((record) => (record.target as Element).getAttribute('data-sf-press') === 'live'))
        state.pressTakenAt ??= performance.now();
    }).observe(document, { subtree: true, attributeFilter: ['data-sf-press'] });
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => 'StorefrontKit' in window);
}

const PHONE = { viewport: { width: 320, height: 640 }, hasTouch: true } as const;

for (const [device, options] of [
  ['desktop', {}],
  ['a 320 px phone with touch', PHONE],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test('a press made before the widgets arrived adds the item once, when they do', async ({ page, demo }) => {
      const chunks = await holdChunks(page);
      const posts = recordApiCalls(page, ENTRIES_PATH);
      await openUntilParsed(page, '/products/canvas-tote');

      const button = addToCartButton(page);
      if (device === 'desktop') await button.click();
      else await button.tap();
      const releasedAt = await releaseOncePressKept(page, chunks, posts);

      await expect(button).toHaveText('Added!');
      await expect(page.locator('a.sf-cart-pill')).toContainText('1');
      expect(posts).toEqual([{ method: 'POST', body: { itemId: expect.any(String), sku: 'TOTE', quantity: 1 } }]);
      expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'TOTE', quantity: 1 }]);
      // Mounting, with the press waiting, moves nothing. What the press then does (its label, the
      // popover moving under the pill its add brought) is the shopper's doing, so only what happened
      // before the widget took the press counts; and from the chunks' arrival on, shifts count even
      // within the browser's input window (on a slow phone the press would be seconds before).
      const pressTaken = await page.evaluate(() => (window as unknown as { pressTakenAt?: number }).pressTakenAt);
      expect(pressTaken).toBeGreaterThan(releasedAt);
      expect(await layoutShiftsSoFar(page, pressTaken, releasedAt)).toEqual([]);
    });

    test('a double press made before the widgets arrived still adds once', async ({ page, demo }) => {
      const chunks = await holdChunks(page);
      const posts = recordApiCalls(page, ENTRIES_PATH);
      await openUntilParsed(page, '/products/canvas-tote');

      const button = addToCartButton(page);
      if (device === 'desktop') await button.dblclick();
      else {
        await button.tap();
        await button.tap();
      }
      await releaseOncePressKept(page, chunks, posts);

      await expect(button).toHaveText('Added!');
      await expect(page.locator('a.sf-cart-pill')).toContainText('1');
      // Once Added! shows, the add is long over: no second request is still on its way.
      expect(posts).toHaveLength(1);
      expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'TOTE', quantity: 1 }]);
    });
  });
}

test('a press from the keyboard before the widgets arrived adds once: Tab to the button, Enter', async ({ page, demo }) => {
  const chunks = await holdChunks(page);
  const posts = recordApiCalls(page, ENTRIES_PATH);
  await openUntilParsed(page, '/products/canvas-tote');

  const button = addToCartButton(page);
  for (let step = 0; step < 40 && !(await button.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await releaseOncePressKept(page, chunks, posts);

  await expect(button).toHaveText('Added!');
  expect(posts).toHaveLength(1);
  expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'TOTE', quantity: 1 }]);
  // The popover took focus and gives it back to the button it came from.
  await expect(page.getByRole('dialog')).toContainText('Added to cart');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a press before the widgets arrived that misses an option shows the option message, and adds nothing', async ({ page }) => {
  const chunks = await holdChunks(page);
  const posts = recordApiCalls(page, ENTRIES_PATH);
  await openUntilParsed(page, '/products/linen-shirt');

  await addToCartButton(page).click();
  await releaseOncePressKept(page, chunks, posts);

  await expect(page.getByRole('alert')).toContainText('Please select the Size and Color options.');
  expect(posts).toEqual([]);
});

test('a quick view pressed before the widgets arrived opens once they do', async ({ page }) => {
  const chunks = await holdChunks(page);
  await openUntilParsed(page, '/shop');

  await page.getByRole('button', { name: 'Quick View' }).first().click();
  await releaseOncePressKept(page, chunks, []);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.sqs-add-to-cart-button')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
