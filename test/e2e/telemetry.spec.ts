import type { Page } from '@playwright/test';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, cookieValue, expect, LOADER_PATH, pageWith, servePage, settle, test } from './fixtures';
import { hide, pageviewPaths, storedTelemetry, useCollectorDelay, waitForPageview, waitForTelemetry } from './telemetry-fixtures';

// Telemetry in a real browser against the demo platform, asserted on what the platform stored.
// Telemetry starts after load, when the browser is idle, so every assertion polls. Each test's
// browser context is a new visitor (a new ss_cvr), so tests sharing a worker's server never mix.
// Needs the built bundle in dist/.

test.describe('census pageviews', () => {
  test('one per page view, a reload being a new view', async ({ page, context, demo }) => {
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

    // Nothing more arrives later: each view sent exactly one.
    await page.waitForTimeout(1_500);
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
    await page.goto('/e2e/two-scripts');
    await waitForPageview(page, demo);
    await page.waitForTimeout(1_500);
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
    await page.goto('/forms/contact');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect.poll(formRenders, { timeout: 15_000 }).toEqual([['contact', '/forms/contact']]);

    await page.goto('/forms/newsletter');
    await expect.poll(formRenders, { timeout: 15_000 }).toEqual([
      ['contact', '/forms/contact'],
      ['newsletter', '/forms/newsletter'],
    ]);
    await page.waitForTimeout(1_000);
    expect(await formRenders()).toHaveLength(2);
  });
});

