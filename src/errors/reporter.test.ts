// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureError, startErrorReporter, type ErrorReport } from './index';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let stop: AbortController;

function sentBatches(): ErrorReport[][] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as ErrorReport[]);
}

function throwUncaught(error: Error, filename = 'https://shop.example.com/assets/app.js'): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename, lineno: 12, colno: 5 }));
}

function rejectUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The sending code is imported with the first error; loaded once here, that import settles at once.
beforeAll(async () => {
  await import('./send');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  document.cookie = 'crumb=crumb-9; path=/';
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  stop = new AbortController();
  startErrorReporter({ apiRoot: '/', signal: stop.signal });
});

afterEach(() => {
  stop.abort();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an uncaught error', () => {
  it('is posted a second later as a JSON list with the CSRF header', async () => {
    const error = new TypeError('price is undefined');
    throwUncaught(error);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/RecordJavascriptErrors');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'X-CSRF-Token': 'crumb-9', 'Content-Type': 'application/json' });
    expect(sentBatches()).toEqual([
      [
        {
          event: 'javascript_error',
          data: {
            message: 'price is undefined',
            name: 'TypeError',
            stack: error.stack,
            filename: 'https://shop.example.com/assets/app.js',
            line: 12,
            column: 5,
            url: location.href,
          },
          timestamp: Date.parse('2025-03-01T10:00:00Z'),
        },
      ],
    ]);
  });

  it('from a cross-origin script, with no detail at all, is not reported', async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('an unhandled rejection', () => {
  it('is reported with its reason', async () => {
    rejectUnhandled(new Error('cart failed to load'));
    rejectUnhandled('plain reason');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentBatches()[0]).toMatchObject([
      { event: 'unhandled_rejection', data: { message: 'cart failed to load', name: 'Error' } },
      { event: 'unhandled_rejection', data: { message: 'plain reason' } },
    ]);
  });
});

describe('captureError, for widget error boundaries', () => {
  it('reports the error with its source and component stack', async () => {
    captureError(new RangeError('bad quantity'), { source: 'add-to-cart', componentStack: '\n    at AddToCart' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentBatches()[0]).toMatchObject([
      {
        event: 'reported_error',
        data: { message: 'bad quantity', name: 'RangeError', source: 'add-to-cart', componentStack: '\n    at AddToCart' },
      },
    ]);
  });

  it('sends nothing and does not throw before a reporter starts', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    expect(() => fresh.captureError(new Error('early'))).not.toThrow();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what it caught before the reporter started (at most 10) and sends it once one starts', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const capturedAt = Date.now();
    for (let index = 0; index < 12; index++) fresh.captureError(new Error(`early ${index}`), { source: 'cart-pill' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();

    const late = new AbortController();
    fresh.startErrorReporter({ apiRoot: '/', signal: late.signal });
    await vi.advanceTimersByTimeAsync(1000);
    late.abort();
    const [batch] = sentBatches();
    expect(batch).toHaveLength(10);
    expect(batch?.[0]).toMatchObject({ event: 'reported_error', data: { message: 'early 0', source: 'cart-pill' }, timestamp: capturedAt });
    expect(batch?.[9]?.data.message).toBe('early 9');
  });
});

describe('the limits', () => {
  it('debounces sending by 1 s after the last error', async () => {
    captureError(new Error('one'));
    await vi.advanceTimersByTimeAsync(600);
    captureError(new Error('two'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatches().map((batch) => batch.map((r) => r.data.message))).toEqual([['one', 'two']]);
  });

  it('queues at most 10 errors', async () => {
    for (let i = 0; i < 15; i++) captureError(new Error(`error ${i}`));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentBatches()).toHaveLength(1);
    expect(sentBatches()[0]?.map((r) => r.data.message)).toEqual(Array.from({ length: 10 }, (_, i) => `error ${i}`));
  });

  it('sends at most 20 times per page', async () => {
    for (let i = 0; i < 25; i++) {
      captureError(new Error(`error ${i}`));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(fetchMock).toHaveBeenCalledTimes(20);
    expect(sentBatches().at(-1)?.[0]?.data.message).toBe('error 19');
  });

  it('cuts stacks, messages and component stacks at 5000 characters', async () => {
    const error = new Error('m'.repeat(6000));
    error.stack = 's'.repeat(9000);
    captureError(error, { componentStack: 'c'.repeat(7000) });
    await vi.advanceTimersByTimeAsync(1000);
    const { data } = sentBatches()[0]?.[0] ?? { data: undefined };
    expect([data?.message.length, data?.stack?.length, data?.componentStack?.length]).toEqual([5000, 5000, 5000]);
  });
});

describe('a rate-limited platform', () => {
  it('drops the batch on 429 and waits out Retry-After before sending again', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 429, headers: { 'Retry-After': '30' } }));
    captureError(new Error('first'));
    await vi.advanceTimersByTimeAsync(1000);
    captureError(new Error('second'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatches().map((batch) => batch.map((r) => r.data.message))).toEqual([['first'], ['second']]);
  });

  it('backs off for a minute when the 429 names no wait', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 429 }));
    captureError(new Error('first'));
    await vi.advanceTimersByTimeAsync(1000);
    captureError(new Error('second'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('neither throws nor reports its own network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    captureError(new Error('first'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a page being hidden', () => {
  it('sends the queue at once with keepalive', async () => {
    captureError(new Error('before leaving'));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the sending code', () => {
  it('is imported with the page’s first error, not before', async () => {
    vi.resetModules();
    const createErrorSender = vi.fn(() => ({ enqueue: vi.fn(), flush: vi.fn(async () => undefined) }));
    vi.doMock('./send', () => ({ createErrorSender }));
    const fresh = await import('./index');
    const quiet = new AbortController();
    fresh.startErrorReporter({ apiRoot: '/', signal: quiet.signal });
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5000);
    expect(createErrorSender).not.toHaveBeenCalled();

    fresh.captureError(new Error('the first'));
    await vi.advanceTimersByTimeAsync(0);
    expect(createErrorSender).toHaveBeenCalledTimes(1);
    quiet.abort();
    vi.doUnmock('./send');
  });
});
