import type { Page } from '@playwright/test';
import { seedAccount } from '../../demo/server/accounts';
import {
  accessibilityViolations,
  chooseRadio,
  cookieValue,
  expect,
  recordApiCalls,
  seeded,
  settle,
  signInThroughApi,
  storedSignUps,
  switchOnFailure,
  test,
} from './fixtures';

// Restock sign-ups and scarcity on the engine's markup (spec 000 §3–§5, §8), and the merchant's
// manager (§7), tried by keyboard, with axe in every state and SQLite read for what was stored.

const SHIRT = seeded('linen-shirt');
const MUG = seeded('enamel-mug');
const variantId = (sku: string) => SHIRT.variants.find((variant) => variant.sku === sku)?.id ?? '';

const restockView = (page: Page) => page.locator('.product-restock-notification');
/** The sign-up widget's own chunk (`restock-<hash>.js`), not the calls' or the sign-up code's. */
const RESTOCK_ENTRY_CHUNK = /\/restock-[\w-]{7}\.js$/;

async function openShirtAt(page: Page, size: string, color: string): Promise<void> {
  await page.goto('/products/linen-shirt');
  await settle(page);
  await chooseRadio(page, size);
  await chooseRadio(page, color);
}

test.describe('the chosen variant', () => {
  test('shows the sold-out variant’s sign-up and the scarce variant’s message, and only theirs', async ({ page }) => {
    await page.goto('/products/linen-shirt');
    await settle(page);
    await expect(restockView(page)).toBeHidden();
    await expect(page.locator('.product-scarcity:visible')).toHaveCount(0);

    await chooseRadio(page, 'L');
    await chooseRadio(page, 'Natural');
    await expect(restockView(page)).toBeVisible();
    await expect(page.locator('.product-restock-cta')).toHaveText(
      'Sold out for now. Leave your email and we will tell you when it is back.',
    );
    await expect(page.locator('.product-scarcity:visible')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await chooseRadio(page, 'Indigo');
    await expect(restockView(page)).toBeHidden();
    await expect(page.locator('.product-scarcity:visible')).toHaveText('Only 2 left!');
    await chooseRadio(page, 'S');
    await expect(page.locator('.product-scarcity:visible')).toHaveText('Only 3 left!');
    await chooseRadio(page, 'M');
    await expect(page.locator('.product-scarcity:visible')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('loads the sign-up’s code only once a sign-up is shown, chosen by keyboard', async ({ page }) => {
    const restockChunks: string[] = [];
    page.on('request', (request) => {
      if (RESTOCK_ENTRY_CHUNK.test(request.url())) restockChunks.push(request.url());
    });
    await page.goto('/products/linen-shirt');
    await settle(page);
    expect(restockChunks).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Radio buttons by keyboard: the arrow keys move the choice within a group.
    await page.getByRole('radio', { name: 'S', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'Natural', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(restockView(page)).toBeVisible();
    await expect.poll(() => restockChunks.length).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a product that is sold out as a whole shows its sign-up from the start; one with few left its message', async ({ page }) => {
    const restockChunks: string[] = [];
    page.on('request', (request) => {
      if (RESTOCK_ENTRY_CHUNK.test(request.url())) restockChunks.push(request.url());
    });
    await page.goto('/products/enamel-mug');
    await settle(page);
    await expect(restockView(page)).toBeVisible();
    await expect.poll(() => restockChunks.length).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/products/stoneware-vase');
    await settle(page);
    await expect(page.locator('.product-scarcity')).toHaveText('Only 2 left!');
  });
});

test.describe('signing up', () => {
  test('checks the email, then signs up with the captcha and the page language; the merchant’s text replaces the form', async ({
    page,
    demo,
  }) => {
    const captchaScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/captcha-stand-in/enterprise.js')) captchaScripts.push(request.url());
    });
    await openShirtAt(page, 'L', 'Natural');
    const email = page.getByPlaceholder('Email address');
    const message = page.locator('.sf-restock__message');

    await email.focus();
    await page.keyboard.press('Enter');
    await expect(message).toHaveText('Email cannot be blank');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.type('ada@example');
    await page.keyboard.press('Enter');
    await expect(message).toHaveText('Email is invalid');
    expect(storedSignUps(demo)).toEqual([]);

    // The captcha's script is loaded on use: with the first sign-up that gets past the email checks.
    expect(captchaScripts).toEqual([]);
    await page.keyboard.type('.com');
    await page.keyboard.press('Enter');
    const success = page.getByRole('status').filter({ hasText: 'Thank you! We will email you when it is back in stock.' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(restockView(page).locator('form')).toHaveCount(0);
    expect(storedSignUps(demo)).toEqual([
      {
        email: 'ada@example.com',
        product_id: SHIRT.id,
        variant_id: variantId('SHIRT-L-NAT'),
        is_join_mailing_list: 0,
        language: 'en-US',
        notified: null,
      },
    ]);
    expect(captchaScripts).toHaveLength(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Signing up again is not an error, and stores no second row.
    await openShirtAt(page, 'L', 'Natural');
    await page.getByLabel('Also send me the shop newsletter').check();
    await page.getByPlaceholder('Email address').fill('Ada@Example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    expect(storedSignUps(demo)).toEqual([
      {
        email: 'ada@example.com',
        product_id: SHIRT.id,
        variant_id: variantId('SHIRT-L-NAT'),
        is_join_mailing_list: 1,
        language: 'en-US',
        notified: null,
      },
    ]);
  });

  test('an Enter pressed while the sign-up’s code is on its way is kept, then sent once when it arrives', async ({ page, demo }) => {
    // The sign-up's chunk is held until the shopper has pressed Enter in the server's form.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(RESTOCK_ENTRY_CHUNK, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    const signUps = recordApiCalls(page, '/api/site-users/account/notifications/restock');
    await page.goto('/products/enamel-mug');
    await expect.poll(() => held).toBe(true);
    const address = page.url();

    await page.getByPlaceholder('Email address').fill('kept@example.com');
    await page.getByPlaceholder('Email address').press('Enter');
    await expect(restockView(page)).toHaveAttribute('data-sf-press', 'kept');
    expect(page.url()).toBe(address);
    expect(signUps).toEqual([]);

    release();
    await expect(page.getByRole('status').filter({ hasText: /^Signed up!$/ })).toBeVisible();
    await settle(page);
    expect(page.url()).toBe(address);
    expect(signUps).toHaveLength(1);
    expect(signUps[0]?.method).toBe('POST');
    expect(storedSignUps(demo).filter((row) => row.email === 'kept@example.com')).toHaveLength(1);
  });

  test('says "Signed up!" without the merchant’s text, with the opt-in ticked by default', async ({ page, demo }) => {
    await page.goto('/products/enamel-mug');
    await settle(page);
    await expect(page.getByLabel('Also send me the shop newsletter')).toBeChecked();
    await page.getByPlaceholder('Email address').fill('grace@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Signed up!$/ })).toBeVisible();
    expect(storedSignUps(demo).find((row) => row.email === 'grace@example.com')).toMatchObject({
      product_id: MUG.id,
      variant_id: MUG.variants[0]?.id,
      is_join_mailing_list: 1,
    });
  });

  test('shows the server’s message when it fails, else asks to try again later; the form keeps what was typed', async ({
    page,
    context,
    demo,
  }) => {
    await page.goto('/products/enamel-mug');
    await settle(page);
    await switchOnFailure(context, demo, 'server-error');
    await page.getByPlaceholder('Email address').fill('lin@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.locator('.sf-restock__message')).toHaveText('The server could not complete this request. Please try again.');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.route('**/api/site-users/account/notifications/restock', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.locator('.sf-restock__message')).toHaveText('Unable to submit form. Please try again later.');
    await expect(page.getByPlaceholder('Email address')).toHaveValue('lin@example.com');
    expect(storedSignUps(demo).some((row) => row.email === 'lin@example.com')).toBe(false);
  });
});

test.describe('the owner’s restock manager', () => {
  /** Signs `email` up through the API as the widget does: a captcha token from the stand-in, then the sign-up. */
  async function signUp(page: Page, email: string, productId: string, variant: string): Promise<void> {
    const crumb = (await cookieValue(page.context(), 'crumb')) ?? '';
    const token = await page.request.post('/captcha-stand-in/token', {
      data: { sitekey: 'demo-stand-in-site-key', action: 'product_waitlist' },
    });
    const answer = await page.request.post('/api/site-users/account/notifications/restock', {
      data: {
        isJoinMailingList: false,
        productId,
        variantId: variant,
        siteVisitorEmail: email,
        recaptchaEnterpriseV3Token: (await token.json()).token,
        language: 'en-US',
      },
      headers: { 'X-CSRF-Token': crumb },
    });
    expect(answer.status()).toBe(200);
  }

  test('sends a visitor to sign in and shows a customer the 403 page, neither getting the manager', async ({ page }) => {
    const visitor = await page.goto('/config/restock');
    expect(visitor?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('[data-widget="restock-manager"]')).toHaveCount(0);
    expect((await page.request.get('/api/site-users/account/notifications/restock/groups')).status()).toBe(401);
    expect(await accessibilityViolations(page)).toEqual([]);

    await signInThroughApi(page, 'customer@example.com');
    const customer = await page.goto('/config/restock');
    expect(customer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    await expect(page.locator('main code')).toHaveText('restock:manage');
    await expect(page.locator('[data-widget="restock-manager"]')).toHaveCount(0);
    expect((await page.request.get('/api/site-users/account/notifications/restock/groups')).status()).toBe(403);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('lists every group page by page and a group’s sign-ups, sends one group, then sends all, by keyboard', async ({ page, demo }) => {
    await page.goto('/');
    for (let n = 1; n <= 6; n += 1) await signUp(page, `shopper${n}@example.com`, SHIRT.id, variantId('SHIRT-L-NAT'));
    await signUp(page, 'mug@example.com', MUG.id, MUG.variants[0]?.id ?? '');
    await signUp(page, 'shirt-s@example.com', SHIRT.id, variantId('SHIRT-S-NAT'));
    await signUp(page, 'shirt-m@example.com', SHIRT.id, variantId('SHIRT-M-IND'));

    // The owner signs in on the page the manager sends a visitor to, by keyboard, and comes back to it.
    const owner = seedAccount('owner@example.com');
    await page.goto('/config/restock');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/config/restock');
    await settle(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'SiteUserSecureAuthToken')?.httpOnly).toBe(true);

    const status = page.locator('.sf-restock-manager__status');
    // At least four groups (other tests of this worker sign up too): more than one page of three.
    const stored = storedSignUps(demo);
    const groups = new Set(stored.map((row) => `${row.product_id}/${row.variant_id}`)).size;
    const waiting = stored.filter((row) => row.notified === null).length;
    expect(groups).toBeGreaterThanOrEqual(4);
    await expect(status).toHaveText(`${groups} groups, ${waiting} sign-ups waiting`);
    await expect(page.locator('tbody tr')).toHaveCount(groups);
    expect(await accessibilityViolations(page)).toEqual([]);

    const shirtL = page.locator('tbody tr').filter({ hasText: 'L / Natural' });
    await shirtL.getByRole('button', { name: 'Show sign-ups of Linen Shirt, L / Natural' }).press('Enter');
    // Six sign-ups: more than one page of five.
    const shirtLSignUps = stored.filter((row) => row.variant_id === variantId('SHIRT-L-NAT')).length;
    expect(shirtLSignUps).toBeGreaterThanOrEqual(6);
    await expect(shirtL.locator('li')).toHaveCount(shirtLSignUps);
    await expect(shirtL.locator('li').filter({ hasText: 'shopper1@example.com' })).toHaveText('shopper1@example.com (waiting)');
    expect(await accessibilityViolations(page)).toEqual([]);

    await shirtL.getByRole('button', { name: 'Send the restock email to Linen Shirt, L / Natural' }).press('Enter');
    await expect(status).toHaveText(`Sent to ${shirtLSignUps} sign-ups of Linen Shirt, L / Natural.`);
    await expect(shirtL.locator('td').nth(2)).toHaveText('0');
    await expect(shirtL.locator('li').filter({ hasText: 'shopper1@example.com' })).toHaveText('shopper1@example.com (sent)');
    expect(
      storedSignUps(demo)
        .filter((row) => row.variant_id === variantId('SHIRT-L-NAT'))
        .every((row) => row.notified !== null),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send all' }).press('Enter');
    await expect(status).toHaveText(`Sent to ${waiting - shirtLSignUps} sign-ups in ${groups - 1} groups.`);
    expect(storedSignUps(demo).every((row) => row.notified !== null)).toBe(true);
    await expect(page.getByRole('button', { name: 'Send all' })).toHaveAttribute('aria-disabled', 'true');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
