import type { Page } from '@playwright/test';
import {
  addToCartButton,
  appendAddToCartButton,
  chooseRadio,
  cookieValue,
  ENTRIES_PATH,
  expect,
  openProduct,
  recordApiCalls,
  seeded,
  storedEntries,
  test,
} from './fixtures';

// Buying each product type from its page as a shopper would (spec 000 §4): choose, add, see
// Adding… then Added!, and find the entry stored. Needs the built bundle in dist/.

async function storedFor(page: Page, demo: Parameters<typeof storedEntries>[0]) {
  return storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '');
}

test.describe('a physical product with options, as radio buttons', () => {
  test('choosing resolves the variant: its price and image show, and the add stores that SKU and quantity', async ({ page, demo }) => {
    await openProduct(page, 'linen-shirt');
    await expect(page.locator('.product-price')).toHaveText('from $48.00');
    await expect(page.getByRole('img', { name: 'Linen Shirt in Natural' })).toBeVisible();

    await chooseRadio(page, 'Indigo');
    await chooseRadio(page, 'M');
    await expect(page.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    await expect(page.locator('.product-price')).toHaveText('$52.00');
    await expect(page.getByRole('img', { name: 'Linen Shirt in Indigo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Linen Shirt in Natural' })).toBeHidden();

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Adding…');
    await expect(page.locator('a.sf-cart-pill')).toContainText('2');
    await expect(addToCartButton(page)).toHaveText('Added!');
    await expect(addToCartButton(page)).toHaveText('Add To Cart', { timeout: 5_000 });
    expect(await storedFor(page, demo)).toEqual([{ sku: 'SHIRT-M-IND', quantity: 2 }]);
  });

  test('a sold-out variant shows its badge and a disabled "Sold Out" button; another variant brings the label back', async ({ page }) => {
    await openProduct(page, 'linen-shirt');
    await chooseRadio(page, 'L');
    await chooseRadio(page, 'Natural');
    await expect(addToCartButton(page)).toHaveText('Sold Out');
    await expect(addToCartButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.product-mark')).toHaveText('sold out');
    const calls = recordApiCalls(page, ENTRIES_PATH);
    // A disabled button: the click must reach it anyway, and do nothing.
    await addToCartButton(page).click({ force: true });

    await chooseRadio(page, 'Indigo');
    await expect(addToCartButton(page)).toHaveText('Add To Cart');
    await expect(addToCartButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.product-mark')).toBeHidden();
    expect(calls).toEqual([]);
  });
});

test.describe('the state machine, on a controlled clock', () => {
  test('Adding… while the add runs, Added! 1 s after success for 2 s, then the label again', async ({ page }) => {
    await page.clock.install();
    await openProduct(page, 'canvas-tote');
    await page.clock.pauseAt(Date.now() + 20_000);

    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Adding…');
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    // The add has answered; "Added!" waits for 1 s of page time.
    await page.clock.runFor(900);
    await expect(addToCartButton(page)).toHaveText('Adding…');
    await page.clock.runFor(200);
    await expect(addToCartButton(page)).toHaveText('Added!');
    await page.clock.runFor(1_800);
    await expect(addToCartButton(page)).toHaveText('Added!');
    await page.clock.runFor(300);
    await expect(addToCartButton(page)).toHaveText('Add To Cart');
  });

  test('a second click while adding sends no second request', async ({ page, demo }) => {
    const calls = recordApiCalls(page, ENTRIES_PATH);
    await openProduct(page, 'canvas-tote');
    // Forced: while busy the button is aria-disabled, which Playwright would otherwise wait out.
    await addToCartButton(page).click();
    await addToCartButton(page).click({ force: true });
    await addToCartButton(page).click({ force: true });
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await storedFor(page, demo)).toEqual([{ sku: 'TOTE', quantity: 1 }]);
  });
});

test.describe('every product type', () => {
  test('digital: the e-book is added without a stock check, quantity 1', async ({ page, demo }) => {
    const stock = recordApiCalls(page, '/api/commerce/inventory/stock/');
    await openProduct(page, 'wild-herbs-field-guide');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(stock).toEqual([]);
    expect(await storedFor(page, demo)).toEqual([{ sku: 'EBOOK-HERBS', quantity: 1 }]);
  });

  test('subscribable: the button reads Subscribe, offers no quantity, and starts a subscription instead of adding', async ({
    page,
    demo,
  }) => {
    await openProduct(page, 'single-origin-coffee');
    await expect(page.locator('.product-price')).toHaveText('$18.00 every month');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Select Grind' }).selectOption('Ground');
    await expect(addToCartButton(page)).toHaveText('Subscribe');
    await addToCartButton(page).click();
    // The subscription has a cart of its own (subscriptions.spec.ts); the shopper's cart is untouched.
    await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
    expect(await storedFor(page, demo)).toEqual([]);
  });

  test('on sale: choosing a variant shows its sale price and keeps the sale badge', async ({ page, demo }) => {
    await openProduct(page, 'merino-scarf');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Rust');
    await expect(page.locator('.product-price')).toHaveText('Sale Price:$49.00 Original Price:$65.00');
    await expect(page.locator('.product-mark')).toHaveText('sale');
    await expect(page.getByRole('img', { name: 'Merino Wool Scarf in Rust' })).toBeVisible();
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(await storedFor(page, demo)).toEqual([{ sku: 'SCARF-RUST', quantity: 1 }]);
  });

  test('sold out: the whole product’s button is "Sold Out" and disabled from the start', async ({ page }) => {
    await openProduct(page, 'enamel-mug');
    await expect(addToCartButton(page)).toHaveText('Sold Out');
    await expect(addToCartButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(addToCartButton(page)).toHaveAttribute('data-state', 'sold-out');
  });

  test('priced in yen: the last one, on sale, is added at its sale price', async ({ page }) => {
    await openProduct(page, 'indigo-noren');
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
    expect(cart.entries[0]).toMatchObject({ chosenVariant: { sku: 'NOREN-INDIGO' }, purchasePriceCents: 9800 });
  });
});

test.describe('express checkout', () => {
  test('Buy Now adds the product and goes straight to checkout, which shows the cart', async ({ page, demo }) => {
    await openProduct(page, 'canvas-tote');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(page.getByRole('row', { name: /Canvas Tote/ })).toContainText('$24.00');
    expect(await storedFor(page, demo)).toEqual([{ sku: 'TOTE', quantity: 1 }]);
  });
});

test.describe('a merchant’s own markup', () => {
  test('a hand-written button for one SKU adds that SKU, sharing the product’s quantity input', async ({ page, demo }) => {
    await openProduct(page, 'stoneware-vase');
    const vase = seeded('stoneware-vase');
    await appendAddToCartButton(page, { parent: '.product-details', itemId: vase.id, sku: 'VASE-STONE', label: 'Take it home' });
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Take it home' }).click();
    await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
    expect(await storedFor(page, demo)).toEqual([{ sku: 'VASE-STONE', quantity: 2 }]);
  });
});
