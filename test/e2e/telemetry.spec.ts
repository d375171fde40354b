import type { Page } from '@playwright/test';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, cookieValue, expect, LOADER_PATH, pageWith, servePage, settle, test } from './fixtures';
import {
  describeRequest,
  hide,
  logRequests,
  pageviewPaths,
  storedTelemetry,
  telemetryStarts,
  useCollectorDelay,
  waitForPageview,
  waitForTelemetry,
} from './telemetry-fixtures';

const PAGEVIEW = '/api/census/RecordHit view';
const RECORDS = '/api/1/performance/records';
const ERRORS = '/api/events/RecordJavascriptErrors';

// Telemetry in a real browser against the demo platform, asserted on what the platform stored.
// Telemetry starts after load, when the browser is idle, so every assertion polls. Each test's
// browser context is a new visitor (a new ss_cvr), so tests sharing a worker's server never mix.
// Needs the built bundle in dist/.

test.describe('census pageviews', () => {
  test('one per page view, a reload being a new view', async ({ page, context, demo }) => {
    const log = await logRequests(page);
    // Each step waits for its own view: a path seen before says nothing of the page now showing.
    const viewed: string[] = [];
    const viewedNow = async (path: string) => {
      viewed.push(path);
      await expect.poll(() => pageviewPaths(demo, context), { timeout: 15_000 }).toEqual(viewed);
    };
    for (const path of ['/', '/shop', '/products/canvas-tote', '/cart', '/shop']) {
      await page.goto(path);
      await viewedNow(path);
    }
    await page.reload();
    await viewedNow('/shop');
    expect(viewed).toEqual(['/', '/shop', '/products/canvas-tote', '/cart', '/shop', '/shop']);

    // Nothing more arrives later: each view sent exactly one. Telemetry on the last page has started
    // (its pageview goes before its started mark), and a marker the page sends after that comes back.
    await waitForTelemetry(page);
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === PAGEVIEW)).toHaveLength(6);
    expect(await pageviewPaths(demo, context)).toHaveLength(6);
    const [first] = (await storedTelemetry(demo, context)).hits;
    expect(first?.data).toMatchObject({
      url: '/',
      title: 'storefront-kit demo',
      websiteId: '64b0f3c2a1d9e8f7c6b5a401',
      userAgent: expect.any(String),
    });
  });

  test('a second copy of the script on the page sends no second pageview', async ({ page, context, demo }) => {
    await servePage(
      page,
      demo,
      '/e2e/two-scripts',
      pageWith(`<main><h1>Twice</h1></main><script src="${LOADER_PATH}" data-api-root="/" defer></script>`),
    );
    const log = await logRequests(page);
    await page.goto('/e2e/two-scripts');
    await waitForPageview(page, demo);
    await waitForTelemetry(page);
    // A second copy that ran would have asked for its start in the same idle period as the first:
    // an idle callback asked for now runs after both, and the marker goes after that.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === PAGEVIEW)).toHaveLength(1);
    expect(await telemetryStarts(page)).toBe(1);
    expect(await pageviewPaths(demo, context)).toEqual(['/e2e/two-scripts']);
  });

  test('none on the pages the spec excludes, while telemetry still runs there', async ({ page, context, demo }) => {
    await page.goto('/');
    await waitForPageview(page, demo);
    const excluded = [
      ['/search', pageWith('<main><h1>Search</h1></main>', { pageType: 102 })],
      ['/search/results', pageWith('<main><h1>Results</h1></main>', { pageType: 102 })],
      ['/e2e/locked', pageWith('<main><h1>Locked</h1></main>', { pageType: 103 })],
      ['/e2e/members-only', pageWith('<main><h1>Members only</h1></main>', { pageType: 106 })],
      ['/e2e/signed-in-editor', pageWith('<main><h1>Editor</h1></main>', { pageType: 2, websiteRoles: [4, 10] })],
    ] as const;
    for (const [path, html] of excluded) await servePage(page, demo, path, html);

    for (const path of ['/nowhere', ...excluded.map(([path]) => path)]) {
      await page.goto(path);
      await waitForTelemetry(page);
      // Leaving sends the page's performance record: proof that telemetry ran on the page.
      await page.goto('/cart');
      await expect
        .poll(async () => (await storedTelemetry(demo, context)).records.map((record) => record.data['path']), { timeout: 15_000 })
        .toContain(path);
    }
    expect((await pageviewPaths(demo, context)).filter((path) => path !== '/cart')).toEqual(['/']);
  });

  test('a viewer, whose only role is viewer, is counted', async ({ page, context, demo }) => {
    await servePage(page, demo, '/e2e/viewer', pageWith('<main><h1>Viewer</h1></main>', { websiteRoles: [10] }));
    await page.goto('/e2e/viewer');
    await expect.poll(() => pageviewPaths(demo, context), { timeout: 15_000 }).toEqual(['/e2e/viewer']);
  });
});

