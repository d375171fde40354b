import type { BrowserContext, Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { readVisitorTelemetry, type VisitorTelemetry } from '../../demo/server/telemetry';
import { TELEMETRY_STARTED_MARK } from '../../src/telemetry/start';
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
 * Waits until telemetry has started on the page, for pages where no pageview says so (the excluded
 * ones): `startTelemetry` leaves its performance mark once the error reporter, census, visit event
 * and collector are all started. Not for a page with an installed clock, whose `performance`
 * keeps no marks.
 */
export async function waitForTelemetry(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TELEMETRY_STARTED_MARK, { timeout: 15_000 });
}

/** How many times telemetry has started on the page now showing: 1, however many copies of the loader it has. */
export async function telemetryStarts(page: Page): Promise<number> {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length, TELEMETRY_STARTED_MARK);
}

const MARKER_PATH = '/e2e/marker';

export interface RequestLog {
  /**
   * Sends a marker request from the page and waits until Playwright has seen it and every request
   * the page issued before it has been answered; returns those earlier requests, oldest first,
   * markers left out. The browser reports a page's requests in the order it issued them, so a call
   * made before the marker (a timer's send, a second pageview) is in the list, and stored by the
   * demo, by then: the positive event a "nothing more was sent" assertion waits for.
   */
  untilMarker(): Promise<Request[]>;
}

/** Starts logging the requests of `page`, across navigations; call before the page does what is logged. */
export async function logRequests(page: Page): Promise<RequestLog> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(`**${MARKER_PATH}`, (route) => route.fulfill({ status: 204 }));
  const isMarker = (request: Request) => new URL(request.url()).pathname === MARKER_PATH;
  return {
    async untilMarker() {
      const [marker] = await Promise.all([
        page.waitForRequest(isMarker),
        page.evaluate((path) => fetch(path, { method: 'POST' }).then(() => undefined), MARKER_PATH),
      ]);
      const before = requests.slice(0, requests.indexOf(marker)).filter((request) => !isMarker(request));
      await Promise.all(before.map((request) => request.response().catch(() => null)));
      return before;
    },
  };
}

/** The path of a request, and for a census pageview its `event`, e.g. `/api/census/RecordHit view`. */
export function describeRequest(request: Request): string {
  const path = new URL(request.url()).pathname;
  if (path !== '/api/census/RecordHit') return path;
  return `${path} ${new URLSearchParams(request.postData() ?? '').get('event')}`;
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
