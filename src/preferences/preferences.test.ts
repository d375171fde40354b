// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporter, type ErrorReport } from '../errors';
import { createPreferences, PreferencesError, type PreferenceValues } from './index';
import { eventually } from '../../test/fixtures/eventually';

const PREFERENCES_URL = '/api/v1/commerce-preferences/checkout';

/** The platform's side: what it stores per namespace, and every request it received. */
let stored: Record<string, unknown>;
let failNext: Response | Error | undefined;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let stopReporter: AbortController;
/** Subscriptions listen on the document, which outlives a test. */
const unsubscribers: (() => void)[] = [];

function requests(method: string, url = PREFERENCES_URL): RequestInit[] {
  return fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method).map(([, init]) => init ?? {});
}

async function reportedErrors(): Promise<ErrorReport[]> {
  await vi.advanceTimersByTimeAsync(1000);
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events/RecordJavascriptErrors')
    .flatMap(([, init]) => JSON.parse(String(init?.body)) as ErrorReport[]);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = 'crumb=crumb-3; path=/';
  stored = { websiteId: 'site-1', tipsEnabled: true, tipPercents: [10, 15] };
  failNext = undefined;
  fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    if (url === '/api/events/RecordJavascriptErrors') return new Response(null, { status: 204 });
    const failure = failNext;
    failNext = undefined;
    if (failure instanceof Error) throw failure;
    if (failure) return failure;
    if (init?.method === 'PUT') {
      stored = { websiteId: 'site-1', ...(JSON.parse(String(init.body)) as object) };
      return new Response(null, { status: 204 });
    }
    return Response.json(stored);
  });
  vi.stubGlobal('fetch', fetchMock);
  stopReporter = new AbortController();
  startErrorReporter({ apiRoot: '/', signal: stopReporter.signal });
});

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  stopReporter.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reading preferences', () => {
  it('gets the namespace without the website id', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    expect(await preferences.get('checkout')).toEqual({ tipsEnabled: true, tipPercents: [10, 15] });
    expect(requests('GET')).toHaveLength(1);
  });

  it('loads each namespace once and serves it from the cache after', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    await Promise.all([preferences.get('checkout'), preferences.get('checkout')]);
    await preferences.get('checkout');
    await preferences.get('shipping');
    expect(requests('GET')).toHaveLength(1);
    expect(requests('GET', '/api/v1/commerce-preferences/shipping')).toHaveLength(1);
  });

  it('reports a failed load, rethrows it, and tries again next time', async () => {
    failNext = new Response('{"error":"down"}', { status: 503 });
    const preferences = createPreferences({ apiRoot: '/' });

    const failure = preferences.get('checkout');
    await expect(failure).rejects.toThrow(new PreferencesError(`GET ${PREFERENCES_URL} answered 503`));
    await expect(failure).rejects.toBeInstanceOf(PreferencesError);
    expect(await reportedErrors()).toMatchObject([
      {
        event: 'reported_error',
        data: { name: 'PreferencesError', message: `GET ${PREFERENCES_URL} answered 503`, source: 'preferences' },
      },
    ]);
    expect(await preferences.get('checkout')).toEqual({ tipsEnabled: true, tipPercents: [10, 15] });
  });

  it('names an unreachable platform, with the network error as cause', async () => {
    const offline = new TypeError('Failed to fetch');
    failNext = offline;
    const error: unknown = await createPreferences({ apiRoot: '/' })
      .get('checkout')
      .catch((e: unknown) => e);
    expect(error).toEqual(new PreferencesError(`GET ${PREFERENCES_URL} could not reach the platform`));
    expect((error as Error).cause).toBe(offline);
  });

  it('rejects an empty namespace by name', async () => {
    await expect(createPreferences({ apiRoot: '/' }).get('')).rejects.toThrow(
      new TypeError('namespace must be a non-empty string, got ""'),
    );
  });
});

describe('changing preferences', () => {
  it('saves the whole object with the CSRF header, and subscribers see it before the platform answers', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    const seen: PreferenceValues[] = [];
    unsubscribers.push(preferences.subscribe('checkout', (values) => seen.push(values)));
    await preferences.get('checkout');

    const saving = preferences.update('checkout', { tipsEnabled: false });
    await Promise.resolve();
    expect(seen[0]).toEqual({ tipsEnabled: false, tipPercents: [10, 15] });
    expect(await saving).toEqual({ tipsEnabled: false, tipPercents: [10, 15] });

    const [put] = requests('PUT');
    expect(put?.headers).toMatchObject({ 'X-CSRF-Token': 'crumb-3', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(put?.body))).toEqual({ tipsEnabled: false, tipPercents: [10, 15] });
  });

  it('sends nothing when nothing changes', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    expect(await preferences.update('checkout', { tipsEnabled: true, tipPercents: [10, 15] })).toEqual({
      tipsEnabled: true,
      tipPercents: [10, 15],
    });
    expect(requests('PUT')).toEqual([]);
  });

  it('makes every subscriber refetch after a save, in any instance on the page', async () => {
    const cart = createPreferences({ apiRoot: '/' });
    const checkout = createPreferences({ apiRoot: '/' });
    const seenByCart: PreferenceValues[] = [];
    unsubscribers.push(cart.subscribe('checkout', (values) => seenByCart.push(values)));
    await cart.get('checkout');

    await checkout.update('checkout', { tipPercents: [5] });
    await eventually(() => expect(seenByCart).toEqual([{ tipsEnabled: true, tipPercents: [5] }]));
    expect(requests('GET')).toHaveLength(3);
    expect(await cart.get('checkout')).toEqual({ tipsEnabled: true, tipPercents: [5] });
  });

  it('undoes a failed save, reports it and rethrows it', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    const seen: PreferenceValues[] = [];
    unsubscribers.push(preferences.subscribe('checkout', (values) => seen.push(values)));
    await preferences.get('checkout');
    failNext = new Response('{"error":"nope"}', { status: 500 });

    await expect(preferences.update('checkout', { tipsEnabled: false })).rejects.toThrow(
      new PreferencesError(`PUT ${PREFERENCES_URL} answered 500`),
    );
    expect(seen).toEqual([
      { tipsEnabled: false, tipPercents: [10, 15] },
      { tipsEnabled: true, tipPercents: [10, 15] },
    ]);
    expect(await preferences.get('checkout')).toEqual({ tipsEnabled: true, tipPercents: [10, 15] });
    expect((await reportedErrors()).map((r) => r.data.message)).toEqual([`PUT ${PREFERENCES_URL} answered 500`]);
  });

  it('stops telling a subscriber who left', async () => {
    const preferences = createPreferences({ apiRoot: '/' });
    const listener = vi.fn();
    const unsubscribe = preferences.subscribe('checkout', listener);
    unsubscribe();
    await preferences.update('checkout', { tipsEnabled: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).not.toHaveBeenCalled();
  });
});
