import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import Database from 'better-sqlite3';
import { seedAccount } from '../../demo/server/accounts';
import { type Product, SEED_CATALOGUE } from '../../demo/server/store';
import { SEED_PROMO_POPUP } from '../../demo/server/forms';
import { DemoServer } from './demo-server';

export { expect };

/**
 * `demo`: one demo server per worker, on a free port with a throwaway data directory; tests may
 * stop or restart it. `baseURL` points at it, so `page.goto('/shop')` works. `strictPolicy`, on
 * for every test: the demo serves a strict Content-Security-Policy (no inline style or script but
 * the page's own, by nonce), and anything it blocks in any page of the test — said on the console,
 * or reported to the demo's `/api/csp-reports` — fails the test.
 */
export const test = base.extend<{ strictPolicy: void; promoPopupSeen: boolean }, { demo: DemoServer }>({
  demo: [
    // Playwright reads a fixture's dependencies from this pattern; the server needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `storefront-kit-e2e-${workerInfo.workerIndex}-`));
      const server = await DemoServer.start(dataDir);
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(demo.url);
  },
  // The demo's promotional pop-up opens over the journal a few seconds in. Every context plays a
  // visitor who has seen it already, so it never covers another test's page; its own tests say
  // `test.use({ promoPopupSeen: false })`.
  promoPopupSeen: [true, { option: true }],
  context: async ({ context, promoPopupSeen }, use) => {
    if (promoPopupSeen) {
      await context.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ value: 0 }));
        } catch {
          // A page whose storage is off falls back to cookies, where the pop-up finds nothing either way.
        }
      }, SEEN_PROMO_POPUP_KEY);
    }
    await use(context);
  },
  strictPolicy: [
    async ({ context, demo }, use) => {
      const blocked: string[] = [];
      context.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) blocked.push(`${message.location().url}: ${message.text()}`);
      });
      const reportedBefore = cspReports(demo).length;
      await use();
      // A report leaves the page a moment after the console line; the console has it already.
      const reported = cspReports(demo)
        .slice(reportedBefore)
        .map((report) => `reported from ${report.documentUri}: ${report.directive} blocked ${report.blockedUri}`);
      expect([...blocked, ...reported], 'what the Content-Security-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});

/** Where the storefront remembers that the visitor saw the demo's seeded pop-up (the expiring storage's key). */
export const SEEN_PROMO_POPUP_KEY = `storefront-kit:promo-popup:${SEED_PROMO_POPUP.id}`;

/** The Content-Security-Policy violations the demo has stored, oldest first (read-only). */
function cspReports(demo: DemoServer): { documentUri: string; directive: string; blockedUri: string }[] {
  // A server a test stopped, or one that never started, has nothing to read.
  if (!existsSync(demo.databaseFile)) return [];
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT document_uri AS documentUri, directive, blocked_uri AS blockedUri FROM csp_reports ORDER BY id').all() as {
      documentUri: string;
      directive: string;
      blockedUri: string;
    }[];
  } finally {
    db.close();
  }
}

/** A product of the seed catalogue, by slug. */
export function seeded(slug: string): Product {
  const product = SEED_CATALOGUE.find((candidate) => candidate.slug === slug);
  if (product === undefined) throw new Error(`No seeded product "${slug}"`);
  return product;
}

export const LOADER_PATH = '/assets/storefront/storefront.js';

/** What every React 19 build carries and no other chunk of ours does: the element type symbol's key. */
const REACT_MARKER = 'react.transitional.element';

export interface ScriptLog {
  /** Every JavaScript file the page downloaded, by path. */
  paths(): Promise<string[]>;
  /** Whether any of them is (or bundles) React. */
  downloadedReact(): Promise<boolean>;
}

/** Starts recording the JavaScript a page downloads; call before navigating. */
export function recordScripts(page: Page): ScriptLog {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ path: new URL(response.url()).pathname, body })),
    );
  });
  return {
    paths: async () => (await Promise.all(scripts)).map((script) => script.path),
    downloadedReact: async () => (await Promise.all(scripts)).some((script) => script.body.includes(REACT_MARKER)),
  };
}

/** Waits until the loader has run and the page has gone quiet, so every chunk it wanted has arrived. */
export async function settle(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => 'StorefrontKit' in window, undefined, { timeout: 10_000 });
  } catch (error) {
    throw new Error(`The storefront loader did not start on ${page.url()}: is dist/ built (npm run build)?`, { cause: error });
  }
  await page.waitForLoadState('networkidle');
}

