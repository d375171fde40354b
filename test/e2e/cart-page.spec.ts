import type { Locator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  addThroughApi,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  recordApiCalls,
  seeded,
  settle,
  storedEntries,
  switchOffFailure,
  switchOnFailure,
  test,
} from './fixtures';
import type { DemoServer } from './demo-server';
import { storedTelemetry, waitForPageview } from './telemetry-fixtures';

// The full-page cart at /cart: quantities, removal and its undo, the empty state, what follows the
// cart, and every refusal's message, by keyboard and by touch, with script and without.

const shirt = seeded('linen-shirt');
const tote = seeded('canvas-tote');
const vase = seeded('stoneware-vase');

/**
 * Opens the cart page of a visitor whose cart holds two Linen Shirts (M / Indigo), a Canvas Tote and
 * a vase (two are left); with `script`, once the widgets have mounted.
 */
async function openCart(page: Page, { script = true } = {}): Promise<void> {
  await page.goto('/');
  for (const [product, sku, quantity] of [
    [shirt, 'SHIRT-M-IND', 2],
    [tote, 'TOTE', 1],
    [vase, 'VASE-STONE', 1],
  ] as const) {
    expect((await addThroughApi(page, product, sku, quantity)).status()).toBe(200);
  }
  await page.goto('/cart');
  if (script) await settle(page);
}

function entry(page: Page, title: string): Locator {
  return page.locator('.sf-cart__entry', { has: page.getByRole('heading', { name: title }) });
}

const quantityOf = (page: Page, title: string) => page.getByRole('spinbutton', { name: `Quantity of ${title}` });
const increase = (page: Page, title: string) => page.getByRole('button', { name: `Increase the quantity of ${title}` });
const decrease = (page: Page, title: string) => page.getByRole('button', { name: `Decrease the quantity of ${title}` });
const removeButton = (page: Page, title: string) => page.getByRole('button', { name: `Remove ${title}` });
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const count = (page: Page) => page.locator('.sf-cart__count');
const subtotal = (page: Page) => page.locator('.sf-cart__subtotal');
const pill = (page: Page) => page.locator('a.sf-cart-pill');

async function stored(page: Page, demo: DemoServer): Promise<{ sku: string; quantity: number }[]> {
  return storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '');
}

const FULL = [
  { sku: 'SHIRT-M-IND', quantity: 2 },
  { sku: 'TOTE', quantity: 1 },
  { sku: 'VASE-STONE', quantity: 1 },
];