test.describe('census calls from widgets', () => {
  test('a form block and a newsletter block each record their render once, with the form’s id', async ({ page, context, demo }) => {
    const formRenders = async () =>
      (await storedTelemetry(demo, context)).hits
        .filter((hit) => hit.kind === 'form-render')
        .map((hit) => [hit.data['formId'], hit.data['url']]);
    const log = await logRequests(page);
    await page.goto('/forms/contact');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect.poll(formRenders, { timeout: 15_000 }).toEqual([['contact', '/forms/contact']]);

    await page.goto('/forms/newsletter');
    await expect.poll(formRenders, { timeout: 15_000 }).toEqual([
      ['contact', '/forms/contact'],
      ['newsletter', '/forms/newsletter'],
    ]);
    // Each form renders once: the newsletter's form is live, and a marker sent after it comes back.
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === '/api/census/form-render')).toHaveLength(2);
    expect(await formRenders()).toHaveLength(2);
  });
});

test.describe('telemetry off the critical path', () => {
  // What it costs (long tasks after load) is measured by `npm run bench`, not asserted here.
  test('starts after load, when the browser is idle', async ({ page, demo }) => {
    // The index, for a visitor without a cart, runs no widget: what runs after load is telemetry.
    await page.goto('/');
    await waitForPageview(page, demo);

    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/telemetry-[\w-]+\.js$/.test(entry.name));
      return { loadEnd: navigation.loadEventEnd, chunkRequested: chunk?.startTime };
    });
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.chunkRequested).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test('never registers unload or beforeunload, which would keep pages out of the back/forward cache', async ({ page, demo }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { unloadListeners: string[] }).unloadListeners = seen;
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
      ) {
        if (type === 'unload' || type === 'beforeunload') seen.push(type);
        return add.call(this, type, ...rest);
      };
    });
    await page.goto('/products/canvas-tote');
    await waitForPageview(page, demo);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    expect(await page.evaluate(() => (window as unknown as { unloadListeners: string[] }).unloadListeners)).toEqual([]);
    expect(await page.evaluate(() => typeof window.onunload === 'function' || typeof window.onbeforeunload === 'function')).toBe(false);
  });
});