/** Where the storefront adds to the cart (spec 000 §7). */
export const ENTRIES_PATH = '/api/commerce/shopping-cart/entries';

/** Opens a product's page and waits for its widgets. */
export async function openProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`/products/${slug}`);
  await settle(page);
}

/** The product page's add-to-cart button (the engine's `div.sqs-add-to-cart-button[role=button]`). */
export function addToCartButton(page: Page): Locator {
  return page.locator('.sqs-add-to-cart-button');
}

/**
 * Appends, after load, the `<button data-widget="add-to-cart">` a merchant writes in a custom HTML
 * block (for one SKU, with an optional fixed quantity) to the first element `parent` matches; the
 * loader mounts it as it appears.
 */
export async function appendAddToCartButton(
  page: Page,
  button: { parent: string; itemId: string; sku: string; label: string; quantity?: number },
): Promise<void> {
  await page.evaluate(({ parent, itemId, sku, label, quantity }) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.dataset['widget'] = 'add-to-cart';
    element.dataset['itemId'] = itemId;
    element.dataset['sku'] = sku;
    if (quantity !== undefined) element.dataset['quantity'] = String(quantity);
    element.textContent = label;
    document.querySelector(parent)?.append(element);
  }, button);
}

/** Chooses a value shown as a radio button, by clicking its label as a shopper does. */
export async function chooseRadio(page: Page, value: string): Promise<void> {
  await page
    .locator('.variant-radiobtn-wrapper label')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .click();
}

/** Every accessibility rule the page breaks as it is now, one line each naming the elements. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * The layout shifts the page has had so far (or before `before`, a time of the page's own clock),
 * leaving out those that follow input (up to `inputCountsFrom`, a time of the page's clock from
 * which they count too): one line each, its score, when, and what moved from where to where, so a
 * failing check says what shifted. It waits for two frames, so every frame painted before the call
 * has reported its shifts, then takes the buffered entries at once: no grace period that could
 * answer "none" before the browser spoke.
 */
