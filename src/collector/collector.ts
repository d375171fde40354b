import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { COOKIE, readCookie } from '../site';
import { readSiteUser, type PageContext } from '../site';
import { apiUrl, pageItem, postBeacon, randomId } from '../tracking';
import { observe } from './observe';
import { rateMetric, type MetricName } from './thresholds';

export const COLLECTOR_VERSION = '4.12.1';

/** Kinds of performance record (spec 001 §3). */
export type PerformanceEventKind = 'page_speed' | 'image' | 'a11y' | 'user';

/** One element of the JSON array POSTed (as text/plain) to /api/1/performance/records. */
export interface PerformanceRecord {
  /** The application that measured it. */
  app: string;
  data: Readonly<Record<string, unknown>>;
  event: PerformanceEventKind;
  /** Fixed for one page view; a restore from the back/forward cache is a new page view. */
  pageLoadId: string;
  /** Epoch milliseconds when recorded. */
  ts: number;
  /** The measurements before rounding (page speed), or what the recorder passed. */
  raw: unknown;
}

export interface CollectorOptions {
  /** Where `/api/...` lives; `/` for the same origin. */
  apiRoot: string;
  pageContext?: PageContext;
  /** @default 'storefront' */
  app?: string | undefined;
  /** The batch goes this long after start, or earlier when the page is hidden. @default 30000 */
  batchDelayMs?: number | undefined;
  /** Page speed is reported this long after start at the latest, or when the page is hidden. @default 60000 */
  pageSpeedMaxWaitMs?: number | undefined;
  /** Receives every error the collector meets; it is otherwise ignored. */
  onError?: (error: unknown) => void;
  /** Aborting stops the collector: timers and listeners go and nothing more is sent. */
  signal?: AbortSignal | undefined;
}

export interface Collector {
  /** Adds an image, accessibility or user record to the current batch. Never throws. */
  record(event: Exclude<PerformanceEventKind, 'page_speed'>, data: Readonly<Record<string, unknown>>, raw?: unknown): void;
}

/** The interaction tracker keeps the worst this many (spec 001 §9). */
const MAX_INTERACTIONS = 10;

interface Interaction {
  interactionId: number;
  /** The event type, e.g. `pointerdown`, `keydown`. */
  type: string;
  duration: number;
  startTime: number;
}

/**
 * Starts measuring the page: web-vitals' FCP, LCP, CLS, INP and TTFB, FID from the first input,
 * and the worst interactions; records go out in one batch by beacon. Call once per page, after load.
 * @throws RangeError when a delay option is not a non-negative number.
 */
