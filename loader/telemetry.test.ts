// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionReplayChunkOptions } from './index';
import { eventually } from '../test/fixtures/eventually';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
let errors: ReturnType<typeof vi.fn<typeof console.error>>;

/** The telemetry chunk as a page that has just imported it has it: telemetry not started yet. */
async function startChunk(attributes: Record<string, string>): Promise<HTMLScriptElement> {
  vi.resetModules();
  const { startTelemetry } = await import('./index');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  await startTelemetry({ script, document });
  return script;
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
    expect(JSON.parse(new URLSearchParams(String(init?.body)).get('data') ?? '{}')).toMatchObject({
      websiteId: 'w1',
      itemId: 'p1',
      recordType: 11,
    });
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

describe('session replay from the telemetry chunk', () => {
  const REPLAY_SCRIPT = 'https://replay.example.com/rec.js';
  let replayChunkImported: boolean;
  /** The network lost the replay chunk: its import rejects. */
  let replayChunkLost: boolean;
  let startReplay: ReturnType<typeof vi.fn<(options: SessionReplayChunkOptions) => Promise<boolean>>>;

  beforeEach(() => {
    replayChunkImported = false;
    replayChunkLost = false;
    startReplay = vi.fn(async () => true);
    // One stand-in per test: a second doMock of the same path may resolve before or after this one.
    vi.doMock('./session-replay', () => {
      if (replayChunkLost) throw new TypeError('Failed to fetch dynamically imported module');
      replayChunkImported = true;
      return { startSessionReplay: startReplay };
    });
  });

  afterEach(() => {
    vi.doUnmock('./session-replay');
  });

  it('never fetches the replay chunk when the tag names no replay script', async () => {
    await startChunk({ 'data-session-replay-sample': '1' });
    await startChunk({ 'data-session-replay-script': '' });
    expect(replayChunkImported).toBe(false);
    expect(startReplay).not.toHaveBeenCalled();
  });

  it('imports the replay chunk and starts it with the tag, the page context and GETs under the API root', async () => {
    const script = await startChunk({ 'data-api-root': '/store', 'data-session-replay-script': REPLAY_SCRIPT });
    expect(startReplay).toHaveBeenCalledTimes(1);
    const [options] = startReplay.mock.calls[0] ?? [];
    expect(options?.script).toBe(script);
    expect(options?.pageContext).toEqual({ pageType: 50, product: { id: 'p1' }, website: { id: 'w1' } });
    fetchMock.mockClear();
    await options?.getApi('/api/commerce/fullstory/getId');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/store/api/commerce/fullstory/getId', 'GET']]);
  });

  it('leaves a performance mark once replay has decided, saying whether it started', async () => {
    const marks: [string, unknown][] = [];
    vi.spyOn(performance, 'mark').mockImplementation((name, options) => {
      marks.push([name, options?.detail]);
      return undefined as unknown as PerformanceMark;
    });
    startReplay.mockResolvedValue(false);
    await startChunk({ 'data-session-replay-script': REPLAY_SCRIPT });
    await vi.advanceTimersByTimeAsync(0);
    expect(marks.filter(([name]) => name === 'storefront-kit:session-replay-decided')).toEqual([
      ['storefront-kit:session-replay-decided', false],
    ]);
  });

  it('starts telemetry first, so a replay chunk that cannot load costs only a console error', async () => {
    replayChunkLost = true;
    await expect(startChunk({ 'data-session-replay-script': REPLAY_SCRIPT })).resolves.toBeInstanceOf(HTMLScriptElement);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/census/RecordHit');
    // The failed import settles when the module loader gives up, which takes real time on a busy machine.
    await eventually(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[storefront-kit\] telemetry: /);
  });
});

describe('the session replay chunk', () => {
  const eligiblePage = { pageType: 2, websiteSettings: { country: 'US' }, betaFeatureFlags: ['session_replay'] };

  beforeEach(() => {
    // The replay script is only appended here, never fetched.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(eligiblePage)}</script>`;
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: 8 });
    // The visitor's time zone; fake timers stand in for Intl too, so the stand-in replaces theirs.
    const timeZone = { resolvedOptions: () => ({ timeZone: 'America/Chicago' }) } as Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => timeZone);
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/commerce/fullstory/getId') ? Response.json({ id: 'session-77' }) : new Response(null, { status: 204 }),
    );
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'hardwareConcurrency');
  });

  const replayScripts = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[data-session-id]')].map((script) => [
      script.src,
      script.dataset['sessionId'],
    ]);

  it('adds the replay script with the session id for an eligible visitor in the sample', async () => {
    await startChunk({ 'data-session-replay-script': 'https://replay.example.com/rec.js', 'data-session-replay-sample': '1' });
    await eventually(() => expect(replayScripts()).toEqual([['https://replay.example.com/rec.js', 'session-77']]));
    expect(errors).not.toHaveBeenCalled();
  });

  it('asks for no session id when the sample is 0', async () => {
    await startChunk({ 'data-session-replay-script': 'https://replay.example.com/rec.js', 'data-session-replay-sample': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/commerce/fullstory/getId');
    expect(replayScripts()).toEqual([]);
  });

  it.each(['lots', '1.5', '-0.1', ''])('reports a sample of "%s" once, naming the attribute, and uses 0.1', async (sample) => {
    await startChunk({
      src: '/storefront.js',
      'data-session-replay-script': 'https://replay.example.com/rec.js',
      'data-session-replay-sample': sample,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      `[storefront-kit] <script src="/storefront.js">: data-session-replay-sample "${sample}" is not a number from 0 to 1; using 0.1`,
    ]);
  });
});
