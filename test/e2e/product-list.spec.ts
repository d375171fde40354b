import type { Locator, Page } from '@playwright/test';
import { cookieValue, expect, recordApiCalls, seeded, settle, storedEntries, test } from './fixtures';

// The product list's add to cart (spec 000 §4): options missing → "Select Option", disabled for
// 2 s; sold out → "Sold Out", disabled; the label comes back when it is enabled again.

function card(page: Page, slug: string): Locator {
  return page.locator(`.product-card[data-item-id="${seeded(slug).id}"]`);
}

function button(page: Page, slug: string): Locator {
  return card(page, slug).locator('.sqs-add-to-cart-button');
}

async function openShop(page: Page): Promise<void> {
  await page.goto('/shop');
  await settle(page);
}

test('options missing: "Select Option", disabled for 2 s, then the label again, with the message in an alert', async ({ page }) => {
  const calls = recordApiCalls(page, '/api/commerce/shopping-cart/entries');
  await page.clock.install();
  await openShop(page);
  await page.clock.pauseAt(Date.now() + 20_000);

  await button(page, 'linen-shirt').click();
  await expect(button(page, 'linen-shirt')).toHaveText('Select Option');
  await expect(button(page, 'linen-shirt')).toHaveAttribute('aria-disabled', 'true');
  await expect(card(page, 'linen-shirt').getByRole('alert')).toHaveText('Unable to Add ItemPlease select the Size and Color options.');
  await page.clock.runFor(1_900);
  await expect(button(page, 'linen-shirt')).toHaveText('Select Option');
  await page.clock.runFor(200);
  await expect(button(page, 'linen-shirt')).toHaveText('Add To Cart');
  await expect(button(page, 'linen-shirt')).not.toHaveAttribute('aria-disabled', 'true');
  expect(calls).toEqual([]);
});

test('a sold-out choice shows "Sold Out", disabled; another choice gives the label back', async ({ page }) => {
  await openShop(page);
  const sizes = card(page, 'linen-shirt').getByRole('combobox', { name: 'Select Size' });
  const colors = card(page, 'linen-shirt').getByRole('combobox', { name: 'Select Color' });
  await sizes.selectOption('L');
  await colors.selectOption('Natural');
  await expect(button(page, 'linen-shirt')).toHaveText('Sold Out');
  await expect(button(page, 'linen-shirt')).toHaveAttribute('aria-disabled', 'true');
  await colors.selectOption('Indigo');
  await expect(button(page, 'linen-shirt')).toHaveText('Add To Cart');
  await expect(button(page, 'linen-shirt')).not.toHaveAttribute('aria-disabled', 'true');
});

test('adds from the list: each card adds its own product, the custom label stays the card’s', async ({ page, demo }) => {
  await openShop(page);
  await card(page, 'pottery-workshop').getByRole('combobox', { name: 'Select Session' }).selectOption('Sunday afternoon');
  await expect(button(page, 'pottery-workshop')).toHaveText('Book a Place');

  await card(page, 'leather-notebook').getByRole('combobox', { name: 'Select Size' }).selectOption('A6');
  await expect(card(page, 'leather-notebook').locator('.product-price')).toHaveText('€29.00');
  await button(page, 'leather-notebook').click();
  await expect(button(page, 'leather-notebook')).toHaveText('Added!');
  await expect(page.locator('a.sf-cart-pill')).toContainText('1');

  await card(page, 'beeswax-candles').getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await button(page, 'beeswax-candles').click();
  await expect(button(page, 'beeswax-candles')).toHaveText('Added!');
  expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([
    { sku: 'NOTEBOOK-A6', quantity: 1 },
    { sku: 'CANDLES-PAIR', quantity: 2 },
  ]);
});

test('a card far down a long list mounts its add to cart as the shopper nears it, and a press made before then adds all the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openShop(page);
  await expect(button(page, 'canvas-tote')).toHaveAttribute('data-sf-press', 'live');
  const far = button(page, 'beeswax-candles');
  await expect(far).not.toHaveAttribute('data-sf-press');

  // Pressed where it is, without scrolling to it (as a screen reader's activation does).
  await far.dispatchEvent('click');
  await expect(far).toHaveText('Added!');
  await expect(page.locator('a.sf-cart-pill')).toContainText('1');

  const next = button(page, 'tea-club');
  await expect(next).not.toHaveAttribute('data-sf-press');
  await next.scrollIntoViewIfNeeded();
  await expect(next).toHaveAttribute('data-sf-press', 'live');
  await expect(next).toHaveText('Subscribe');
});
