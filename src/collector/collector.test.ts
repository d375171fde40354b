// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { COLLECTOR_VERSION, startCollector, type CollectorOptions, type PerformanceRecord } from './index';

const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: unknown) => void>(), failing: new Set<string>() }));
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: unknown) => void) => {
    if (vitals.failing.has(name)) throw new TypeError(`${name} is not supported here`);
    vitals.callbacks.set(name, callback);
  };
  return {
    onFCP: register('FCP'),
    onLCP: register('LCP'),
    onCLS: register('CLS'),
    onINP: register('INP'),
    onTTFB: register('TTFB'),
    TTFBThresholds: [800, 1800],
  };
});

/** Stands in for the browser's PerformanceObserver so a test can deliver entries. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['first-input', 'event', 'largest-contentful-paint', 'layout-shift', 'paint', 'navigation'];
  static byType = new Map<string, FakePerformanceObserver>();
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe(init: PerformanceObserverInit): void {
    FakePerformanceObserver.byType.set(init.type ?? '', this);
  }
  disconnect(): void {}
  emit(entries: object[]): void {
    this.callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
let stop: AbortController;

function start(options: Partial<CollectorOptions> = {}): ReturnType<typeof startCollector> {
  return startCollector({ apiRoot: '/', signal: stop.signal, ...options });
}

function report(name: MetricType['name'], value: number): void {
  const callback = vitals.callbacks.get(name);
  if (!callback) throw new Error(`web-vitals ${name} was not started`);
  callback({ name, value, rating: 'good', delta: value, id: `v-${name}`, entries: [], navigationType: 'navigate', navigationId: 1 });
}

function sentRecords(): PerformanceRecord[][] {
  return beacon.mock.calls.map(([, body]) => JSON.parse(String(body)) as PerformanceRecord[]);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function restoreFromBackForwardCache(): void {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  vitals.callbacks.clear();
  vitals.failing.clear();
  FakePerformanceObserver.byType.clear();
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  clearCookies();
  history.replaceState(null, '', '/shop/mug#reviews');
  stop = new AbortController();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'connection');
  stop.abort();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the batch', () => {
  it('goes by beacon to /api/1/performance/records as a JSON array, 30 s after start', async () => {
    const collector = start();
    collector.record('image', { url: '/hero.jpg', loadMs: 420 }, { decodedBodySize: 12_000 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/1/performance/records');
    expect(typeof body).toBe('string');
    expect(sentRecords()).toEqual([
      [
        {
          app: 'storefront',
          data: { url: '/hero.jpg', loadMs: 420 },
          event: 'image',
          pageLoadId: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
          ts: Date.parse('2025-03-01T10:00:00Z'),
          raw: { decodedBodySize: 12_000 },
        },
      ],
    ]);
  });

  it('waits as long as configured', async () => {
    start({ batchDelayMs: 500 }).record('user', { action: 'open-cart' });
    await vi.advanceTimersByTimeAsync(500);
    expect(sentRecords()[0]?.map((r) => [r.event, r.raw])).toEqual([['user', null]]);
  });

  it('goes at once when the page is hidden, with the page speed', async () => {
    start().record('a11y', { violations: 2 });
    report('FCP', 900);
    setVisibility('hidden');
    expect(sentRecords()[0]?.map((r) => r.event)).toEqual(['a11y', 'page_speed']);
  });

  it('is not sent when empty', async () => {
    start({ pageSpeedMaxWaitMs: 120_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('the page-speed record', () => {
  it('is reported 60 s after start with every metric rated, the page, the visitor and the device', async () => {
    document.cookie = 'ss_cvr=visitor-1; path=/';
    document.cookie = 'SS_MID=marketing-1; path=/';
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'member-5' }))}; path=/`;
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
    });
    start({
      app: 'commerce',
      pageContext: { pageType: 50, product: { id: 'prod-1' }, collection: { id: 'col-1', type: 13 }, website: { id: 'site-1' } },
    });

    report('TTFB', 310.4);
    report('FCP', 1200.6);
    report('LCP', 2600);
    report('CLS', 0.31234);
    report('INP', 180);
    FakePerformanceObserver.byType.get('first-input')?.emit([{ name: 'pointerdown', startTime: 1000, processingStart: 1150 }]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(
      sentRecords()
        .flat()
        .some((r) => r.event === 'page_speed'),
    ).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const pageSpeed = sentRecords()
      .flat()
      .find((r) => r.event === 'page_speed');
    expect(pageSpeed).toMatchObject({
      app: 'commerce',
      event: 'page_speed',
      raw: { TTFB: 310.4, FCP: 1200.6, LCP: 2600, CLS: 0.31234, INP: 180, FID: 150 },
    });
    expect(pageSpeed?.data).toEqual({
      collectorVersion: COLLECTOR_VERSION,
      context: { pageType: 50, websiteId: 'site-1', collectionId: 'col-1', itemId: 'prod-1', recordType: 11 },
      analyticsId: 'visitor-1',
      marketingId: 'marketing-1',
      memberId: 'member-5',
      connection: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
      screen: { width: screen.width, height: screen.height },
      viewport: { width: innerWidth, height: innerHeight },
      path: '/shop/mug',
      host: location.host,
      hash: '#reviews',
      metrics: {
        TTFB: { value: 310, rating: 'good' },
        FCP: { value: 1201, rating: 'good' },
        LCP: { value: 2600, rating: 'needs-improvement' },
        CLS: { value: 0.3123, rating: 'poor' },
        INP: { value: 180, rating: 'good' },
        FID: { value: 150, rating: 'needs-improvement' },
      },
      interactions: [],
    });
    expect(COLLECTOR_VERSION).toBe('4.12.1');
  });

  it('keeps the latest value web-vitals gave', async () => {
    start();
    report('LCP', 1000);
    report('LCP', 4500);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(
      sentRecords()
        .flat()
        .find((r) => r.event === 'page_speed')?.data['metrics'],
    ).toEqual({ LCP: { value: 4500, rating: 'poor' } });
  });

  it('lists the 10 worst interactions, each once', async () => {
    start();
    const events = FakePerformanceObserver.byType.get('event');
    events?.emit(
      Array.from({ length: 12 }, (_, i) => ({
        name: i % 2 ? 'keydown' : 'pointerdown',
        interactionId: i + 1,
        duration: (i + 1) * 16,
        startTime: 100 * i,
      })),
    );
    events?.emit([
      { name: 'keyup', interactionId: 12, duration: 400, startTime: 1150 },
      { name: 'mouseover', interactionId: 0, duration: 900, startTime: 0 },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);

    const { interactions } = sentRecords()
      .flat()
      .find((r) => r.event === 'page_speed')?.data as { interactions: { duration: number }[] };
    expect(interactions.map((i) => i.duration)).toEqual([400, 176, 160, 144, 128, 112, 96, 80, 64, 48]);
    expect(interactions[0]).toEqual({ type: 'keydown', duration: 400, startTime: 1100 });
  });

  it('is reported when the page is hidden before 60 s, and only once', async () => {
    start();
    report('FCP', 800);
    await vi.advanceTimersByTimeAsync(10_000);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(
      sentRecords()
        .flat()
        .filter((r) => r.event === 'page_speed'),
    ).toHaveLength(1);
  });

  it('leaves out a member id for an anonymous visitor', async () => {
    start();
    setVisibility('hidden');
    expect(sentRecords()[0]?.[0]?.data['memberId']).toBeUndefined();
  });
});

describe('a restore from the back/forward cache', () => {
  it('starts a new batch with a new page load id and reports page speed again', async () => {
    start();
    report('FCP', 700);
    setVisibility('hidden');
    const before = sentRecords()[0]?.[0];

    setVisibility('visible');
    restoreFromBackForwardCache();
    report('FCP', 20);
    await vi.advanceTimersByTimeAsync(60_000);

    const after = sentRecords()
      .slice(1)
      .flat()
      .find((r) => r.event === 'page_speed');
    expect(after?.pageLoadId).not.toBe(before?.pageLoadId);
    expect(after?.data['metrics']).toEqual({ FCP: { value: 20, rating: 'good' } });
  });

  it('ignores an ordinary pageshow', async () => {
    start();
    report('FCP', 700);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(
      sentRecords()
        .flat()
        .filter((r) => r.event === 'page_speed'),
    ).toHaveLength(1);
  });
});

describe('collector errors', () => {
  it('go to the hook, and the page is never thrown at', async () => {
    const onError = vi.fn();
    vitals.failing.add('INP');
    const collector = start({ onError });
    expect(() => collector.record('bogus' as 'user', {})).not.toThrow();
    expect(onError.mock.calls.map(([error]) => String(error))).toEqual([
      'TypeError: INP is not supported here',
      'TypeError: record: event must be image, a11y or user, got bogus',
    ]);
  });

  it('leave the rest of the measurements running', async () => {
    vitals.failing.add('CLS');
    start({ onError: () => undefined });
    report('LCP', 1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentRecords().flat()[0]?.data['metrics']).toEqual({ LCP: { value: 1000, rating: 'good' } });
  });

  it('are not raised by a browser without PerformanceObserver', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const onError = vi.fn();
    start({ onError });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onError).not.toHaveBeenCalled();
    expect(sentRecords()).toHaveLength(1);
  });

  it('reject a bad delay by name', () => {
    expect(() => start({ batchDelayMs: -1 })).toThrow(new RangeError('batchDelayMs must be a non-negative number of milliseconds, got -1'));
  });
});