test.describe('performance records', () => {
  test('the batch goes at the collector delay while the page stays visible, page speed with it', async ({ page, context, demo }) => {
    await useCollectorDelay(page, 10_000);
    const log = await logRequests(page);
    const recordsSent = async () => (await log.untilMarker()).map(describeRequest).filter((request) => request === RECORDS);
    // The page's clock runs on its own until telemetry has started, then only as the test moves it.
    // (Its `performance` hides the navigation and paint entries the metrics are read from: their
    // shape is the next test's.)
    await page.clock.install();
    await page.goto('/shop');
    // Telemetry starts in one task, the pageview going before the collector's timers are set.
    await waitForPageview(page, demo);
    await page.clock.pauseAt(Date.now() + 1_000);
    expect(await recordsSent()).toEqual([]);

    // Past the batch's 10 s, short of page speed's 20 s: an empty batch sends nothing.
    await page.clock.runFor(10_000);
    expect(await recordsSent()).toEqual([]);
    expect((await storedTelemetry(demo, context)).records).toEqual([]);

    await page.clock.runFor(10_000);
    await expect.poll(async () => (await storedTelemetry(demo, context)).records.length, { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    const [record] = (await storedTelemetry(demo, context)).records;
    expect(record).toMatchObject({
      app: 'storefront',
      event: 'page_speed',
      data: {
        collectorVersion: '4.12.1',
        path: '/shop',
        context: { pageType: 1, collectionId: '64b0f3c2a1d9e8f7c6b5a402' },
        analyticsId: await cookieValue(context, 'ss_cvr'),
        marketingId: await cookieValue(context, 'SS_MID'),
        metrics: expect.any(Object),
      },
    });

    // Once per page view: nothing more until the page is left, not even past the default 30 s / 60 s.
    await page.clock.runFor(120_000);
    expect(await recordsSent()).toEqual([RECORDS]);
    expect((await storedTelemetry(demo, context)).records).toHaveLength(1);
  });

  test('the batch goes when the page is hidden, long before 30 s, with the metrics measured so far', async ({ page, context, demo }) => {
    const log = await logRequests(page);
    await page.goto('/products/linen-shirt');
    await waitForPageview(page, demo);
    await waitForTelemetry(page);
    expect((await log.untilMarker()).map(describeRequest)).not.toContain(RECORDS);
    expect((await storedTelemetry(demo, context)).records).toEqual([]);

    await hide(page);

    await expect
      .poll(async () => (await storedTelemetry(demo, context)).records.map((record) => record.data['path']), { timeout: 10_000 })
      .toEqual(['/products/linen-shirt']);
    // Whether a figure is good is measured by `npm run bench`; here, that each is reported, rated.
    const rated = { value: expect.any(Number), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) };
    expect((await storedTelemetry(demo, context)).records[0]?.data['metrics']).toMatchObject({ FCP: rated, TTFB: rated });
  });

  test('records are delivered when the shopper navigates away', async ({ page, context, demo }) => {
    await page.goto('/products/canvas-tote');
    await waitForPageview(page, demo);
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await page.waitForURL('**/shop');

    await expect
      .poll(async () => (await storedTelemetry(demo, context)).records.map((record) => [record.event, record.data['path']]), {
        timeout: 10_000,
      })
      .toEqual([['page_speed', '/products/canvas-tote']]);
  });
});

test.describe('shopping events', () => {
  test('product page visit, listing visit, add to cart and view cart, each once', async ({ page, context, demo }) => {
    await page.goto('/shop');
    await waitForPageview(page, demo);
    await page.goto('/products/canvas-tote');
    await waitForPageview(page, demo);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    await page.goto('/cart');
    await waitForPageview(page, demo);

    await expect
      .poll(async () => (await storedTelemetry(demo, context)).events.map(({ event }) => event), { timeout: 15_000 })
      .toEqual(['product_listing_visit', 'product_page_visit', 'add_to_cart', 'view_cart']);
    const [listing, visit, add, view] = (await storedTelemetry(demo, context)).events;
    expect(listing?.data).toEqual({ pageId: '64b0f3c2a1d9e8f7c6b5a402', websiteId: '64b0f3c2a1d9e8f7c6b5a401', environment: 'staging' });
    expect(visit?.data).toMatchObject({ productName: 'Canvas Tote', productType: 1 });
    expect(add?.data).toMatchObject({ sku: 'TOTE', quantity: 1 });
    expect(view?.data).toMatchObject({ totalQuantity: 1, subtotalCents: 2400 });
  });
});

test.describe('the error reporter in the browser', () => {
  /**
   * Throws uncaught from the page, as a bug in a script would. From a microtask, because the
   * installed clock runs timer callbacks itself and would catch what they throw.
   */
  const throwUncaught = (page: Page, message: string) =>
    page.evaluate((text) => {
      queueMicrotask(() => {
        throw new Error(text);
      });
    }, message);

  /**
   * Opens the index with an installed clock and waits for telemetry. The page's first error,
   * `first`, brings the reporter's sending code (its own chunk): with the clock still running it
   * is sent a second later, and once it is stored the sender is ready with an empty queue. Then
   * stops time: only the test moves it.
   */
  async function startWithPausedClock(page: Page, demo: DemoServer, first: string): Promise<void> {
    await page.clock.install();
    await page.goto('/');
    await waitForPageview(page, demo);
    await throwUncaught(page, first);
    await expect
      .poll(async () => (await storedTelemetry(demo, page.context())).errors.map((error) => error.data.message), { timeout: 15_000 })
      .toEqual([first]);
    await page.clock.pauseAt(Date.now() + 5_000);
  }

  test('sends a second after the last error, at most 10 a batch, messages cut at 5000 characters', async ({ page, context, demo }) => {
    const sends: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(ERRORS)) sends.push(Date.now());
    });
    const log = await logRequests(page);
    await startWithPausedClock(page, demo, 'first');
    expect(sends).toHaveLength(1);

    await throwUncaught(page, 'x'.repeat(6_000));
    for (let index = 0; index < 11; index++) await throwUncaught(page, `error ${index}`);
    await page.clock.runFor(999);
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === ERRORS)).toHaveLength(1);
    expect(sends).toHaveLength(1);
    await page.clock.runFor(1);

    await expect.poll(async () => (await storedTelemetry(demo, context)).errors.length).toBe(11);
    const { errors } = await storedTelemetry(demo, context);
    expect(errors[1]?.data.message).toHaveLength(5_000);
    expect(errors[1]).toMatchObject({ event: 'javascript_error', data: { name: 'Error', url: expect.stringMatching(/\/$/) } });
    expect(errors.at(-1)?.data.message).toBe('error 8');
    expect(sends).toHaveLength(2);
  });

  test('sends at most 20 times a page', async ({ page, context, demo }) => {
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(ERRORS)) sends++;
    });
    const log = await logRequests(page);
    await startWithPausedClock(page, demo, 'round 1');

    for (let round = 2; round <= 25; round++) {
      await throwUncaught(page, `round ${round}`);
      await page.clock.runFor(1_000);
      await expect.poll(async () => (await storedTelemetry(demo, context)).errors.length).toBe(Math.min(round, 20));
    }
    await page.clock.runFor(1_000);
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === ERRORS)).toHaveLength(20);
    expect(sends).toBe(20);
  });

  test('drops the batch answered 429 and sends nothing until Retry-After has passed', async ({ page, context, demo }) => {
    let requests = 0;
    await page.route(`**${ERRORS}`, async (route) => {
      if (++requests === 2) return route.fulfill({ status: 429, headers: { 'Retry-After': '10' }, body: '' });
      return route.continue();
    });
    const log = await logRequests(page);
    await startWithPausedClock(page, demo, 'first');

    const limited = page.waitForResponse((response) => response.url().endsWith(ERRORS) && response.status() === 429);
    await throwUncaught(page, 'rate limited');
    await page.clock.runFor(1_000);
    await limited;
    expect(requests).toBe(2);
    await throwUncaught(page, 'waits');
    await page.clock.runFor(5_000);
    expect((await log.untilMarker()).map(describeRequest).filter((request) => request === ERRORS)).toHaveLength(2);
    expect(requests).toBe(2);
    await page.clock.runFor(5_000);

    await expect
      .poll(async () => (await storedTelemetry(demo, context)).errors.map((error) => error.data.message))
      .toEqual(['first', 'waits']);
    expect(requests).toBe(3);
  });
});

