import type { Locator, Page } from '@playwright/test';
import {
  addThroughApi,
  addToCartButton,
  chooseRadio,
  cookieValue,
  ENTRIES_PATH,
  expect,
  openProduct,
  recordApiCalls,
  seeded,
  settle,
  storedEntries,
  switchOffFailure,
  switchOnFailure,
  test,
} from './fixtures';

// Every refusal and failure of an add reaches the shopper in a role="alert" region, titled and
// worded exactly as spec 000 §5 and §8 say, and nothing the shopper chose or typed is lost.

function alert(page: Page): Locator {
  return page.locator('.sf-add-to-cart-message [role="alert"]');
}

async function expectAlert(page: Page, title: string, message: string): Promise<void> {
  await expect(alert(page)).toHaveText(`${title}${message}`);
  await expect(alert(page).locator('.sf-alert__title')).toHaveText(title);
}

test.describe('checks before any request (spec 000 §5)', () => {
  test('every option must be chosen: the two-option and one-option wordings', async ({ page }) => {
    const calls = recordApiCalls(page, ENTRIES_PATH);
    await openProduct(page, 'linen-shirt');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Please select the Size and Color options.');

    await chooseRadio(page, 'M');
    // The choice made the message stale: it goes.
    await expect(alert(page)).toHaveCount(0);
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Please select the Color option.');
    expect(calls).toEqual([]);
  });

  test('three options: the list wording; a combination nobody makes is unavailable', async ({ page }) => {
    await openProduct(page, 'wool-socks');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Please select the Size, Color and Length options.');

    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('S');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Oat');
    await page.getByRole('combobox', { name: 'Select Length' }).selectOption('Ankle');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Sorry, that item variant is unavailable. Please select another variant.');
  });

  test('the quantity must be a whole number', async ({ page }) => {
    const calls = recordApiCalls(page, ENTRIES_PATH);
    await openProduct(page, 'stoneware-vase');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    for (const typed of ['1.5', '']) {
      await quantity.fill(typed);
      await addToCartButton(page).click();
      await expectAlert(page, 'Unable to Add Item', 'Quantity must be a whole number');
      await expect(addToCartButton(page)).toHaveText('Add To Cart', { timeout: 3_000 });
    }
    await expect(quantity).toHaveValue('');
    expect(calls).toEqual([]);
  });

  test('a gift card needs its denomination', async ({ page }) => {
    await openProduct(page, 'gift-card');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to purchase Gift Card', 'Select a denomination for the Gift Card.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('stock (GET stock, then the check)', () => {
  test('more than is left is refused before anything is added', async ({ page }) => {
    const calls = recordApiCalls(page, ENTRIES_PATH);
    const stock = recordApiCalls(page, '/api/commerce/inventory/stock/');
    await openProduct(page, 'stoneware-vase');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Sorry, we do not have enough of that item available.');
    expect(stock).toHaveLength(1);
    expect(calls).toEqual([]);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  });

  test('what the cart already holds counts', async ({ page, demo }) => {
    await openProduct(page, 'stoneware-vase');
    expect((await addThroughApi(page, seeded('stoneware-vase'), 'VASE-STONE', 2)).status()).toBe(200);
    await page.reload();
    await settle(page);
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Sorry, we do not have enough of that item available.');
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'VASE-STONE', quantity: 2 }]);
  });

  test('a product list learns from the stock answer that a product is sold out', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    const mug = page.locator(`.product-card[data-item-id="${seeded('enamel-mug').id}"]`);
    await mug.locator('.sqs-add-to-cart-button').click();
    await expect(mug.locator('.sf-add-to-cart-message [role="alert"]')).toHaveText(
      'Unable to Add ItemSorry, we do not have enough of that item available.',
    );
    await expect(mug.locator('.sqs-add-to-cart-button')).toHaveText('Sold Out');
    await expect(mug.locator('.sqs-add-to-cart-button')).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('platform failures (spec 000 §8)', () => {
  for (const [failure, message] of [
    ['rate-limit', 'Please try again in a few seconds.'],
    ['crumb', 'Your session has expired. Please reload the page and try again.'],
    ['server-error', 'The server could not complete this request. Please try again.'],
  ] as const) {
    test(`${failure}: "${message}", and the shopper's choice stays`, async ({ page, demo, context }) => {
      await openProduct(page, 'linen-shirt');
      await chooseRadio(page, 'S');
      await chooseRadio(page, 'Indigo');
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await switchOnFailure(context, demo, failure);

      await addToCartButton(page).click();
      await expectAlert(page, 'Unable to Add Item', message);
      await expect(addToCartButton(page)).toHaveText('Add To Cart', { timeout: 3_000 });
      await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Indigo' })).toBeChecked();
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
      expect(await cookieValue(context, 'CART')).toBeUndefined();

      // Once the platform answers again, the same choice goes in and the alert goes away.
      await switchOffFailure(context);
      await addToCartButton(page).click();
      await expect(alert(page)).toHaveCount(0);
      await expect(addToCartButton(page)).toHaveText('Added!');
      expect(storedEntries(demo, (await cookieValue(context, 'CART')) ?? '')).toEqual([{ sku: 'SHIRT-S-IND', quantity: 2 }]);
    });
  }

  test('a crumb failure with cookies disabled asks for cookies instead', async ({ page, demo, context }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }));
    await switchOnFailure(context, demo, 'crumb');
    await openProduct(page, 'canvas-tote');
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Please enable cookies in your browser, reload the page, and try again.');
  });

  test('otherwise the server’s own message is shown', async ({ page }) => {
    await openProduct(page, 'canvas-tote');
    await addToCartButton(page).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    await openProduct(page, 'matcha-bowl');
    await page.getByRole('combobox', { name: 'Select Glaze' }).selectOption('Kuro');
    await addToCartButton(page).click();
    await expectAlert(
      page,
      'Unable to Add Item',
      'This cart is priced in USD, and "Matcha Bowl" is priced in JPY. A cart holds one currency.',
    );
  });

  test('idle comes back 1 s after a failure, the alert stays', async ({ page, demo, context }) => {
    await page.clock.install();
    await switchOnFailure(context, demo, 'rate-limit');
    await openProduct(page, 'canvas-tote');
    await page.clock.pauseAt(Date.now() + 20_000);
    await addToCartButton(page).click();
    await expectAlert(page, 'Unable to Add Item', 'Please try again in a few seconds.');
    await expect(addToCartButton(page)).toHaveText('Adding…');
    await page.clock.runFor(900);
    await expect(addToCartButton(page)).toHaveText('Adding…');
    await page.clock.runFor(200);
    await expect(addToCartButton(page)).toHaveText('Add To Cart');
    await expect(alert(page)).toBeVisible();
  });

  test('express checkout is titled "Unable to Purchase Item" and stays on the page', async ({ page, demo, context }) => {
    await switchOnFailure(context, demo, 'rate-limit');
    await openProduct(page, 'canvas-tote');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.locator('.express-checkout .sf-add-to-cart-message [role="alert"]')).toHaveText(
      'Unable to Purchase ItemPlease try again in a few seconds.',
    );
    expect(new URL(page.url()).pathname).toBe('/products/canvas-tote');
  });
});
