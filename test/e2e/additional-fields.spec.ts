import type { Locator, Page } from '@playwright/test';
import {
  addToCartButton,
  chooseRadio,
  cookieValue,
  expect,
  openProduct,
  seeded,
  settle,
  storedEntriesWithFields,
  switchOffFailure,
  switchOnFailure,
  test,
} from './fixtures';

// A product's additional-fields form in the modal lightbox (spec 000 §2, §4): close control,
// Escape, focus kept inside and given back; the answers travel with the add and can be edited on
// the cart page ("Saving…"). Needs the built bundle in dist/.

const GIFT = { recipientName: 'Ada Lovelace', recipientEmail: 'ada@example.com', message: 'Happy birthday' };

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function openGiftCard(page: Page): Promise<void> {
  await openProduct(page, 'gift-card');
  await chooseRadio(page, '\\$50');
}

async function fillGift(page: Page, answers: typeof GIFT): Promise<void> {
  await dialog(page).getByLabel('Recipient name').fill(answers.recipientName);
  await dialog(page).getByLabel('Recipient email').fill(answers.recipientEmail);
  await dialog(page).getByLabel('Message').fill(answers.message);
}

async function stored(page: Page, demo: Parameters<typeof storedEntriesWithFields>[0]) {
  return storedEntriesWithFields(demo, (await cookieValue(page.context(), 'CART')) ?? '');
}