test.describe('changing a quantity', () => {
  test('the stepper, by keyboard alone, changes it, and the count, subtotal, line total, pill and installments follow', async ({
    page,
    demo,
  }) => {
    await openCart(page);
    await expect(count(page)).toHaveText('4 items');
    await expect(subtotal(page)).toHaveText('Subtotal$248.00');
    await expect(page.locator('.sf-installments__text')).toHaveText('Afterpay available for orders up to $240.00');

    await decrease(page, 'Linen Shirt').focus();
    await page.keyboard.press('Enter');
    await expect(quantityOf(page, 'Linen Shirt')).toHaveValue('1');
    await expect(count(page)).toHaveText('3 items');
    await expect(subtotal(page)).toHaveText('Subtotal$196.00');
    await expect(entry(page, 'Linen Shirt').locator('.sf-cart__line-total')).toHaveText('Total $52.00');
    await expect(pill(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page.locator('.sf-installments__text')).toHaveText('or 4 interest-free payments of $49.00 with Afterpay');
    // At one the minus button is disabled, so focus waits in the field instead of being lost.
    await expect(decrease(page, 'Linen Shirt')).toBeDisabled();
    await expect(quantityOf(page, 'Linen Shirt')).toBeFocused();
    expect(await stored(page, demo)).toEqual([{ sku: 'SHIRT-M-IND', quantity: 1 }, ...FULL.slice(1)]);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(increase(page, 'Linen Shirt')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(count(page)).toHaveText('4 items');
    expect(await stored(page, demo)).toEqual(FULL);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('presses made while a change is on its way travel as one change, ending on the last number', async ({ page, demo }) => {
    await openCart(page);
    const path = `/api/commerce/shopping-cart/entries/${await entryId(page, 'Canvas Tote')}/quantity`;
    const calls = recordApiCalls(page, path);
    // The first change waits until every press has been made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${path}`, async (route) => {
      await released;
      await route.continue();
    });
    for (let press = 0; press < 4; press += 1) await increase(page, 'Canvas Tote').click();
    await expect(quantityOf(page, 'Canvas Tote')).toHaveValue('5');
    release();
    await expect(count(page)).toHaveText('8 items');
    expect(calls.map((call) => call.body)).toEqual([{ quantity: 2 }, { quantity: 5 }]);
    expect((await stored(page, demo))[1]).toEqual({ sku: 'TOTE', quantity: 5 });
  });

  test('typing a number and pressing Enter sends it; leaving the field does too', async ({ page, demo }) => {
    await openCart(page);
    await quantityOf(page, 'Canvas Tote').fill('12');
    await page.keyboard.press('Enter');
    await expect(count(page)).toHaveText('15 items');
    await expect(entry(page, 'Canvas Tote').locator('.sf-cart__line-total')).toHaveText('Total $288.00');

    await quantityOf(page, 'Linen Shirt').fill('3');
    await page.keyboard.press('Tab');
    await expect(count(page)).toHaveText('16 items');
    expect(await stored(page, demo)).toEqual([
      { sku: 'SHIRT-M-IND', quantity: 3 },
      { sku: 'TOTE', quantity: 12 },
      { sku: 'VASE-STONE', quantity: 1 },
    ]);
  });

  for (const [typed, message] of [
    ['0', 'Quantity must be between 1 and 9999'],
    ['10000', 'Quantity must be between 1 and 9999'],
    ['1.5', 'Quantity must be a whole number'],
  ] as const) {
    test(`typing ${typed} is refused without a request: "Unable to update quantity", and the number comes back`, async ({ page, demo }) => {
      await openCart(page);
      const calls = recordApiCalls(page, `/api/commerce/shopping-cart/entries/${await entryId(page, 'Linen Shirt')}/quantity`);
      await quantityOf(page, 'Linen Shirt').fill(typed);
      await page.keyboard.press('Enter');
      const alert = entry(page, 'Linen Shirt').getByRole('alert');
      await expect(alert).toHaveText(`Unable to update quantity${message}`);
      await expect(quantityOf(page, 'Linen Shirt')).toHaveValue('2');
      expect(calls).toEqual([]);
      expect(await stored(page, demo)).toEqual(FULL);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('more than the stock is refused by the platform: its message, and the number comes back', async ({ page, demo }) => {
    await openCart(page);
    await increase(page, 'Stoneware Vase').click();
    await expect(quantityOf(page, 'Stoneware Vase')).toHaveValue('2');
    await expect(count(page)).toHaveText('5 items');
    await increase(page, 'Stoneware Vase').click();
    await expect(entry(page, 'Stoneware Vase').getByRole('alert')).toHaveText(
      'Unable to update quantitySorry, we do not have enough of that item available.',
    );
    await expect(quantityOf(page, 'Stoneware Vase')).toHaveValue('2');
    expect((await stored(page, demo))[2]).toEqual({ sku: 'VASE-STONE', quantity: 2 });
  });

  test('a platform that cannot answer: "Please try again in a few seconds.", and the number comes back', async ({
    page,
    demo,
    context,
  }) => {
    await openCart(page);
    await switchOnFailure(context, demo, 'rate-limit');
    await increase(page, 'Canvas Tote').click();
    await expect(entry(page, 'Canvas Tote').getByRole('alert')).toHaveText('Unable to update quantityPlease try again in a few seconds.');
    await expect(quantityOf(page, 'Canvas Tote')).toHaveValue('1');
    await switchOffFailure(context);
    await increase(page, 'Canvas Tote').click();
    await expect(entry(page, 'Canvas Tote').getByRole('alert')).toHaveCount(0);
    await expect(count(page)).toHaveText('5 items');
  });

  test('an entry gone meanwhile (removed elsewhere): the alert says so above the list, and the entry goes', async ({ page, context }) => {
    await openCart(page);
    const gone = await page.request.delete(`/api/commerce/shopping-cart/entries/${await entryId(page, 'Canvas Tote')}`, {
      headers: { 'X-CSRF-Token': (await cookieValue(context, 'crumb')) ?? '' },
    });
    expect(gone.status()).toBe(200);

    await increase(page, 'Canvas Tote').click();
    await expect(page.locator('.sf-cart > [role="alert"]')).toHaveText('Unable to update quantityThis item is no longer in your cart.');
    await expect(page.locator('.sf-cart__entry h2')).toHaveText(['Linen Shirt', 'Stoneware Vase']);
    await expect(count(page)).toHaveText('3 items');
  });
});

async function entryId(page: Page, title: string): Promise<string> {
  return (await entry(page, title).getAttribute('data-entry-id')) ?? '';
}

test.describe('removing an entry', () => {
  test('takes it out at once and offers its undo in its place; Undo, by keyboard, puts it back where it was', async ({ page, demo }) => {
    await openCart(page);
    await removeButton(page, 'Canvas Tote').focus();
    await page.keyboard.press('Enter');

    const removed = page.locator('.sf-cart__removed');
    await expect(removed).toContainText('Canvas Tote was removed from your cart.');
    await expect(page.locator('.sf-cart__entries > li')).toHaveClass(['sf-cart__entry', 'sf-cart__removed', 'sf-cart__entry']);
    await expect(undoButton(page)).toBeFocused();
    await expect(undoButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(count(page)).toHaveText('3 items');
    await expect(page.locator('[data-sf-live-region]')).toHaveText('Canvas Tote was removed from your cart.');
    expect(await stored(page, demo)).toEqual([FULL[0], FULL[2]]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(removed).toHaveCount(0);
    await expect(page.locator('.sf-cart__entry h2')).toHaveText(['Linen Shirt', 'Canvas Tote', 'Stoneware Vase']);
    await expect(removeButton(page, 'Canvas Tote')).toBeFocused();
    await expect(count(page)).toHaveText('4 items');
    expect(await stored(page, demo)).toEqual(FULL);
  });

  test('the undo goes after a few seconds, unless the shopper is at it', async ({ page }) => {
    await page.clock.install();
    await openCart(page);
    await removeButton(page, 'Canvas Tote').click();
    await expect(undoButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(undoButton(page)).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(undoButton(page)).toHaveCount(0);
    // Focus was on the undo: it waits on the count instead of being lost.
    await expect(count(page)).toBeFocused();

    await removeButton(page, 'Stoneware Vase').focus();
    await page.keyboard.press('Enter');
    await expect(undoButton(page)).toBeFocused();
    await expect(undoButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(10_000);
    await expect(undoButton(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(6_500);
    await expect(undoButton(page)).toHaveCount(0);
  });

  test('removing the last entry leaves the empty cart: the empty class, "0 items", no checkout, no pill', async ({ page, demo }) => {
    await page.goto('/');
    await addThroughApi(page, tote, 'TOTE', 1);
    await page.goto('/cart');
    await settle(page);
    await expect(count(page)).toHaveText('1 item');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();

    await removeButton(page, 'Canvas Tote').click();
    await expect(page.locator('.sf-cart')).toHaveClass('sf-cart empty');
    await expect(count(page)).toHaveText('0 items');
    await expect(page.locator('.sf-cart__empty')).toContainText('Your cart is empty');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeHidden();
    await expect(subtotal(page)).toHaveCount(0);
    await expect(pill(page)).toHaveCount(0);
    await expect(page.locator('[data-widget="installments"]')).toBeEmpty();
    expect(await stored(page, demo)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await undoButton(page).click();
    await expect(page.locator('.sf-cart')).toHaveClass('sf-cart');
    await expect(count(page)).toHaveText('1 item');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(pill(page)).toBeVisible();
  });

  test('a refused removal puts the entry back with "Unable to remove item"', async ({ page, demo, context }) => {
    await openCart(page);
    await switchOnFailure(context, demo, 'server-error');
    await removeButton(page, 'Canvas Tote').click();
    await expect(entry(page, 'Canvas Tote').getByRole('alert')).toHaveText(
      'Unable to remove itemThe server could not complete this request. Please try again.',
    );
    await expect(removeButton(page, 'Canvas Tote')).toBeFocused();
    expect(await stored(page, demo)).toEqual(FULL);
  });

  test('a refused undo says "Unable to add item" and keeps the undo on offer', async ({ page, demo, context }) => {
    await openCart(page);
    await removeButton(page, 'Canvas Tote').click();
    await expect(undoButton(page)).toBeVisible();
    await switchOnFailure(context, demo, 'rate-limit');
    await undoButton(page).click();
    await expect(page.locator('.sf-cart__removed').getByRole('alert')).toHaveText('Unable to add itemPlease try again in a few seconds.');
    await switchOffFailure(context);
    await undoButton(page).click();
    await expect(page.locator('.sf-cart__removed')).toHaveCount(0);
    expect(await stored(page, demo)).toEqual(FULL);
  });
});

test.describe('what follows the cart', () => {
  test('another tab on the cart page follows every change, and so does its pill', async ({ page, context }) => {
    await openCart(page);
    const other = await context.newPage();
    await other.goto('/cart');
    await settle(other);

    await increase(page, 'Canvas Tote').click();
    await expect(quantityOf(other, 'Canvas Tote')).toHaveValue('2');
    await expect(count(other)).toHaveText('5 items');
    await expect(pill(other)).toHaveAccessibleName('Cart, 5 items');

    await removeButton(page, 'Linen Shirt').click();
    await expect(other.locator('.sf-cart__entry h2')).toHaveText(['Canvas Tote', 'Stoneware Vase']);
    await expect(subtotal(other)).toHaveText('Subtotal$168.00');
  });

  test('the cart page sends view cart, a removal remove from cart, and an undo or a larger quantity add to cart', async ({
    page,
    demo,
    context,
  }) => {
    await openCart(page);
    await waitForPageview(page, demo);
    await removeButton(page, 'Canvas Tote').click();
    await expect(undoButton(page)).toBeVisible();
    await undoButton(page).click();
    await expect(page.locator('.sf-cart__removed')).toHaveCount(0);
    await decrease(page, 'Linen Shirt').click();
    await expect(count(page)).toHaveText('3 items');

    await expect
      .poll(async () =>
        (await storedTelemetry(demo, context)).events.map((event) => [
          event.event,
          event.data['sku'] ?? null,
          event.data['quantity'] ?? null,
        ]),
      )
      .toEqual([
        ['view_cart', null, null],
        ['remove_from_cart', 'TOTE', 1],
        ['add_to_cart', 'TOTE', 1],
        ['remove_from_cart', 'SHIRT-M-IND', 1],
      ]);
  });
});

test.describe('the cart page as it loads', () => {
  for (const [name, viewport] of [
    ['on a desktop', { width: 1280, height: 800 }],
    ['at 320 px', { width: 320, height: 640 }],
  ] as const) {
    test(`${name}, the widget takes over the page's own markup without moving anything, and it is accessible`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await addThroughApi(page, shirt, 'SHIRT-M-IND', 2);
      await addThroughApi(page, seeded('gift-card'), 'GIFT-25', 1, {
        recipientName: 'Ada',
        recipientEmail: 'ada@example.com',
        message: '',
      });
      await page.goto('/cart');
      await settle(page);
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      expect(await layoutShiftsSoFar(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Nothing of the cart spills sideways on a phone.
      const rightmost = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('.sf-cart *')].map((element) => element.getBoundingClientRect().right)),
      );
      expect(rightmost).toBeLessThanOrEqual(viewport.width);
    });
  }

  test('what the shopper typed before the widget arrived is kept', async ({ page }) => {
    await page.goto('/');
    await addThroughApi(page, tote, 'TOTE', 1);
    // The cart chunk waits until the field has been typed into.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/storefront\/cart-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/cart');
    await quantityOf(page, 'Canvas Tote').fill('4');
    release();
    await settle(page);
    await expect(quantityOf(page, 'Canvas Tote')).toHaveValue('4');
    await expect(quantityOf(page, 'Canvas Tote')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(count(page)).toHaveText('4 items');
  });
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('taps change the quantity, remove and undo; the targets are 44 px', async ({ page, demo }) => {
    await openCart(page);
    const plus = increase(page, 'Canvas Tote');
    const box = await plus.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await plus.tap();
    await expect(count(page)).toHaveText('5 items');
    await removeButton(page, 'Linen Shirt').tap();
    await expect(undoButton(page)).toBeVisible();
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    await undoButton(page).tap();
    await expect(page.locator('.sf-cart__entry h2')).toHaveText(['Linen Shirt', 'Canvas Tote', 'Stoneware Vase']);
    expect(await stored(page, demo)).toEqual([FULL[0], { sku: 'TOTE', quantity: 2 }, FULL[2]]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quantity and removal are plain forms the platform answers with a redirect back to the cart', async ({ page, demo }) => {
    await openCart(page, { script: false });
    await expect(count(page)).toHaveText('4 items');

    await increase(page, 'Canvas Tote').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(quantityOf(page, 'Canvas Tote')).toHaveValue('2');
    await expect(count(page)).toHaveText('5 items');

    await quantityOf(page, 'Linen Shirt').fill('4');
    await page.keyboard.press('Enter');
    await expect(quantityOf(page, 'Linen Shirt')).toHaveValue('4');

    await decrease(page, 'Linen Shirt').click();
    await expect(quantityOf(page, 'Linen Shirt')).toHaveValue('3');
    expect(await stored(page, demo)).toEqual([
      { sku: 'SHIRT-M-IND', quantity: 3 },
      { sku: 'TOTE', quantity: 2 },
      { sku: 'VASE-STONE', quantity: 1 },
    ]);

    await removeButton(page, 'Canvas Tote').click();
    await expect(page).toHaveURL(/\/cart\?removed=/);
    await expect(page.locator('.sf-cart__removed')).toContainText('Canvas Tote was removed from your cart.');
    await undoButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.sf-cart__entry h2')).toHaveText(['Linen Shirt', 'Canvas Tote', 'Stoneware Vase']);
  });

  test('the page the platform writes, undo and alert included, is accessible as it stands', async ({ page, browser, demo }) => {
    await openCart(page, { script: false });
    await removeButton(page, 'Canvas Tote').click();
    await expect(page.locator('.sf-cart__removed')).toBeVisible();
    // axe runs as a script: the same pages, in a context with script but without the storefront's.
    const checker = await browser.newContext({
      javaScriptEnabled: true,
      baseURL: demo.url,
      storageState: await page.context().storageState(),
    });
    const checked = await checker.newPage();
    await checked.route('**/assets/storefront/**', (route) => route.abort());
    await checked.goto(page.url());
    await expect(checked.locator('.sf-cart__removed')).toBeVisible();
    expect(await accessibilityViolations(checked)).toEqual([]);

    await quantityOf(checked, 'Stoneware Vase').fill('3');
    await checked.keyboard.press('Enter');
    await expect(entry(checked, 'Stoneware Vase').getByRole('alert')).toBeVisible();
    expect(await accessibilityViolations(checked)).toEqual([]);
    await checker.close();
  });

  test('a refused quantity shows "Unable to update quantity" and the number the cart holds', async ({ page, demo }) => {
    await openCart(page, { script: false });
    await quantityOf(page, 'Stoneware Vase').fill('3');
    await page.keyboard.press('Enter');
    await expect(entry(page, 'Stoneware Vase').getByRole('alert')).toHaveText(
      'Unable to update quantitySorry, we do not have enough of that item available.',
    );
    await expect(quantityOf(page, 'Stoneware Vase')).toHaveValue('1');

    await quantityOf(page, 'Linen Shirt').fill('0');
    await page.getByRole('button', { name: 'Update' }).first().click();
    await expect(entry(page, 'Linen Shirt').getByRole('alert')).toHaveText('Unable to update quantityQuantity must be between 1 and 9999');
    expect(await stored(page, demo)).toEqual(FULL);
  });

  test('removing the last entry shows the empty cart with its undo', async ({ page }) => {
    await page.goto('/');
    await addThroughApi(page, tote, 'TOTE', 1);
    await page.goto('/cart');
    await removeButton(page, 'Canvas Tote').click();
    await expect(page.locator('.sf-cart')).toHaveClass('sf-cart empty');
    await expect(page.locator('.sf-cart__empty')).toContainText('Your cart is empty');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeHidden();
    await expect(undoButton(page)).toBeVisible();
  });
});

test.describe('a new visitor’s first adds that arrive together', () => {
  test('two presses in the same instant keep both items, in five fresh visits out of five', async ({ browser, demo }) => {
    // Five visits, each a fresh browser context: five times one test's work.
    test.setTimeout(150_000);
    for (let visit = 0; visit < 5; visit += 1) {
      const context = await browser.newContext({ baseURL: demo.url });
      const page = await context.newPage();
      await page.goto('/shop');
      await settle(page);
      const buttons = page.locator('.sqs-add-to-cart-button');
      // Canvas Tote and Wild Herbs Field Guide need no option: both are pressed in one task.
      const tote = page.locator('.product-card', { hasText: 'Canvas Tote' }).locator('.sqs-add-to-cart-button');
      const guide = page.locator('.product-card', { hasText: 'Wild Herbs Field Guide' }).locator('.sqs-add-to-cart-button');
      await expect(buttons.first()).toBeVisible();
      const [toteHandle, guideHandle] = [await tote.elementHandle(), await guide.elementHandle()];
      await page.evaluate(
        ([first, second]) => {
          (first as HTMLElement).click();
          (second as HTMLElement).click();
        },
        [toteHandle, guideHandle],
      );
      await expect(tote).toHaveText('Added!');
      await expect(guide).toHaveText('Added!');
      await expect(pill(page)).toHaveAccessibleName('Cart, 2 items');
      const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
      expect(cart.entries.map((added: { title: string }) => added.title).sort()).toEqual(['Canvas Tote', 'Wild Herbs Field Guide (eBook)']);
      await context.close();
    }
  });
});
