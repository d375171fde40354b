// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../site';
import type { SessionReplayOptions } from './index';

const eligiblePage: PageContext = { websiteSettings: { country: 'US' }, betaFeatureFlags: ['session_replay'] };
/** What the telemetry chunk hands in: a GET of the path (under the API root `/`). */
const getApi = (path: string): Promise<Response> => fetch(path);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let consoleError: ReturnType<typeof vi.fn<typeof console.error>>;

/** A fresh module each time: replay starts at most once per page. */
async function start(overrides: Partial<SessionReplayOptions> = {}): Promise<boolean> {
  vi.resetModules();
  const { startSessionReplay } = await import('./index');
  return startSessionReplay({
    getApi,
    pageContext: eligiblePage,
    scriptUrl: 'https://replay.example.com/rec.js',
    sampleRate: 1,
    ...overrides,
  });
}

const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

function useTimeZone(timeZone: string): void {
  const real = realResolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone };
  });
}

function useCores(count: number): void {
  Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: count });
}

function replayScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[data-session-id]')];
}

beforeEach(() => {
  // The replay script is only appended here, never fetched.
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.replaceChildren();
  document.cookie = 'ss_cvr=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  useTimeZone('America/Chicago');
  useCores(8);
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ id: 'session-77' }));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.fn<typeof console.error>();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'hardwareConcurrency');
});

describe('an eligible visitor', () => {
  it('gets the session id and loads the replay script once with it', async () => {
    expect(await start()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/commerce/fullstory/getId');
    expect(replayScripts().map((s) => [s.src, s.dataset['sessionId'], s.async])).toEqual([
      ['https://replay.example.com/rec.js', 'session-77', true],
    ]);
  });

  it('is initialised once however often it is asked', async () => {
    vi.resetModules();
    const { startSessionReplay } = await import('./index');
    const options = { getApi, pageContext: eligiblePage, scriptUrl: 'https://replay.example.com/rec.js', sampleRate: 1 };
    const results = await Promise.all([startSessionReplay(options), startSessionReplay(options)]);
    expect(results).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(replayScripts()).toHaveLength(1);
  });

  it.each([
    ['a US territory in the Americas', 'PR', 'America/Puerto_Rico'],
    ['Guam', 'GU', 'America/New_York'],
    ['Japan in Tokyo time', 'JP', 'Asia/Tokyo'],
  ])('includes %s', async (_name, country, timeZone) => {
    useTimeZone(timeZone);
    expect(await start({ pageContext: { ...eligiblePage, websiteSettings: { country } } })).toBe(true);
  });
});

describe('an ineligible visitor', () => {
  it.each<[string, () => Partial<SessionReplayOptions>]>([
    ['a site in Canada', () => ({ pageContext: { ...eligiblePage, websiteSettings: { country: 'CA' } } })],
    ['a site without a country', () => ({ pageContext: { betaFeatureFlags: ['session_replay'] } })],
    ['a visitor in Paris time', () => (useTimeZone('Europe/Paris'), {})],
    ['a visitor in Seoul time', () => (useTimeZone('Asia/Seoul'), {})],
    ['a device with 2 cores', () => (useCores(2), {})],
    ['a visitor outside the sample', () => ({ sampleRate: 0 })],
    ['a site without the feature flag', () => ({ pageContext: { ...eligiblePage, betaFeatureFlags: [] } })],
  ])('is %s: no session id is asked for', async (_name, arrange) => {
    expect(await start(arrange())).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(replayScripts()).toEqual([]);
  });

  it('does nothing when the platform answers the automated mock id', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'automated-mock-id' }));
    expect(await start()).toBe(false);
    expect(replayScripts()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('eligibility errors', () => {
  it.each<[string, () => void]>([
    ['a failed session-id call', () => fetchMock.mockResolvedValue(new Response('{"error":"boom"}', { status: 500 }))],
    ['an unreachable platform', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['an answer without an id', () => fetchMock.mockResolvedValue(Response.json({}))],
  ])('are logged and mean ineligible: %s', async (_name, arrange) => {
    arrange();
    expect(await start()).toBe(false);
    expect(replayScripts()).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('session replay');
  });

  it('reject a sample rate outside 0 to 1 by name', async () => {
    expect(await start({ sampleRate: 1.5 })).toBe(false);
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new RangeError('sampleRate must be between 0 and 1, got 1.5'));
  });
});

describe('the sampling experiment', () => {
  it('keeps each visitor in or out of the sample across pages, and splits visitors', async () => {
    const draws: boolean[] = [];
    for (let visitor = 0; visitor < 12; visitor++) {
      document.cookie = `ss_cvr=visitor-${visitor}; path=/`;
      const first = await start({ sampleRate: 0.5 });
      document.head.replaceChildren();
      expect(await start({ sampleRate: 0.5 })).toBe(first);
      draws.push(first);
    }
    expect(draws).toContain(true);
    expect(draws).toContain(false);
  });
});
