import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { seedAccount } from '../../demo/server/accounts';
import type { DemoServer } from './demo-server';
import {
  accessibilityViolations,
  addThroughApi,
  cookieValue,
  expect,
  recordApiCalls,
  recordScripts,
  seeded,
  settle,
  signInThroughApi,
  test,
} from './fixtures';
import { pageviewPaths, waitForPageview, waitForTelemetry } from './telemetry-fixtures';

// Site accounts in Chromium: the header's account link and its dialog, sessions across a browser
// restart, the cart following the account, the language, members-only pages; by mouse and by
// keyboard, with axe in every state and SQLite read for what was stored.

const TOTE = seeded('canvas-tote');
const VASE = seeded('stoneware-vase');
const CUSTOMER = seedAccount('customer@example.com');
const SESSION_PATH = '/api/site-users/account/session';

const accountLink = (page: Page) => page.locator('header [data-widget="account"] a');
const dialog = (page: Page) => page.getByRole('dialog');
const pill = (page: Page) => page.locator('a.sf-cart-pill');

/** Opens the header's account dialog with a click, as a shopper does. */
async function openAccount(page: Page): Promise<void> {
  await accountLink(page).click();
  await expect(dialog(page)).toBeVisible();
}

/** Signs in through the header's dialog, and waits for the page to come back signed in. */
async function signInWithDialog(page: Page, email: string, { rememberMe = false } = {}): Promise<void> {
  await openAccount(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(seedAccount(email).password);
  if (rememberMe) await dialog(page).getByLabel('Remember me').check();
  await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign in' }).click()]);
  await settle(page);
}

/** The stored carts: whose each is, and its entries by SKU and quantity. */
function storedCarts(demo: DemoServer): { siteUserId: string | null; entries: string }[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT c.site_user_id AS siteUserId, group_concat(e.sku || ' × ' || e.quantity, ', ') AS entries
           FROM carts c LEFT JOIN cart_entries e ON e.cart_id = c.id GROUP BY c.id ORDER BY c.rowid`,
      )
      .all() as { siteUserId: string | null; entries: string }[];
  } finally {
    db.close();
  }
}

function storedLanguage(demo: DemoServer, email: string): string | null {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT language FROM site_users WHERE email = ?').get(email) as { language: string | null }).language;
  } finally {
    db.close();
  }
}

/** A new browser context holding what the old one stored, as a browser restarted holds it: session cookies gone. */
async function restart(context: BrowserContext, baseURL: string): Promise<BrowserContext> {
  const state = await context.storageState();
  const browser = context.browser()!;
  await context.close();
  return browser.newContext({ baseURL, storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } });
}

test.describe('signing in', () => {
  test('from the header’s dialog: the page comes back with the account in the header, axe clean throughout', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/blog');
    await settle(page);
    await expect(accountLink(page)).toHaveText('Sign in');
    expect(await scripts.downloadedReact()).toBe(false);

    await openAccount(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign in');
    await expect(dialog(page).getByLabel('Email')).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page).getByText('Enter your email address.')).toBeVisible();
    await expect(dialog(page).getByText('Enter your password.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog(page).getByLabel('Email').fill(CUSTOMER.email);
    await dialog(page).getByLabel('Password').fill(CUSTOMER.password);
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign in' }).click()]);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await expect(accountLink(page)).toHaveText('Your account: Casey Customer');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'SiteUserSecureAuthToken')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      expires: -1,
    });
    // The members-only post is listed whole now.
    await expect(page.locator('article.post-summary', { hasText: 'The kiln log, for members' }).locator('.post-excerpt')).toBeVisible();

    await openAccount(page);
    await expect(dialog(page)).toHaveAccessibleName('Your account');
    await expect(dialog(page)).toContainText('Signed in as customer@example.com');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a signed-in visitor whose cart is empty downloads no React until the dialog is opened', async ({ page }) => {
    await page.goto('/');
    await signInThroughApi(page, 'webmanager@example.com');
    const scripts = recordScripts(page);
    await page.goto('/gallery');
    await settle(page);
    await expect(accountLink(page)).toHaveText('Your account: Wes Webmanager');
    expect(await scripts.downloadedReact()).toBe(false);
    await openAccount(page);
    expect(await scripts.downloadedReact()).toBe(true);
  });

  test('with a wrong password: an alert says so, the password is cleared, nothing is signed in', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await openAccount(page);
    await dialog(page).getByLabel('Email').fill(CUSTOMER.email);
    await dialog(page).getByLabel('Password').fill('not-my-password');
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('The email or password is incorrect.');
    await expect(dialog(page).getByLabel('Password')).toHaveValue('');
    await expect(dialog(page).getByLabel('Password')).toBeFocused();
    expect(await cookieValue(page.context(), 'SiteUserSecureAuthToken')).toBeUndefined();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('with "Remember me", survives a browser restart; without it, does not', async ({ browser, baseURL }) => {
    const first = await browser.newContext({ baseURL: baseURL! });
    const page = await first.newPage();
    await page.goto('/');
    await settle(page);
    await signInWithDialog(page, CUSTOMER.email, { rememberMe: true });
    const remembered = await restart(first, baseURL!);
    const again = await remembered.newPage();
    await again.goto('/');
    await expect(accountLink(again)).toHaveText('Your account: Casey Customer');
    await remembered.close();

    const context = await browser.newContext({ baseURL: baseURL! });
    const other = await context.newPage();
    await other.goto('/');
    await settle(other);
    await signInWithDialog(other, CUSTOMER.email);
    await expect(accountLink(other)).toHaveText('Your account: Casey Customer');
    const forgotten = await restart(context, baseURL!);
    const after = await forgotten.newPage();
    await after.goto('/');
    await expect(accountLink(after)).toHaveText('Sign in');
    await forgotten.close();
  });

  test('by keyboard alone: the link opens the dialog, the form signs in, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    await accountLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel('Email')).toBeFocused();
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByLabel('Password')).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByLabel('Remember me')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog(page).getByLabel('Remember me')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Sign in' })).toBeFocused();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await settle(page);
    await expect(accountLink(page)).toHaveText('Your account: Casey Customer');

    await accountLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName('Your account');
    // Focus stays in the dialog: Tab wraps from its last control to its first.
    for (let tab = 0; tab < 8; tab += 1) await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(accountLink(page)).toBeFocused();
  });

  test('on a phone, 320 px wide with touch: the dialog fits the screen and every control takes a tap', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL: baseURL!, viewport: { width: 320, height: 640 }, hasTouch: true });
    const page = await phone.newPage();
    await page.goto('/');
    await settle(page);
    // The header's own layout on phones is the theme's; the dialog is the widget's.
    await accountLink(page).dispatchEvent('click');
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    for (const control of [dialog(page).getByLabel('Email'), dialog(page).getByRole('button', { name: 'Sign in' })]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    await dialog(page).getByLabel('Email').tap();
    await page.keyboard.type(CUSTOMER.email);
    await dialog(page).getByLabel('Password').tap();
    await page.keyboard.type(CUSTOMER.password);
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign in' }).tap()]);
    await expect(accountLink(page)).toHaveText('Your account: Casey Customer');
    await phone.close();
  });
});

test.describe('signing out', () => {
  test('keeping the cart: the device keeps a copy, the account its own', async ({ page, demo }) => {
    await page.goto('/');
    await signInThroughApi(page, CUSTOMER.email);
    await addThroughApi(page, TOTE, 'TOTE', 2);
    await page.goto('/');
    await settle(page);
    await expect(pill(page)).toHaveAccessibleName(/Cart, \d+ items/);
    const held = await pill(page).textContent();

    await openAccount(page);
    await dialog(page).getByLabel('Keep my cart on this device').check();
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign out' }).click()]);
    await settle(page);
    await expect(accountLink(page)).toHaveText('Sign in');
    await expect(pill(page)).toHaveText(held!);
    expect(await cookieValue(page.context(), 'CART')).toMatch(/^[\w-]{32}$/);
    const carts = storedCarts(demo);
    expect(carts.filter((cart) => cart.siteUserId === CUSTOMER.id)).toHaveLength(1);
  });

  test('not keeping the cart: the device has none until the account signs in again', async ({ page }) => {
    await page.goto('/');
    await signInThroughApi(page, CUSTOMER.email);
    await addThroughApi(page, TOTE, 'TOTE', 1);
    await page.goto('/');
    await settle(page);
    await expect(pill(page)).toBeVisible();

    await openAccount(page);
    await expect(dialog(page).getByLabel('Keep my cart on this device')).not.toBeChecked();
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign out' }).click()]);
    await settle(page);
    await expect(accountLink(page)).toHaveText('Sign in');
    await expect(pill(page)).toHaveCount(0);
    expect(await cookieValue(page.context(), 'CART')).toBeUndefined();

    await signInWithDialog(page, CUSTOMER.email);
    await expect(pill(page)).toBeVisible();
  });

  test('tries a crumb failure exactly once more, then is signed out', async ({ page }) => {
    await page.goto('/');
    await signInThroughApi(page, CUSTOMER.email);
    await page.goto('/');
    await settle(page);
    const deletes: string[] = [];
    await page.route(`**${SESSION_PATH}?*`, async (route) => {
      deletes.push(route.request().method());
      if (deletes.length === 1) return route.fulfill({ status: 401, json: { crumbFail: true, error: 'Invalid crumb' } });
      return route.continue();
    });
    await openAccount(page);
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Sign out' }).click()]);
    await settle(page);
    expect(deletes).toEqual(['DELETE', 'DELETE']);
    await expect(accountLink(page)).toHaveText('Sign in');
  });

  test('says so when the retry fails too, after exactly two tries, still signed in', async ({ page }) => {
    await page.goto('/');
    await signInThroughApi(page, CUSTOMER.email);
    await page.goto('/');
    await settle(page);
    let tries = 0;
    await page.route(`**${SESSION_PATH}?*`, (route) => {
      tries += 1;
      return route.fulfill({ status: 401, json: { crumbFail: true, error: 'Invalid crumb' } });
    });
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Unable to sign out. Your session has expired. Please reload the page and try again.',
    );
    expect(tries).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('the account’s language', () => {
  test('is saved when picked and the page opens in it; a custom-code language changes only the page', async ({ page, demo }) => {
    await page.goto('/');
    await signInThroughApi(page, 'member@example.com');
    await page.goto('/shop');
    await settle(page);
    const calls = recordApiCalls(page, '/api/site-users/account/locale');

    await openAccount(page);
    await expect(dialog(page).getByLabel('Language')).toHaveValue('en-US');
    await dialog(page).getByLabel('Language').selectOption('fr-CA');
    await Promise.all([page.waitForURL('**/shop?locale=fr-CA'), dialog(page).getByRole('button', { name: 'Change language' }).click()]);
    await settle(page);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(storedLanguage(demo, 'member@example.com')).toBe('fr-CA');
    await expect(page.locator('script[src$="storefront.js"]')).toHaveAttribute('data-locale', 'fr-CA');

    await openAccount(page);
    await expect(dialog(page).getByLabel('Language')).toHaveValue('fr-CA');
    await dialog(page).getByLabel('Language').selectOption('es-MX');
    await Promise.all([page.waitForURL('**/shop?locale=es-MX'), dialog(page).getByRole('button', { name: 'Change language' }).click()]);
    expect(calls).toHaveLength(1);
    expect(storedLanguage(demo, 'member@example.com')).toBe('fr-CA');
  });
});

test.describe('the cart follows the account', () => {
  test('a guest cart merges into the account’s at sign-in: quantities add, the stock limit holds, the shopper is told', async ({
    page,
    browser,
    baseURL,
    demo,
  }) => {
    await page.goto('/');
    // The account already holds a tote and a vase, put there on another device.
    const laptop = await browser.newContext({ baseURL: baseURL! });
    const laptopPage = await laptop.newPage();
    await signInThroughApi(laptopPage, 'editor@example.com');
    await addThroughApi(laptopPage, TOTE, 'TOTE', 1);
    await addThroughApi(laptopPage, VASE, 'VASE-STONE', 1);
    await laptop.close();

    await addThroughApi(page, TOTE, 'TOTE', 2);
    await addThroughApi(page, VASE, 'VASE-STONE', 2);
    await page.goto('/');
    await settle(page);
    await expect(pill(page)).toHaveText('4');

    await openAccount(page);
    await dialog(page).getByLabel('Email').fill('editor@example.com');
    await dialog(page).getByLabel('Password').fill(seedAccount('editor@example.com').password);
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page).getByRole('status')).toHaveText('Not added to your cart: 1 × Stoneware Vase (not enough in stock).');
    await expect(dialog(page).getByRole('button', { name: 'Continue' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await settle(page);
    await expect(pill(page)).toHaveText('5');
    expect(storedCarts(demo).filter((cart) => cart.siteUserId === seedAccount('editor@example.com').id)).toEqual([
      { siteUserId: seedAccount('editor@example.com').id, entries: 'TOTE × 3, VASE-STONE × 2' },
    ]);
    expect(await cookieValue(page.context(), 'CART')).toBeUndefined();
  });
});

test.describe('members-only pages', () => {
  test('a guest gets the lock screen, signs in on it and reads the post', async ({ page }) => {
    const locked = await page.goto('/blog/kiln-log-for-members');
    expect(locked?.status()).toBe(401);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members only');
    await expect(page.locator('main')).not.toContainText('First ramp');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.locator('main').getByLabel('Email').fill(CUSTOMER.email);
    await page.locator('main').getByLabel('Password').fill(CUSTOMER.password);
    await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/blog/kiln-log-for-members');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The kiln log, for members');
    await expect(page.locator('.post-body')).toContainText('First ramp');
  });

  test('a customer is told the club’s page is not open to the account; the member whose role is viewer reads it', async ({ page }) => {
    await page.goto('/');
    await signInThroughApi(page, CUSTOMER.email);
    const denied = await page.goto('/blog/club-glaze-recipes');
    expect(denied?.status()).toBe(403);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not open to your account');
    await expect(page.locator('main')).not.toContainText('Celadon');
    expect(await accessibilityViolations(page)).toEqual([]);

    await signInThroughApi(page, 'member@example.com');
    const open = await page.goto('/blog/club-glaze-recipes');
    expect(open?.status()).toBe(200);
    await expect(page.locator('.post-body')).toContainText('Celadon');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('census pageviews of signed-in visitors', () => {
  test('are skipped for a customer, and counted for the member whose only role is viewer', async ({ page, context, demo }) => {
    await page.goto('/');
    await waitForPageview(page, demo, '/');
    await signInThroughApi(page, CUSTOMER.email);
    await page.goto('/shop');
    await waitForTelemetry(page);
    await signInThroughApi(page, 'member@example.com');
    // The member's census call is a write of the session: it carries the session's xsrf token.
    await page.goto('/blog');
    await waitForPageview(page, demo, '/blog');
    expect(await pageviewPaths(demo, context)).toEqual(['/', '/blog']);
  });
});
