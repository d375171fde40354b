import type { Locator, Page } from '@playwright/test';
import { addToCartButton, appendAddToCartButton, cookieValue, expect, seeded, settle, storedEntries, test } from './fixtures';

// The foundation's cart flow in a real browser, against the contract: add-to-cart button → shared
// cart store → platform API → cart pill and "added" popover. Needs the built bundle in dist/.

const tote = seeded('canvas-tote');

function pill(page: Page): Locator {
  return page.locator('a.sf-cart-pill');
}

function popover(page: Page): Locator {
  return page.locator('.sf-cart-popover');
}

test.describe('adding to the cart', () => {
  test('shows the count in the cart pill and the "added" popover under it', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    await expect(pill(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add To Cart' }).click();

    await expect(pill(page)).toBeVisible();
    await expect(pill(page)).toHaveAttribute('href', '/cart');
    await expect(pill(page)).toContainText('1');
    await expect(pill(page)).toHaveAccessibleName(/cart/i);
    await expect(pill(page)).toHaveAccessibleName(/\b1\b/);

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/sf-cart-popover/);
    await expect(dialog).toContainText('Added to cart');
    await expect(dialog).toContainText('Canvas Tote');
    await expect(dialog).toHaveAccessibleName(/Added to cart/);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    // 16px below the cart pill, once any entrance animation has finished.
    await expect
      .poll(async () => {
        const [pillBox, popoverBox] = await Promise.all([pill(page).boundingBox(), dialog.boundingBox()]);
        return pillBox && popoverBox ? Math.round(popoverBox.y - (pillBox.y + pillBox.height)) : undefined;
      })
      .toBe(16);
  });

  test('the popover closes itself 3000 ms after it opens', async ({ page }) => {
    await page.clock.install();
    await page.goto('/products/canvas-tote');
    await settle(page);
    // From here on, page time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 20_000);

    await addToCartButton(page).click();
    let elapsed = 0;
    while (!(await popover(page).isVisible())) {
      expect(elapsed, 'the popover should open within 5 s of page time').toBeLessThan(5_000);
      await page.clock.runFor(50);
      elapsed += 50;
    }
    // It opened during the last 50 ms step at the latest.
    await page.clock.runFor(2_900);
    await expect(popover(page)).toBeVisible();
    await page.clock.runFor(150);
    await expect(popover(page)).toBeHidden();
  });

  test('Escape closes the popover and focus is back on the button that added', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    await addToCartButton(page).click();
    await expect(popover(page)).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(popover(page)).toBeHidden();
    await expect(addToCartButton(page)).toBeFocused();
  });

  test('the Close button closes the popover and focus returns to the button that added', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    await addToCartButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(popover(page)).toBeVisible();

    await popover(page).getByRole('button', { name: 'Close' }).click();

    await expect(popover(page)).toBeHidden();
    await expect(addToCartButton(page)).toBeFocused();
  });

  test('a second tab shows the new count without a reload', async ({ page, context }) => {
    await page.goto('/products/canvas-tote');
    const second = await context.newPage();
    await second.goto('/');
    await Promise.all([settle(page), settle(second)]);
    await expect(pill(second)).toHaveCount(0);

    await addToCartButton(page).click();
    await expect(pill(page)).toContainText('1');
    await expect(pill(second)).toContainText('1');

    // Back to its idle label, the button can add again.
    await expect(addToCartButton(page)).toHaveText('Add To Cart', { timeout: 10_000 });
    await addToCartButton(page).click();
    await expect(pill(page)).toContainText('2');
    await expect(pill(second)).toContainText('2');
  });

  test('a cart of more than 100 shows 100+', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    // A button added after load, as a merchant's custom HTML block would: the loader mounts it too.
    await appendAddToCartButton(page, { parent: 'main', itemId: tote.id, sku: 'TOTE', quantity: 101, label: 'Add To Cart' });

    await page.locator('button[data-quantity="101"]').click();

    await expect(pill(page)).toContainText('100+');
    const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
    expect(cart.totalQuantity).toBe(101);
  });

  test('the cart survives a server restart, and its row is in SQLite', async ({ page, demo }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    await addToCartButton(page).click();
    await expect(pill(page)).toContainText('1');
    const token = await cookieValue(page.context(), 'CART');
    expect(token).toBeDefined();

    await demo.restart();

    expect(storedEntries(demo, token ?? '')).toEqual([{ sku: 'TOTE', quantity: 1 }]);
    await page.reload();
    await expect(pill(page)).toContainText('1');
    await page.goto('/cart');
    await expect(page.locator('.sf-cart__entry', { hasText: 'Canvas Tote' }).locator('.sf-cart__line-total')).toHaveText('Total $24.00');
  });
});