export function startCollector(options: CollectorOptions): Collector {
  const { apiRoot, pageContext = {}, app = 'storefront', batchDelayMs = 30_000, pageSpeedMaxWaitMs = 60_000, onError, signal } = options;
  for (const [name, value] of Object.entries({ batchDelayMs, pageSpeedMaxWaitMs })) {
    if (!(value >= 0)) throw new RangeError(`${name} must be a non-negative number of milliseconds, got ${value}`);
  }
  const url = apiUrl(apiRoot, '/api/1/performance/records');
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A): void => {
      if (signal?.aborted) return;
      try {
        fn(...args);
      } catch (error) {
        try {
          onError?.(error);
        } catch {
          // A failing hook must not take the page down either.
        }
      }
    };

  let pageLoadId = randomId();
  let queue: PerformanceRecord[] = [];
  let metrics: Partial<Record<MetricName, number>> = {};
  let interactions: Interaction[] = [];
  let pageSpeedReported = false;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const push = (event: PerformanceEventKind, data: Readonly<Record<string, unknown>>, raw: unknown): void => {
    queue.push({ app, data, event, pageLoadId, ts: Date.now(), raw });
  };
  const flush = (): void => {
    if (queue.length === 0) return;
    postBeacon(url, JSON.stringify(queue));
    queue = [];
  };
  const reportPageSpeed = (): void => {
    if (pageSpeedReported) return;
    pageSpeedReported = true;
    push('page_speed', pageSpeedData(pageContext, metrics, interactions), { ...metrics });
  };
  const beginPageView = (): void => {
    timers.forEach(clearTimeout);
    timers = [
      setTimeout(guard(flush), batchDelayMs),
      setTimeout(
        guard(() => {
          reportPageSpeed();
          flush();
        }),
        pageSpeedMaxWaitMs,
      ),
    ];
  };

  const listening = { capture: true, ...(signal && { signal }) };
  // Registered before web-vitals so a restored page has its new id before the new metrics arrive.
  addEventListener(
    'pageshow',
    guard((event: PageTransitionEvent) => {
      if (!event.persisted) return;
      flush();
      pageLoadId = randomId();
      metrics = {};
      interactions = [];
      pageSpeedReported = false;
      beginPageView();
    }),
    listening,
  );
  // On the document, so web-vitals' window listeners have given their final values first.
  document.addEventListener(
    'visibilitychange',
    guard(() => {
      if (document.visibilityState !== 'hidden') return;
      reportPageSpeed();
      flush();
    }),
    signal && { signal },
  );
  signal?.addEventListener('abort', () => timers.forEach(clearTimeout));

  const onMetric = guard((metric: MetricType) => {
    metrics[metric.name] = metric.value;
  });
  for (const start of [onFCP, onLCP, onCLS, onINP, onTTFB]) guard(() => start(onMetric, { reportAllChanges: true }))();

  guard(() => {
    const firstInput = observe(
      'first-input',
      guard((entries) => {
        const entry = entries[0] as PerformanceEventTiming | undefined;
        if (entry && metrics.FID === undefined) metrics.FID = entry.processingStart - entry.startTime;
      }),
    );
    // The same threshold web-vitals uses for INP: shorter interactions are never among the worst.
    const events = observe('event', guard(trackInteractions), { durationThreshold: 40 });
    signal?.addEventListener('abort', () => [firstInput, events].forEach((observer) => observer?.disconnect()));
  })();

  function trackInteractions(entries: PerformanceEntryList): void {
    for (const entry of entries as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = interactions.find((interaction) => interaction.interactionId === entry.interactionId);
      if (known) known.duration = Math.max(known.duration, entry.duration);
      else
        interactions.push({
          interactionId: entry.interactionId,
          type: entry.name,
          duration: entry.duration,
          startTime: Math.round(entry.startTime),
        });
    }
    interactions = interactions.sort((a, b) => b.duration - a.duration).slice(0, MAX_INTERACTIONS);
  }

  beginPageView();
  return {
    record: guard((event, data, raw = null) => {
      if (event !== 'image' && event !== 'a11y' && event !== 'user')
        throw new TypeError(`record: event must be image, a11y or user, got ${String(event)}`);
      push(event, data, raw);
    }),
  };
}

/** Page-speed data (spec 001 §7): who and where, on what device and connection, and the metrics. */
function pageSpeedData(
  context: PageContext,
  metrics: Partial<Record<MetricName, number>>,
  interactions: readonly Interaction[],
): Record<string, unknown> {
  const siteUser = readSiteUser();
  const connection = (navigator as Navigator & { connection?: Record<string, unknown> }).connection;
  return {
    collectorVersion: COLLECTOR_VERSION,
    context: { pageType: context.pageType, websiteId: context.website?.id, collectionId: context.collection?.id, ...pageItem(context) },
    analyticsId: readCookie(COOKIE.visitorLong),
    marketingId: readCookie(COOKIE.census),
    memberId: siteUser.authenticated ? siteUser.siteUserId : undefined,
    connection: connection && {
      effectiveType: connection['effectiveType'],
      rtt: connection['rtt'],
      downlink: connection['downlink'],
      saveData: connection['saveData'],
    },
    screen: { width: screen.width, height: screen.height },
    viewport: { width: innerWidth, height: innerHeight },
    path: location.pathname,
    host: location.host,
    hash: location.hash,
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([name, value]) => [
        name,
        { value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), rating: rateMetric(name as MetricName, value) },
      ]),
    ),
    interactions: interactions.map(({ type, duration, startTime }) => ({ type, duration, startTime })),
  };
}
