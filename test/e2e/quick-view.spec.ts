import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, cookieValue, expect, seeded, settle, storedEntries, test } from './fixtures';

// The quick view (issue 3): the engine's button on a list card opens the product's block in the
// storefront's modal, whose widgets mount there as on the product page.

const shirt = seeded('linen-shirt');

function quickViewButton(page: Page, slug: string): Locator {
  return page.locator(`.product-card[data-item-id="${seeded(slug).id}"]`).getByRole('button', { name: 'Quick View' });
}

async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/shop${query}`);
  await settle(page);
}

test('opens by mouse, records the quick view, asks for the options, adds a chosen variant to the cart and gives focus back', async ({
  page,
  demo,
}) => {
  await openShop(page);
  const recorded = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/census/RecordQuickView/${shirt.id}`);
  await quickViewButton(page, 'linen-shirt').click();

  const dialog = page.getByRole('dialog', { name: 'Linen Shirt' });
  await expect(dialog).toBeVisible();
  expect((await recorded).method()).toBe('POST');
  await expect(dialog.locator('.product-price')).toHaveText('from $48.00');

  // A detail view, though the page is a listing: options missing are asked for as on the product page.
  const add = dialog.locator('.sqs-add-to-cart-button');
  await add.click();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to Add ItemPlease select the Size and Color options.');
  await expect(add).toHaveText('Add To Cart');
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');

  await dialog.locator('.variant-radiobtn-wrapper label').filter({ hasText: /^M$/ }).click();
  await dialog
    .locator('.variant-radiobtn-wrapper label')
    .filter({ hasText: /^Indigo$/ })
    .click();
  await expect(dialog.locator('.product-price')).toHaveText('$52.00');
  await expect(dialog.locator('.variant-radiobtn:checked')).toHaveCount(2);
  await add.click();
  await expect(add).toHaveText('Added!');
  await expect(page.locator('a.sf-cart-pill')).toContainText('1');
  expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'SHIRT-M-IND', quantity: 1 }]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(quickViewButton(page, 'linen-shirt')).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('opens with Enter and Space, keeps focus inside, closes on Escape and gives focus back; axe passes while open', async ({ page }) => {
  await openShop(page);
  const button = quickViewButton(page, 'merino-scarf');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Merino Wool Scarf' });
  await expect(dialog.locator('.sqs-add-to-cart-button')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Tab goes round the dialog's controls and never leaves it.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('shows the block in the page’s locale: the en-GB shop’s quick view offers the sister brand', async ({ page }) => {
  await openShop(page, '?locale=en-GB');
  await quickViewButton(page, 'canvas-tote').click();
  const dialog = page.getByRole('dialog', { name: seeded('canvas-tote').name });
  await expect(dialog.locator('.sf-installments')).toHaveAttribute('data-provider', 'clearpay');
});

test('a block that cannot load leaves an alert in the dialog, which still closes', async ({ page }) => {
  await openShop(page, '?demo-fault=quick-view');
  await quickViewButton(page, 'linen-shirt').click();
  const dialog = page.getByRole('dialog', { name: 'Quick View' });
  await expect(dialog.getByRole('alert')).toHaveText('Unable to load this product. Please try again later.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(quickViewButton(page, 'linen-shirt')).toBeFocused();
});

test('its code is downloaded on the first open only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openShop(page);
  const dialogCode = () => scripts.filter((path) => /\/(quick-view-dialog|sanitize)-/.test(path));
  expect(dialogCode()).toEqual([]);
  await quickViewButton(page, 'merino-scarf').click();
  await expect(page.getByRole('dialog', { name: 'Merino Wool Scarf' })).toBeVisible();
  expect(dialogCode()).toHaveLength(2);
});