test.describe('telemetry off the critical path', () => {
  test('starts after load, when the browser is idle, and adds no long task', async ({ page, demo }) => {
    // Recorded from the first moment of the page, so nothing before the test looks can be missed.
    await page.addInitScript(() => {
      const tasks: { startTime: number; duration: number }[] = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    // The index, for a visitor without a cart, runs no widget: what runs after load is telemetry.
    await page.goto('/');
    await waitForPageview(page, demo);
    // Past the collector's observers and the first web-vitals callbacks.
    await page.waitForTimeout(1_000);

    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/telemetry-[\w-]+\.js$/.test(entry.name));
      return {
        loadEnd: navigation.loadEventEnd,
        chunkRequested: chunk?.startTime,
        longTasks: (window as unknown as { longTasks: { startTime: number; duration: number }[] }).longTasks,
      };
    });
    expect(timing.chunkRequested).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.longTasks.filter((task) => task.startTime >= timing.loadEnd)).toEqual([]);

    // The observer does see a long task when there is one, so the empty list above means something.
    // (From a task of the page: the browser does not count a debugger's evaluation as one.)
    await page.evaluate(() =>
      setTimeout(() => {
        const until = performance.now() + 120;
        while (performance.now() < until);
      }),
    );
    await expect.poll(() => page.evaluate(() => (window as unknown as { longTasks: unknown[] }).longTasks.length)).toBeGreaterThan(0);
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
    await useCollectorDelay(page, 3_000);
    await page.goto('/shop');
    await waitForPageview(page, demo);
    // Page speed waits for twice the delay: 6 s after telemetry started.
    expect((await storedTelemetry(demo, context)).records).toEqual([]);

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
        metrics: {
          FCP: { value: expect.any(Number), rating: expect.any(String) },
          TTFB: { value: expect.any(Number), rating: expect.any(String) },
        },
      },
    });

    // Once per page view: nothing more until the page is left.
    await page.waitForTimeout(2_000);
    expect((await storedTelemetry(demo, context)).records).toHaveLength(1);
  });

  test('the batch goes when the page is hidden, long before 30 s', async ({ page, context, demo }) => {
    await page.goto('/products/linen-shirt');
    await waitForPageview(page, demo);
    expect((await storedTelemetry(demo, context)).records).toEqual([]);

    await hide(page);

    await expect
      .poll(async () => (await storedTelemetry(demo, context)).records.map((record) => record.data['path']), { timeout: 10_000 })
      .toEqual(['/products/linen-shirt']);
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
  /** Opens the index with an installed clock, waits for telemetry, then stops time: only the test moves it. */
  async function startWithPausedClock(page: Page, demo: DemoServer): Promise<void> {
    await page.clock.install();
    await page.goto('/');
    await waitForPageview(page, demo);
    await page.clock.pauseAt(Date.now() + 5_000);
  }

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
   * The first error brings the reporter's sending code (its own chunk): waits until it has arrived
   * and taken the error, so the paused clock's timers are set when the test runs it.
   */
  async function throwFirstUncaught(page: Page, message: string): Promise<void> {
    const sender = page.waitForResponse((response) => /\/error-sender-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await throwUncaught(page, message);
    await sender;
    await page.waitForTimeout(300);
  }

  test('sends a second after the last error, at most 10 a batch, messages cut at 5000 characters', async ({ page, context, demo }) => {
    const sends: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) sends.push(Date.now());
    });
    await startWithPausedClock(page, demo);

    await throwFirstUncaught(page, 'x'.repeat(6_000));
    for (let index = 0; index < 11; index++) await throwUncaught(page, `error ${index}`);
    await page.clock.runFor(999);
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(0);
    await page.clock.runFor(1);

    await expect.poll(async () => (await storedTelemetry(demo, context)).errors.length).toBe(10);
    const { errors } = await storedTelemetry(demo, context);
    expect(errors[0]?.data.message).toHaveLength(5_000);
    expect(errors[0]).toMatchObject({ event: 'javascript_error', data: { name: 'Error', url: expect.stringMatching(/\/$/) } });
    expect(errors.at(-1)?.data.message).toBe('error 8');
    expect(sends).toHaveLength(1);
  });

  test('sends at most 20 times a page', async ({ page, context, demo }) => {
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) sends++;
    });
    await startWithPausedClock(page, demo);

    for (let round = 1; round <= 25; round++) {
      if (round === 1) await throwFirstUncaught(page, `round ${round}`);
      else await throwUncaught(page, `round ${round}`);
      await page.clock.runFor(1_000);
      await expect.poll(async () => (await storedTelemetry(demo, context)).errors.length).toBe(Math.min(round, 20));
    }
    await page.clock.runFor(1_000);
    await page.waitForTimeout(500);
    expect(sends).toBe(20);
  });

  test('drops the batch answered 429 and sends nothing until Retry-After has passed', async ({ page, context, demo }) => {
    let requests = 0;
    await page.route('**/api/events/RecordJavascriptErrors', async (route) => {
      if (requests++ === 0) return route.fulfill({ status: 429, headers: { 'Retry-After': '10' }, body: '' });
      return route.continue();
    });
    await startWithPausedClock(page, demo);

    await throwFirstUncaught(page, 'rate limited');
    await page.clock.runFor(1_000);
    await expect.poll(() => requests).toBe(1);
    await throwUncaught(page, 'waits');
    await page.clock.runFor(5_000);
    await page.waitForTimeout(500);
    expect(requests).toBe(1);
    await page.clock.runFor(5_000);

    await expect.poll(async () => (await storedTelemetry(demo, context)).errors.map((error) => error.data.message)).toEqual(['waits']);
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
    await page.goto('/qa/telemetry');

    const rows = (section: string) => page.locator(`table[aria-labelledby="${section}"] tbody tr`);
    // The cart page's record is on its way as this page loads: reload until it is in.
    await expect(async () => {
      await page.reload();
      await expect(rows('qa-records')).toHaveCount(4);
    }).toPass({ timeout: 15_000 });

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
    await expect(rows('qa-records').first().locator('td:nth-child(5)')).toContainText(/FCP \d+ ms, good/);
    await expect(page.getByRole('heading', { name: 'Error reports (0)' })).toBeVisible();

    // Reading it recorded nothing: it loads no storefront script.
    await expect(page.locator(`script[src="${LOADER_PATH}"]`)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
