import Database from 'better-sqlite3';
import { accessibilityViolations, expect, pageWith, seeded, servePage, settle, switchOnFailure, test } from './fixtures';
import type { DemoServer } from './demo-server';

// Subscriptions (spec 000 §5, §7): the price with its billing period and duration, and a Subscribe
// button that starts a subscription of its own and goes to its checkout, by keyboard.

function storedSubscriptions(demo: DemoServer): { token: string; sku: string; quantity: number }[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT token, sku, quantity FROM subscription_carts ORDER BY created, rowid').all() as {
      token: string;
      sku: string;
      quantity: number;
    }[];
  } finally {
    db.close();
  }
}

for (const [slug, price] of [
  ['single-origin-coffee', '$18.00 every month'],
  ['flower-bunch', '$35.00 every 2 weeks for 12 weeks'],
  ['tea-club', '$26.00 every 3 months for 1 year'],
  ['weekly-yoga', '$15.00 every week for 1 year'],
] as const) {
  test(`${slug} reads "${price}" with a Subscribe button`, async ({ page }) => {
    await page.goto(`/products/${slug}`);
    await settle(page);
    await expect(page.locator('.product-price')).toHaveText(price);
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Subscribe');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
  });
}

test('Subscribe, by keyboard, starts a subscription and opens its checkout; the cart is left alone', async ({ page, demo }) => {
  await page.goto('/products/tea-club');
  await settle(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.locator('.sqs-add-to-cart-button').focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
  const token = new URL(page.url()).searchParams.get('cartToken');
  expect(storedSubscriptions(demo).find((row) => row.token === token)).toEqual({ token, sku: 'TEA-CLUB', quantity: 1 });
  await expect(page.getByRole('heading', { name: 'Subscription checkout' })).toBeVisible();
  await expect(page.locator('.subscription-price')).toHaveText('$26.00 every 3 months for 1 year');
  await expect(page.locator('main dl')).toContainText('Loose-Leaf Tea Club');
  await expect(page.locator('[data-widget="cart-pill"]')).toBeEmpty();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a subscription with options subscribes to the chosen variant, with Space', async ({ page, demo }) => {
  await page.goto(`/products/single-origin-coffee`);
  await settle(page);
  await page.getByRole('combobox', { name: 'Select Grind' }).selectOption('Ground');
  await page.locator('.sqs-add-to-cart-button').focus();
  await page.keyboard.press(' ');
  await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
  const token = new URL(page.url()).searchParams.get('cartToken');
  expect(storedSubscriptions(demo).find((row) => row.token === token)?.sku).toBe('COFFEE-GROUND');
  await expect(page.locator('main dl')).toContainText('Ground');
  await expect(page.locator('.subscription-price')).toHaveText('$18.00 every month');
});

test('a subscription that fails says why, titled "Unable to Purchase Item", and stays on the page', async ({ page, context, demo }) => {
  await page.goto(`/products/${seeded('weekly-yoga').slug}`);
  await settle(page);
  await switchOnFailure(context, demo, 'rate-limit');
  await page.locator('.sqs-add-to-cart-button').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to Purchase Item');
  await expect(alert).toContainText('Please try again in a few seconds.');
  expect(page.url()).toMatch(/\/products\/weekly-yoga$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Subscribe');
});

test('a subscribable product without a usable plan reads "Unavailable" for the chosen variant', async ({ page, demo }) => {
  const variants = [
    { id: 'v1', sku: 'BOX-S', attributes: { Size: 'S' }, priceMoney: { value: '20.00', currency: 'USD' }, unlimited: true },
    { id: 'v2', sku: 'BOX-L', attributes: { Size: 'L' }, priceMoney: { value: '30.00', currency: 'USD' }, unlimited: true },
  ];
  const attribute = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
  const product = { id: 'box', structuredContent: { productType: 1, isSubscribable: true, variants, variantOptionOrdering: ['Size'] } };
  await servePage(
    page,
    demo,
    '/subscription-box',
    pageWith(
      `<main><article data-item-id="box"><h1>Snack box</h1><div class="product-price">from $20.00</div>
<div class="product-variants" data-item-id="box" data-variants="${attribute(variants)}" data-is-subscribable="true">
<label>Size <select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option><option value="S">S</option><option value="L">L</option></select></label>
</div></article></main>`,
      { pageType: 50, product },
    ),
  );
  await page.goto('/subscription-box');
  await settle(page);
  await page.getByRole('combobox', { name: 'Select Size' }).selectOption('L');
  await expect(page.locator('.product-price')).toHaveText('Unavailable');
});
