import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readVisitorTelemetry, type VisitorTelemetry } from '../../demo/server/telemetry';
import type { DemoServer } from './demo-server';
import { cookieValue, expect } from './fixtures';

/** What the demo stored for the context's visitor (its `ss_cvr` cookie), oldest first; empty without one. */
export async function storedTelemetry(demo: DemoServer, context: BrowserContext): Promise<VisitorTelemetry> {
  const visitor = await cookieValue(context, 'ss_cvr');
  if (visitor === undefined) return { hits: [], events: [], records: [], errors: [] };
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const { hits, events, records, errors } = readVisitorTelemetry(db, visitor);
    return { hits: hits.reverse(), events: events.reverse(), records: records.reverse(), errors: errors.reverse() };
  } finally {
    db.close();
  }
}

/** The paths of the stored pageviews, oldest first. */
export async function pageviewPaths(demo: DemoServer, context: BrowserContext): Promise<unknown[]> {
  return (await storedTelemetry(demo, context)).hits.filter((hit) => hit.kind === 'view').map((hit) => hit.data['url']);
}

/**
 * Waits until a pageview of `path` is stored: telemetry has started on a page of that path. Knows
 * paths only, so after a second visit to a path it returns at once.
 */
export async function waitForPageview(page: Page, demo: DemoServer, path = new URL(page.url()).pathname): Promise<void> {
  await expect.poll(async () => (await pageviewPaths(demo, page.context())).includes(path), { timeout: 15_000 }).toBe(true);
}

/**
 * Waits until the telemetry chunk has arrived and started, for pages where no pageview says so (the
 * excluded ones): the chunk is in the page's resources, and its start, a few microtasks later, done.
 */
export async function waitForTelemetry(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /\/telemetry-[\w-]+\.js$/.test(entry.name) && entry.responseEnd > 0),
    undefined,
    {
      timeout: 15_000,
    },
  );
  await page.waitForTimeout(300);
}

/**
 * Serves the demo's pages with `data-collector-delay` on the loader's tag, the testing aid that
 * moves the collector's 30 s batch (and 60 s page speed) to `delayMs` (and twice that).
 */
export async function useCollectorDelay(page: Page, delayMs: number): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace('data-api-root="/"', `data-api-root="/" data-collector-delay="${delayMs}"`);
      return route.fulfill({ response, body: html });
    },
  );
}

/**
 * Makes the page hidden as far as its scripts can tell, and says so with `visibilitychange`. Headless
 * Chromium keeps every tab visible (switching tabs and minimizing change nothing), so tests of "when
 * the page is hidden" stub the state, as web-vitals' own tests do; navigating away hides it for real.
 */
export async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