export async function layoutShiftsSoFar(page: Page, before = Infinity, inputCountsFrom = Infinity): Promise<string[]> {
  const limits = { before, inputCountsFrom };
  return page.evaluate(async ({ before, inputCountsFrom }) => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Shift[];
    observer.disconnect();
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const nodeName = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}`
        : String(node?.nodeName);
    return entries
      .filter((entry) => (!entry.hadRecentInput || entry.startTime >= inputCountsFrom) && entry.startTime < before)
      .map(
        (shift) =>
          `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ` +
          shift.sources.map((source) => `${nodeName(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`).join('; '),
      );
  }, limits);
}

/**
 * Serves `html` at `path` on the demo origin, with the headers (crumb cookie, security policy) of a
 * real demo page — for pages the demo does not have, such as one without any widget.
 */
export async function servePage(page: Page, demo: DemoServer, path: string, html: string): Promise<void> {
  await page.route(new URL(path, demo.url).href, async (route) => {
    const response = await route.fetch({ url: demo.url });
    await route.fulfill({ response, body: html });
  });
}

/** A minimal page in the demo's shape: page context (with `context`'s fields), the deferred loader, and `body`. */
export function pageWith(body: string, context: Record<string, unknown> = {}): string {
  const pageContext = {
    pageType: 2,
    website: { id: 'e2e', captchaSettings: { siteKey: '' } },
    betaFeatureFlags: [],
    tzData: {},
    websiteSettings: { country: 'US' },
    bundleEligible: false,
    ...context,
  };
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Test page</title>
<script type="application/json" id="page-context">${JSON.stringify(pageContext)}</script>
<script src="${LOADER_PATH}" data-api-root="/" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * Adds through the API as the storefront does, with the context's cookies and write token (the
 * session's xsrf token, else the crumb); `answers` to the product's form, if any.
 */
export async function addThroughApi(page: Page, product: Product, sku: string, quantity: number, answers?: Record<string, string>) {
  const token = (await cookieValue(page.context(), 'siteUserCrumb')) ?? (await cookieValue(page.context(), 'crumb'));
  return page.request.post('/api/commerce/shopping-cart/entries', {
    data: { itemId: product.id, sku, quantity, ...(answers === undefined ? {} : { additionalFields: JSON.stringify(answers) }) },
    headers: { 'X-CSRF-Token': token ?? '' },
  });
}

/** The cart's entries as stored (SKU and quantity), read straight from the database file (read-only). */
export function storedEntries(demo: DemoServer, cartToken: string): { sku: string; quantity: number }[] {
  return storedEntriesWithFields(demo, cartToken).map(({ sku, quantity }) => ({ sku, quantity }));
}

/** A stored form submission, as the demo's SQLite row holds it, its answers parsed. */
export interface StoredSubmission {
  readonly formId: string;
  readonly answers: unknown;
  readonly captchaVerified: boolean;
  readonly pageTitle: string;
  readonly pageId: string;
  readonly contentSource: string;
  readonly pagePath: string;
  readonly pagePermissionTypeValue: number;
}

/** The submissions of `formId` as stored, oldest first, read straight from the database file (read-only). */
export function storedSubmissions(demo: DemoServer, formId: string): StoredSubmission[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT * FROM form_submissions WHERE form_id = ? ORDER BY created, rowid').all(formId) as Record<
      string,
      unknown
    >[];
    return rows.map((row) => ({
      formId: String(row['form_id']),
      answers: JSON.parse(String(row['form'])) as unknown,
      captchaVerified: row['captcha_verified'] === 1,
      pageTitle: String(row['page_title']),
      pageId: String(row['page_id']),
      contentSource: String(row['content_source']),
      pagePath: String(row['page_path']),
      pagePermissionTypeValue: Number(row['page_permission_type_value']),
    }));
  } finally {
    db.close();
  }
}

/** The demo's failure switch (demo/server/failure-switch.ts): every API write then fails this way. */
export type DemoFailure = 'rate-limit' | 'crumb' | 'server-error';

export async function switchOnFailure(context: BrowserContext, demo: DemoServer, failure: DemoFailure): Promise<void> {
  await context.addCookies([{ name: 'demo-failure', value: failure, url: demo.url }]);
}

export async function switchOffFailure(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'demo-failure' });
}

/** The cart's entries with their additional fields (parsed), read straight from the database file. */
export function storedEntriesWithFields(
  demo: DemoServer,
  cartToken: string,
): { sku: string; quantity: number; additionalFields: unknown }[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT e.sku, e.quantity, e.additional_fields AS fields FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.token = ? ORDER BY e.rowid',
      )
      .all(cartToken) as { sku: string; quantity: number; fields: string | null }[];
    return rows.map(({ sku, quantity, fields }) => ({
      sku,
      quantity,
      additionalFields: fields === null ? null : (JSON.parse(fields) as unknown),
    }));
  } finally {
    db.close();
  }
}

/** Every request the page sends to `path` (method and JSON body), in order. */
export function recordApiCalls(page: Page, path: string): { method: string; body: unknown }[] {
  const calls: { method: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== path) return;
    const raw = request.postData();
    calls.push({ method: request.method(), body: raw === null ? undefined : (JSON.parse(raw) as unknown) });
  });
  return calls;
}

/** A restock sign-up as the demo's SQLite row holds it. */
export interface StoredSignUp {
  email: string;
  product_id: string;
  variant_id: string;
  is_join_mailing_list: number;
  language: string | null;
  notified: number | null;
}

/** Every restock sign-up, oldest first, read straight from the database file (read-only). */
export function storedSignUps(demo: DemoServer): StoredSignUp[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT email, product_id, variant_id, is_join_mailing_list, language, notified FROM restock_sign_ups ORDER BY id')
      .all() as StoredSignUp[];
  } finally {
    db.close();
  }
}

/**
 * Signs the page's context in with a seeded account through the API, as the account widget does
 * (the crumb first, from any page when the context has none yet).
 */
export async function signInThroughApi(page: Page, email: string, rememberMe = false): Promise<void> {
  if ((await cookieValue(page.context(), 'crumb')) === undefined) await page.request.get('/api/commerce/shopping-cart');
  const answer = await page.request.post('/api/site-users/account/session', {
    data: { email, password: seedAccount(email).password, rememberMe },
    // Signed in already, the session's xsrf token; else the crumb.
    headers: { 'X-CSRF-Token': (await cookieValue(page.context(), 'siteUserCrumb')) ?? (await cookieValue(page.context(), 'crumb')) ?? '' },
  });
  if (answer.status() !== 200) throw new Error(`Signing in as ${email} answered ${answer.status()}: ${await answer.text()}`);
}
