import { SEED_CATALOGUE } from '../../demo/server/store';
import { accessibilityViolations, cookieValue, expect, layoutShiftsSoFar, settle, storedEntries, test } from './fixtures';

// What every product page owes every shopper: mounting the widgets moves nothing, the keyboard
// alone buys, and an accessibility check passes idle, with an error showing and with the modal open.

test.describe('mounting shifts no layout', () => {
  for (const path of [...SEED_CATALOGUE.map((product) => `/products/${product.slug}`), '/shop']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await layoutShiftsSoFar(page)).toEqual([]);
    });
  }

  test('on the cart page, where entries’ additional fields mount', async ({ page }) => {
    await page.goto('/products/gift-card');
    await settle(page);
    await page
      .locator('.variant-radiobtn-wrapper label')
      .filter({ hasText: /^\$25$/ })
      .click();
    await page.locator('.sqs-add-to-cart-button').click();
    await page.getByLabel('Recipient name').fill('Ada');
    await page.getByLabel('Recipient email').fill('ada@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!');

    await page.goto('/cart');
    await settle(page);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(await layoutShiftsSoFar(page)).toEqual([]);
  });
});

test.describe('the keyboard alone', () => {
  test('chooses radio options, types a quantity and adds', async ({ page, demo }) => {
    await page.goto('/products/linen-shirt');
    await settle(page);
    await page.locator('main a').first().focus();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Natural' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    await expect(page.locator('.product-price')).toHaveText('$52.00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(page.locator('.sqs-add-to-cart-button')).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!');
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'SHIRT-M-IND', quantity: 2 }]);
  });

  test('chooses from dropdowns, presses Space on the button, fills the form and sends it with Enter', async ({ page, demo }) => {
    await page.goto('/products/pottery-workshop');
    await settle(page);
    await page.getByRole('combobox', { name: 'Select Session' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Select Session' })).toHaveValue('Saturday morning');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.sqs-add-to-cart-button')).toBeFocused();
    await page.keyboard.press(' ');

    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    // From the empty first choice: None yet, then A little.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Left-handed');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Book a Place' })).toBeFocused();
    await page.keyboard.press('Enter');

    // "Added!" shows for 2 s only: look for it first, then for the closed dialog.
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const [row] = await (
      await page.request.get('/api/commerce/shopping-cart')
    )
      .json()
      .then((cart: { entries: { additionalFields: string }[] }) => cart.entries);
    expect(JSON.parse(row?.additionalFields ?? 'null')).toEqual({
      participant: ['Grace', 'Hopper'],
      experience: 'A little',
      notes: 'Left-handed',
    });
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'WORKSHOP-SAT', quantity: 1 }]);
  });
});

test.describe('an accessibility check passes', () => {
  test('on a product page: idle, showing an error, and with the additional-fields modal open', async ({ page }) => {
    await page.goto('/products/gift-card');
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.getByRole('alert')).toHaveText('Unable to purchase Gift CardSelect a denomination for the Gift Card.');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .locator('.variant-radiobtn-wrapper label')
      .filter({ hasText: /^\$50$/ })
      .click();
    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('dialog').getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('on the product list, with "Select Option" showing', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    await page.locator('.product-card').first().locator('.sqs-add-to-cart-button').click();
    await expect(page.locator('.product-card').first().getByRole('alert')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