test.describe('a widget that throws', () => {
  test('shows its fallback and is reported, while the other widgets keep working', async ({ page, context, demo }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/products/canvas-tote?demo-fault=cart-popover');
    await settle(page);
    const button = page.getByRole('button', { name: 'Add To Cart' });

    await button.click();

    await expect(page.locator('.sf-widget-fallback')).toHaveText('Not available right now');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    // Added!, then idle again, ready for the next add.
    await expect(button).toHaveAttribute('data-state', 'idle', { timeout: 10_000 });
    await button.click();
    await expect(page.locator('a.sf-cart-pill')).toContainText('2');

    await expect.poll(async () => (await storedTelemetry(demo, context)).errors, { timeout: 15_000 }).toHaveLength(1);
    const [report] = (await storedTelemetry(demo, context)).errors;
    expect(report).toMatchObject({
      event: 'reported_error',
      data: { source: 'cart-popover', url: expect.stringContaining('/products/canvas-tote') },
    });
    expect(report?.data.componentStack).toBeTruthy();
    expect(consoleErrors.filter((text) => text.startsWith('[storefront-kit]'))).toEqual([
      expect.stringContaining('[storefront-kit] The cart-popover widget failed and shows its fallback.'),
    ]);
  });
});

test.describe('the QA page', () => {
  test('browsing the demo as a new visitor fills it with exactly what the spec records', async ({ page, demo }) => {
    await page.goto('/');
    await waitForPageview(page, demo);
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await waitForPageview(page, demo, '/shop');
    await page.getByRole('link', { name: 'Canvas Tote' }).click();
    await waitForPageview(page, demo, '/products/canvas-tote');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.locator('a.sf-cart-pill')).toContainText('1');
    await page.locator('a.sf-cart-pill').click();
    await waitForPageview(page, demo, '/cart');
    // The cart page's record leaves as the page is left: the QA page is read once it is stored.
    await page.goto('about:blank');
    await expect.poll(async () => (await storedTelemetry(demo, page.context())).records.length, { timeout: 15_000 }).toBe(4);
    await page.goto('/qa/telemetry');

    const rows = (section: string) => page.locator(`table[aria-labelledby="${section}"] tbody tr`);
    await expect(rows('qa-records')).toHaveCount(4);

    // Four pageviews, and the home page's two button blocks, each recording its render.
    await expect(page.getByRole('heading', { name: 'Census hits (6)' })).toBeVisible();
    await expect(rows('qa-hits').locator('td:nth-child(3)')).toHaveText(['/cart', '/products/canvas-tote', '/shop', '/', '/', '/']);
    await expect(rows('qa-events').locator('td:nth-child(2)')).toHaveText([
      'view_cart',
      'add_to_cart',
      'product_page_visit',
      'product_listing_visit',
    ]);
    await expect(rows('qa-records').locator('td:nth-child(2)')).toHaveText(['page_speed', 'page_speed', 'page_speed', 'page_speed']);
    await expect(rows('qa-records').locator('td:nth-child(3)')).toHaveText(['/cart', '/products/canvas-tote', '/shop', '/']);
    // The figures and their ratings are measured by `npm run bench`; here, that each is reported.
    await expect(rows('qa-records').first().locator('td:nth-child(5)')).toContainText(/FCP \d+ ms, (good|needs-improvement|poor)/);
    await expect(page.getByRole('heading', { name: 'Error reports (0)' })).toBeVisible();

    // Reading it recorded nothing: it loads no storefront script.
    await expect(page.locator(`script[src="${LOADER_PATH}"]`)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
