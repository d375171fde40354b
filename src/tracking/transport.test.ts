// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiUrl, postBeacon } from './index';
import { eventually } from '../../test/fixtures/eventually';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it.each([
    ['/', '/api/census/RecordHit', '/api/census/RecordHit'],
    ['/store/', '/api/census/RecordHit', '/store/api/census/RecordHit'],
    ['https://api.example.com', '/api/1/performance/records', 'https://api.example.com/api/1/performance/records'],
  ])('puts %s in front of %s', (root, path, expected) => {
    expect(apiUrl(root, path)).toBe(expected);
  });
});

describe('apiRequest', () => {
  it('sends the crumb as CSRF header on a write but not on a read', async () => {
    document.cookie = 'crumb=c-42; path=/';
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', { method: 'PUT', body: '{}', contentType: 'application/json' });
    await apiRequest('/api/x');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'X-CSRF-Token': 'c-42', 'Content-Type': 'application/json' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({});
  });

  it('sends the session’s xsrf token instead while a site user is signed in', async () => {
    document.cookie = 'crumb=c-42; path=/';
    document.cookie = 'siteUserCrumb=s-7; path=/';
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await apiRequest('/api/census/RecordHit', { method: 'POST', body: new URLSearchParams() });
      expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'X-CSRF-Token': 's-7' });
    } finally {
      document.cookie = 'siteUserCrumb=; max-age=0; path=/';
    }
  });
});

describe('postBeacon', () => {
  let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let xhrSends: { url: string; body: unknown }[];

  beforeEach(() => {
    beacon = vi.fn(() => true);
    fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    xhrSends = [];
    const sends = xhrSends;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        private url = '';
        open(_method: string, url: string): void {
          this.url = url;
        }
        send(body: unknown): void {
          sends.push({ url: this.url, body });
        }
      },
    );
  });

  it('uses the beacon when the browser queues it', () => {
    postBeacon('/api/1/performance/records', '[]');
    expect(beacon).toHaveBeenCalledWith('/api/1/performance/records', '[]');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    postBeacon('/api/1/performance/records', '[1]');
    expect(fetchMock).toHaveBeenCalledWith('/api/1/performance/records', {
      method: 'POST',
      body: '[1]',
      keepalive: true,
      credentials: 'same-origin',
    });
    expect(xhrSends).toEqual([]);
  });

  it('falls back to fetch when the browser has no beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    postBeacon('/api/x', 'a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses XHR last, when fetch with keepalive fails', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('keepalive body too large'));
    postBeacon('/api/x', 'payload');
    await eventually(() => expect(xhrSends).toEqual([{ url: '/api/x', body: 'payload' }]));
  });

  it('uses XHR when there is no fetch', () => {
    beacon.mockReturnValue(false);
    vi.stubGlobal('fetch', undefined);
    postBeacon('/api/x', 'payload');
    expect(xhrSends).toEqual([{ url: '/api/x', body: 'payload' }]);
  });
});