test.describe('before adding', () => {
  test('opens as a modal named by the form, focus on its first field, kept inside, Escape closes and focus returns', async ({ page }) => {
    await openGiftCard(page);
    await addToCartButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName('Gift Card Details');
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(dialog(page).getByLabel('Recipient name')).toBeFocused();

    // Tab runs through the form and wraps from the close control back to the first field.
    for (const name of ['Recipient email', 'Message']) {
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByLabel(name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Add To Cart' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByLabel('Recipient name')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(addToCartButton(page)).toBeFocused();
  });

  test('the close control closes it, and what was typed is still there when it opens again', async ({ page }) => {
    await openGiftCard(page);
    await addToCartButton(page).click();
    await dialog(page).getByLabel('Recipient name').fill('Ada');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(addToCartButton(page)).toBeFocused();
    await addToCartButton(page).click();
    await expect(dialog(page).getByLabel('Recipient name')).toHaveValue('Ada');
  });

  test('refuses what the form refuses, with each error above its field and focus on the first', async ({ page }) => {
    await openGiftCard(page);
    await addToCartButton(page).click();
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('One or more fields is invalid, please check your entries.');
    await expect(dialog(page).getByLabel('Recipient name')).toBeFocused();
    await expect(dialog(page).getByLabel('Recipient name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page).getByLabel('Recipient name')).toHaveAccessibleDescription('Required');

    await dialog(page).getByLabel('Recipient name').fill('Ada');
    await dialog(page).getByLabel('Recipient email').fill('ada@');
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog(page).getByLabel('Recipient email')).toHaveAccessibleDescription(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await expect(dialog(page).getByLabel('Recipient email')).toBeFocused();
    await expect(dialog(page).getByLabel('Recipient name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('counts the characters of a text area with a limit', async ({ page }) => {
    await openGiftCard(page);
    await addToCartButton(page).click();
    await expect(dialog(page).getByText('0 / 200')).toBeVisible();
    await dialog(page).getByLabel('Message').fill('Hello');
    await expect(dialog(page).getByLabel('Message')).toHaveAccessibleDescription('5 / 200');
  });

  test('the answers are added with the gift card, exactly as typed', async ({ page, demo }) => {
    await openGiftCard(page);
    // The add is held back until the test has seen focus come back (the "added" popover takes it next).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/commerce/shopping-cart/entries', async (route) => {
      await released;
      await route.continue();
    });
    await addToCartButton(page).click();
    await fillGift(page, GIFT);
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(addToCartButton(page)).toBeFocused();
    await expect(addToCartButton(page)).toHaveText('Adding…');
    release();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(await stored(page, demo)).toEqual([{ sku: 'GIFT-50', quantity: 1, additionalFields: GIFT }]);
  });

  test('a failed add keeps the answers and is titled for the gift card', async ({ page, demo, context }) => {
    await openGiftCard(page);
    await switchOnFailure(context, demo, 'server-error');
    await addToCartButton(page).click();
    await fillGift(page, GIFT);
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.locator('.sf-add-to-cart-message [role="alert"]')).toHaveText(
      'Unable to purchase Gift CardThe server could not complete this request. Please try again.',
    );
    await switchOffFailure(context);
    await expect(addToCartButton(page)).toHaveText('Add To Cart', { timeout: 3_000 });
    await addToCartButton(page).click();
    await expect(dialog(page).getByLabel('Recipient email')).toHaveValue(GIFT.recipientEmail);
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(await stored(page, demo)).toEqual([{ sku: 'GIFT-50', quantity: 1, additionalFields: GIFT }]);
  });

  test('a service with a form and a custom label: the form submits with that label, with the quantity chosen', async ({ page, demo }) => {
    await page.goto('/products/pottery-workshop');
    await settle(page);
    await page.getByRole('combobox', { name: 'Select Session' }).selectOption('Saturday morning');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCartButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Participant Details');
    const participant = dialog(page).getByRole('group', { name: 'Participant' });
    await participant.getByLabel('First Name').fill('Grace');
    await participant.getByLabel('Last Name').fill('Hopper');
    await dialog(page).getByLabel('Experience at the wheel').selectOption('A little');
    await dialog(page).getByRole('button', { name: 'Book a Place' }).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect(await stored(page, demo)).toEqual([
      { sku: 'WORKSHOP-SAT', quantity: 2, additionalFields: { participant: ['Grace', 'Hopper'], experience: 'A little', notes: '' } },
    ]);
  });
});

test.describe('on the cart page', () => {
  async function cartWithGiftCard(page: Page): Promise<void> {
    await openGiftCard(page);
    await addToCartButton(page).click();
    await fillGift(page, GIFT);
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    await page.goto('/cart');
    await settle(page);
  }

  function entry(page: Page): Locator {
    return page.locator('.sf-cart__entry', { has: page.getByRole('heading', { name: 'Gift Card' }) });
  }

  test('lists the answers with the entry’s quantity', async ({ page }) => {
    await cartWithGiftCard(page);
    await expect(entry(page).locator('dl')).toHaveText('Recipient nameAda LovelaceRecipient emailada@example.comMessageHappy birthday');
    await expect(entry(page).getByRole('spinbutton', { name: 'Quantity of Gift Card' })).toHaveValue('1');
  });

  test('Edit opens the form filled in; Save shows "Saving…", then the new answers, stored', async ({ page, demo }) => {
    await cartWithGiftCard(page);
    const entryId = (await (await page.request.get('/api/commerce/shopping-cart')).json()).entries[0].id as string;
    // Hold the update back until the test has seen "Saving…".
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/commerce/shopping-cart/entries/${entryId}/additionalFields`, async (route) => {
      await released;
      await route.continue();
    });

    await entry(page).getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Gift Card Details');
    await expect(dialog(page).getByLabel('Recipient email')).toHaveValue(GIFT.recipientEmail);
    await dialog(page).getByLabel('Message').fill('Many happy returns');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    release();

    await expect(dialog(page)).toHaveCount(0);
    await expect(entry(page).getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(entry(page).locator('dl')).toContainText('MessageMany happy returns');
    expect(await stored(page, demo)).toEqual([
      { sku: 'GIFT-50', quantity: 1, additionalFields: { ...GIFT, message: 'Many happy returns' } },
    ]);
    await page.reload();
    await expect(entry(page).locator('dl')).toContainText('MessageMany happy returns');
  });

  test('a failed save shows the error in the form and keeps what was typed', async ({ page, demo, context }) => {
    await cartWithGiftCard(page);
    await switchOnFailure(context, demo, 'rate-limit');
    await entry(page).getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByLabel('Message').fill('Many happy returns');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Please try again in a few seconds.');
    await expect(dialog(page).getByLabel('Message')).toHaveValue('Many happy returns');
    await expect(dialog(page).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled', 'true');

    await switchOffFailure(context);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect((await stored(page, demo))[0]?.additionalFields).toEqual({ ...GIFT, message: 'Many happy returns' });
  });

  test('the same gift card for two recipients is two entries', async ({ page, demo }) => {
    await cartWithGiftCard(page);
    await page.goto('/products/gift-card');
    await settle(page);
    await page
      .locator('.variant-radiobtn-wrapper label')
      .filter({ hasText: /^\$50$/ })
      .click();
    await addToCartButton(page).click();
    await fillGift(page, { recipientName: 'Grace', recipientEmail: 'grace@example.com', message: '' });
    await dialog(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(addToCartButton(page)).toHaveText('Added!');
    expect((await stored(page, demo)).map((row) => row.additionalFields)).toEqual([
      GIFT,
      { recipientName: 'Grace', recipientEmail: 'grace@example.com', message: '' },
    ]);
    await page.goto('/cart');
    await expect(entry(page)).toHaveCount(2);
    expect(seeded('gift-card').additionalFieldsForm?.name).toBe('Gift Card Details');
  });
});
