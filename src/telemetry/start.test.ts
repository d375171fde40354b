// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryOptions } from './index';

const productPage = {
  pageType: 50,
  product: { id: 'prod-1', name: 'Mug' },
  collection: { id: 'col-1', type: 13 },
  website: { id: 'site-1' },
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
let consoleError: ReturnType<typeof vi.fn<typeof console.error>>;
let listenedTo: string[];
let stop: AbortController;

/** A fresh copy of every module, as a page that has just loaded the telemetry chunk has. */
async function loadTelemetry(): Promise<typeof import('./index')> {
  vi.resetModules();
  return import('./index');
}

async function start(options: Partial<TelemetryOptions> = {}): Promise<void> {
  const { startTelemetry } = await loadTelemetry();
  startTelemetry({ apiRoot: '/', pageContext: productPage, signal: stop.signal, ...options });
}

function fetched(url: string): RequestInit[] {
  return fetchMock.mock.calls.filter(([u]) => u === url).map(([, init]) => init ?? {});
}

function beaconed(url: string): string[] {
  return beacon.mock.calls.filter(([u]) => u === url).map(([, body]) => String(body));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = 'SS_MID=census-1; path=/';
  history.replaceState(null, '', '/shop/mug');
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  consoleError = vi.fn<typeof console.error>();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
  listenedTo = [];
  // happy-dom binds addEventListener onto the window and the document; other targets use the prototype's.
  for (const target of [window, document, EventTarget.prototype]) {
    const addEventListener = target.addEventListener;
    vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
      listenedTo.push(type);
      addEventListener.call(this, type, listener, options);
    });
  }
  stop = new AbortController();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  stop.abort();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('importing telemetry', () => {
  it('does nothing: no request, no listener, no timer', async () => {
    await loadTelemetry();
    await import('../tracking');
    await import('../collector');
    await import('../errors');
    await import('../storage');
    await import('../preferences');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(listenedTo).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('startTelemetry', () => {
  it('records the pageview and the page visit event', async () => {
    await start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched('/api/census/RecordHit')).toHaveLength(1);
    expect(beaconed('/api/census/events').map((body) => new URLSearchParams(body).get('event'))).toEqual(['product_page_visit']);
  });

  it('starts the collector with the configured delay', async () => {
    await start({ collectorDelayMs: 1000, pageSpeedMaxWaitMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    const [batch] = beaconed('/api/1/performance/records');
    expect((JSON.parse(batch ?? '[]') as { event: string }[]).map((record) => record.event)).toEqual(['page_speed']);
  });

  it('starts the error reporter', async () => {
    await start();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('widget exploded'), message: 'widget exploded', filename: '/app.js' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetched('/api/events/RecordJavascriptErrors')).toHaveLength(1);
  });

  it('does not start session replay', async () => {
    await start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched('/api/commerce/fullstory/getId')).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const { startTelemetry } = await loadTelemetry();
    const options = { apiRoot: '/', pageContext: productPage, signal: stop.signal };
    const mark = vi.spyOn(performance, 'mark');
    startTelemetry(options);
    startTelemetry(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched('/api/census/RecordHit')).toHaveLength(1);
    expect(beaconed('/api/census/events')).toHaveLength(1);
    expect(mark.mock.calls.filter(([name]) => name === 'storefront-kit:telemetry-started')).toHaveLength(1);
  });

  it('says it has started with a performance mark, after the pageview went', async () => {
    const { startTelemetry, TELEMETRY_STARTED_MARK } = await loadTelemetry();
    const pageviewsWhenMarked: number[] = [];
    vi.spyOn(performance, 'mark').mockImplementation((name) => {
      if (name === TELEMETRY_STARTED_MARK) pageviewsWhenMarked.push(fetched('/api/census/RecordHit').length);
      return undefined as unknown as PerformanceMark;
    });
    startTelemetry({ apiRoot: '/', pageContext: productPage, signal: stop.signal });
    expect(TELEMETRY_STARTED_MARK).toBe('storefront-kit:telemetry-started');
    expect(pageviewsWhenMarked).toEqual([1]);
  });

  it('sends to the API root it is given', async () => {
    await start({ apiRoot: '/store/' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched('/store/api/census/RecordHit')).toHaveLength(1);
  });
});

describe('telemetry never throws into the page', () => {
  it('when its options are wrong: it logs which one', async () => {
    const { startTelemetry } = await loadTelemetry();
    expect(() => startTelemetry(null as unknown as TelemetryOptions)).not.toThrow();
    expect(() => startTelemetry({ apiRoot: 42 } as unknown as TelemetryOptions)).not.toThrow();
    expect(consoleError.mock.calls.map(([, error]) => String(error))).toEqual([
      'TypeError: startTelemetry: apiRoot must be a string, got undefined',
      'TypeError: startTelemetry: apiRoot must be a string, got number',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the browser has neither fetch, beacon nor XHR', async () => {
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('XMLHttpRequest', undefined);
    beacon.mockImplementation(() => {
      throw new TypeError('beacons are blocked');
    });
    await expect(start({ pageSpeedMaxWaitMs: 10 })).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    setVisibility('hidden');
  });

  it('when the page context is empty', async () => {
    await expect(start({ pageContext: {} })).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched('/api/census/RecordHit')).toHaveLength(1);
  });
});

describe('the back/forward cache', () => {
  it('is never blocked: no unload or beforeunload listener is registered', async () => {
    await start({ collectorDelayMs: 10 });
    await vi.advanceTimersByTimeAsync(100);
    setVisibility('hidden');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(listenedTo).toContain('visibilitychange');
    expect(listenedTo).not.toContain('unload');
    expect(listenedTo).not.toContain('beforeunload');
  });

  it('is never blocked by any telemetry module or web-vitals, line for line', () => {
    const root = join(__dirname, '..');
    const sources = ['tracking', 'collector', 'errors', 'storage', 'preferences', 'telemetry'].flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => join(root, folder, file)),
    );
    sources.push(join(root, '..', 'node_modules', 'web-vitals', 'dist', 'web-vitals.js'));
    const offenders = sources.filter((file) => /['"`](before)?unload['"`]|on(before)?unload\b/.test(readFileSync(file, 'utf8')));
    expect(sources.length).toBeGreaterThan(15);
    expect(offenders).toEqual([]);
  });
});
