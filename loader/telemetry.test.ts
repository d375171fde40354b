// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
let errors: ReturnType<typeof vi.fn<typeof console.error>>;

/** The telemetry chunk as a page that has just imported it has it: telemetry not started yet. */
async function startChunk(attributes: Record<string, string>): Promise<void> {
  vi.resetModules();
  const { startTelemetry } = await import('./index');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  startTelemetry({ script, document });
}

const performanceBatches = () => beacon.mock.calls.filter(([url]) => url.endsWith('/api/1/performance/records'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = `<script type="application/json" id="page-context">{"pageType":50,"product":{"id":"p1"},"website":{"id":"w1"}}</script>`;
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  errors = vi.fn<typeof console.error>();
  vi.spyOn(console, 'error').mockImplementation(errors);
});

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the telemetry chunk', () => {
  it('records the pageview under the API root of the loader tag, with the page context', async () => {
    await startChunk({ 'data-api-root': '/store' });
    await vi.advanceTimersByTimeAsync(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/store/api/census/RecordHit');
    expect(JSON.parse(new URLSearchParams(String(init?.body)).get('data') ?? '{}')).toMatchObject({ websiteId: 'w1', itemId: 'p1', recordType: 11 });
  });

  it('sends page speed at twice data-collector-delay, a testing aid', async () => {
    await startChunk({ 'data-collector-delay': '1000' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(performanceBatches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(performanceBatches()).toHaveLength(1);
  });

  it('keeps the spec delays without it, and reports an unusable value once, naming the attribute', async () => {
    await startChunk({ 'data-collector-delay': 'soon' });
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      '[storefront-kit] <script>: data-collector-delay "soon" is not a whole number of milliseconds; using 30000',
    ]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(performanceBatches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(performanceBatches()).toHaveLength(1);
  });
});
