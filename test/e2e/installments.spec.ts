import type { Page } from '@playwright/test';
import { accessibilityViolations, addThroughApi, expect, seeded, settle, test } from './fixtures';

// The installments pill and its modal (spec 000 §2, §5, §7), tried as a shopper does: every locale's
// provider, both edges of the range, the chosen variant, the cart, the keyboard, and axe in each state.

const pill = (page: Page) => page.locator('.sf-installments');
const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity' });

async function openTote(page: Page, locale?: string): Promise<void> {
  await page.goto(`/products/canvas-tote${locale === undefined ? '' : `?locale=${locale}`}`);
  await settle(page);
}

test.describe('the provider follows the locale', () => {
  for (const [locale, twoTotes] of [
    ['en-US', 'or 4 interest-free payments of $12.00 with Afterpay'],
    ['en-CA', 'or 4 interest-free payments of US$12.00 with Afterpay'],
    ['fr-CA', 'or 4 interest-free payments of 12,00\u00a0$\u00a0US with Afterpay'],
    ['en-AU', 'or 4 interest-free payments of USD\u00a012.00 with Afterpay'],
    ['en-NZ', 'or 4 interest-free payments of US$12.00 with Afterpay'],
    ['en-GB', 'or 4 interest-free payments of US$12.00 with Clearpay'],
  ] as const) {
    test(`${locale}: ${twoTotes.endsWith('Clearpay') ? 'the sister brand' : 'the provider'}, amounts in the store currency`, async ({
      page,
    }) => {
      await openTote(page, locale);
      await quantity(page).fill('2');
      await expect(page.locator('.sf-installments__text')).toHaveText(twoTotes);
      await expect(pill(page)).toHaveAttribute('data-provider', twoTotes.endsWith('Clearpay') ? 'clearpay' : 'afterpay');
    });
  }

  for (const locale of ['de-DE', 'fr-FR', 'en-IE']) {
    test(`${locale}: an unsupported pair shows no pill`, async ({ page }) => {
      await openTote(page, locale);
      await quantity(page).fill('2');
      await expect(page.locator('.sqs-add-to-cart-button')).toBeVisible();
      await expect(pill(page)).toHaveCount(0);
    });
  }
});

test('the range: exactly the minimum is out, exactly the maximum is in, typed with the keyboard', async ({ page }) => {
  await openTote(page);
  const text = page.locator('.sf-installments__text');
  await expect(text).toHaveText('Afterpay available for orders over $24.00');
  expect(await accessibilityViolations(page)).toEqual([]);

  await quantity(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(text).toHaveText('or 4 interest-free payments of $12.00 with Afterpay');
  await expect(pill(page)).toHaveAttribute('data-kind', 'in-range');
  await quantity(page).fill('10');
  await expect(text).toHaveText('or 4 interest-free payments of $60.00 with Afterpay');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowUp');
  await expect(text).toHaveText('Afterpay available for orders up to $240.00');
  await expect(pill(page)).toHaveAttribute('data-kind', 'out-of-range');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the pill follows the chosen variant', async ({ page }) => {
  await page.goto('/products/linen-shirt');
  await settle(page);
  const text = page.locator('.sf-installments__text');
  await expect(text).toHaveText('or 4 interest-free payments of $12.00 with Afterpay');
  await page.locator('.variant-radiobtn-wrapper label').filter({ hasText: /^M$/ }).click();
  await page
    .locator('.variant-radiobtn-wrapper label')
    .filter({ hasText: /^Indigo$/ })
    .click();
  await expect(text).toHaveText('or 4 interest-free payments of $13.00 with Afterpay');
  await quantity(page).fill('5');
  await expect(text).toHaveText('Afterpay available for orders up to $240.00');
});

test.describe('the information modal', () => {
  test('opens with Enter, shows the provider page sandboxed, passes axe, closes with Space and gives focus back', async ({ page }) => {
    await openTote(page);
    const learnMore = page.getByRole('button', { name: 'Learn more' });
    await learnMore.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Paying in installments with Afterpay' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    await expect(page.frameLocator('.sf-installments-info__frame').getByRole('heading')).toHaveText('Shop now. Pay later with Afterpay.');
    // The provider's page cannot reach the store's page: its own origin is opaque.
    const origin = await page
      .frames()
      .find((candidate) => candidate !== page.mainFrame())
      ?.evaluate(() => window.origin);
    expect(origin).toBe('null');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press(' ');
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('closes with Enter on its close button, and with Escape', async ({ page }) => {
    await openTote(page, 'en-GB');
    const learnMore = page.getByRole('button', { name: 'Learn more' });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Paying in installments with Clearpay' });
    await expect(page.frameLocator('.sf-installments-info__frame').getByRole('heading')).toHaveText('Shop now. Pay later with Clearpay.');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();
  });

  test('a provider page that cannot load is only logged; the modal still closes cleanly', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/products/canvas-tote?demo-fault=installments-info');
    await settle(page);
    await page.getByRole('button', { name: 'Learn more' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paying in installments with Afterpay' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => errors.some((error) => error.includes("The installments provider's page could not load"))).toBe(true);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Learn more' })).toBeFocused();
  });
});

test('the cart page’s pill follows the cart, live, when another tab adds', async ({ page, context }) => {
  await page.goto('/');
  await addThroughApi(page, seeded('canvas-tote'), 'TOTE', 1);
  await page.goto('/cart');
  await settle(page);
  const text = page.locator('.sf-installments__text');
  await expect(text).toHaveText('Afterpay available for orders over $24.00');
  expect(await accessibilityViolations(page)).toEqual([]);

  const other = await context.newPage();
  await other.goto('/products/canvas-tote');
  await settle(other);
  await other.locator('.sqs-add-to-cart-button').click();
  await expect(other.locator('.sqs-add-to-cart-button')).toHaveText('Added!');

  await expect(text).toHaveText('or 4 interest-free payments of $12.00 with Afterpay');
  expect(await accessibilityViolations(page)).toEqual([]);
});
