// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CrumbError,
  NetworkError,
  PlatformError,
  RateLimitError,
  RequestTimeoutError,
  ResponseError,
  createPlatformClient,
  isCrumbError,
  isPlatformError,
  isRateLimitError,
} from './index';

type FetchStub = ReturnType<typeof vi.fn<(input: Request) => Promise<Response>>>;

function stubFetch(answer: (request: Request) => Response | Promise<Response>): FetchStub {
  return vi.fn(async (input: Request) => answer(input));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('a request that succeeds', () => {
  it('goes to {apiRoot}api/... with same-origin credentials and returns the parsed body', async () => {
    const fetch = stubFetch(() => json(200, { totalQuantity: 2 }));
    const client = createPlatformClient({ apiRoot: '/shop/', baseUrl: 'https://store.example/products/x', fetch, getRetries: 0 });

    await expect(client.get('api/commerce/shopping-cart', { searchParams: { mock: 'false' } })).resolves.toEqual({ totalQuantity: 2 });

    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe('https://store.example/shop/api/commerce/shopping-cart?mock=false');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('same-origin');
  });

  it('adds the missing trailing slash to the API root', () => {
    const client = createPlatformClient({ apiRoot: 'https://api.example/v', fetch: stubFetch(() => json(200, {})) });
    expect(client.apiRoot).toBe('https://api.example/v/');
  });

  it('sends the crumb cookie as X-CSRF-Token on writes, reading it at send time', async () => {
    let sentBody: unknown;
    const fetch = stubFetch(async (request) => {
      sentBody = await request.json();
      return json(200, { ok: true });
    });
    const client = createPlatformClient({ fetch });
    document.cookie = 'crumb=first; path=/';
    document.cookie = 'crumb=rotated; path=/';

    await client.post('api/commerce/shopping-cart/entries', { itemId: 'a', sku: 'b', quantity: 1 });

    const request = fetch.mock.calls[0]![0];
    expect(request.headers.get('X-CSRF-Token')).toBe('rotated');
    expect(sentBody).toEqual({ itemId: 'a', sku: 'b', quantity: 1 });
  });

  it('sends the session’s xsrf token instead once the visitor has signed in, and the crumb again after signing out', async () => {
    const fetch = stubFetch(() => json(200, {}));
    const client = createPlatformClient({ fetch });
    document.cookie = 'crumb=visitor; path=/';
    document.cookie = 'siteUserCrumb=session; path=/';
    await client.delete('api/site-users/account/session');
    document.cookie = 'siteUserCrumb=; max-age=0; path=/';
    await client.post('api/commerce/shopping-cart/entries', {});
    expect(fetch.mock.calls.map(([request]) => request.headers.get('X-CSRF-Token'))).toEqual(['session', 'visitor']);
  });

  it('sends PATCH with its body and the crumb, as the file manager’s rename does', async () => {
    let sent: unknown;
    const fetch = stubFetch(async (request) => {
      sent = { method: request.method, body: await request.json() };
      return json(200, { file: { id: 'f1' } });
    });
    document.cookie = 'crumb=abc; path=/';
    expect(await createPlatformClient({ fetch }).patch('api/admin/files/f1', { name: 'label' })).toEqual({ file: { id: 'f1' } });
    expect(sent).toEqual({ method: 'PATCH', body: { name: 'label' } });
    expect(fetch.mock.calls[0]![0].headers.get('X-CSRF-Token')).toBe('abc');
  });

  it('does not send the crumb on reads', async () => {
    const fetch = stubFetch(() => json(200, {}));
    document.cookie = 'crumb=abc; path=/';
    await createPlatformClient({ fetch }).get('api/commerce/shopping-cart');
    expect(fetch.mock.calls[0]![0].headers.has('X-CSRF-Token')).toBe(false);
  });

  it('resolves an empty body to undefined', async () => {
    const client = createPlatformClient({ fetch: stubFetch(() => new Response(null, { status: 204 })) });
    await expect(client.delete('api/thing/1')).resolves.toBeUndefined();
  });
});

describe('errors the shopper sees (spec 000 §8 Add to cart)', () => {
  const post = (fetch: FetchStub) => createPlatformClient({ fetch }).post('api/commerce/shopping-cart/entries', {});

  it('a crumb failure with cookies enabled says the session expired', async () => {
    const error = await post(stubFetch(() => json(401, { crumbFail: true, error: 'Invalid crumb' }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrumbError);
    expect(error).toMatchObject({
      name: 'CrumbError',
      cookiesEnabled: true,
      shopperMessage: 'Your session has expired. Please reload the page and try again.',
    });
  });

  it('a crumb failure with cookies disabled asks for cookies', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const error = await post(stubFetch(() => json(401, { crumbFail: true, error: 'Invalid crumb' }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrumbError);
    expect(error).toMatchObject({
      cookiesEnabled: false,
      shopperMessage: 'Please enable cookies in your browser, reload the page, and try again.',
    });
  });

  it('a 401 without crumbFail is not a crumb failure', async () => {
    const error = await post(stubFetch(() => json(401, { error: 'Sign in first.' }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 401, shopperMessage: 'Sign in first.' });
  });

  it('HTTP 429 asks the shopper to wait', async () => {
    const error = await post(stubFetch(() => json(429, { error: 'Slow down' }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, shopperMessage: 'Please try again in a few seconds.' });
  });

  it('any other failure shows the server message', async () => {
    const error = await post(stubFetch(() => json(409, { error: 'Sorry, we do not have enough of that item available.' }))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({
      status: 409,
      serverMessage: 'Sorry, we do not have enough of that item available.',
      shopperMessage: 'Sorry, we do not have enough of that item available.',
    });
  });

  it('a failure without a server message asks the shopper to retry', async () => {
    const error = await post(stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, shopperMessage: 'Please try again in a few seconds.' });
  });

  it('a network failure is a NetworkError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await post(vi.fn(() => Promise.reject(cause))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ cause, shopperMessage: 'Please try again in a few seconds.' });
  });

  it('keeps the answer’s JSON body, so callers can read field errors', async () => {
    const errors = { email: 'Required' };
    const refused = await post(stubFetch(() => json(400, { errors }))).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ResponseError);
    expect(refused).toMatchObject({ status: 400, body: { errors }, serverMessage: undefined });
    const limited = await post(stubFetch(() => json(429, { error: 'Slow down' }))).catch((e: unknown) => e);
    expect(limited).toMatchObject({ body: { error: 'Slow down' } });
    const crumb = await post(stubFetch(() => json(401, { crumbFail: true, error: 'Invalid crumb' }))).catch((e: unknown) => e);
    expect(crumb).toMatchObject({ status: 401, body: { crumbFail: true, error: 'Invalid crumb' } });
    const html = await post(stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))).catch((e: unknown) => e);
    expect(html).toMatchObject({ status: 502, body: undefined });
  });

  it('a 2xx that is not JSON is a ResponseError with the real status', async () => {
    const error = await createPlatformClient({ fetch: stubFetch(() => new Response('<html>', { status: 200 })) })
      .get('api/commerce/shopping-cart')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 200 });
  });
});

describe('error messages for developers', () => {
  it('name the method and the absolute URL, ky-style', async () => {
    const client = createPlatformClient({
      apiRoot: '/',
      baseUrl: 'https://store.example/',
      fetch: stubFetch(() => json(404, { error: 'Unknown item "abc"' })),
    });
    const error = await client.post('api/commerce/shopping-cart/entries', {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'Request failed with status code 404 (Unknown item "abc"): POST https://store.example/api/commerce/shopping-cart/entries',
    );
  });
});

describe('timeouts and retries', () => {
  it('a request with no answer in time fails with RequestTimeoutError', async () => {
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const error = await createPlatformClient({ fetch, timeoutMs: 20, getRetries: 0 })
      .get('api/slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 20, method: 'GET' });
    expect((error as Error).message).toMatch(/^Request timed out after 20 ms: GET http/);
  });

  it('retries a GET after a network failure', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { ok: 1 })));
    await expect(createPlatformClient({ fetch, getRetries: 1 }).get('api/x')).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a write', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createPlatformClient({ fetch, getRetries: 3 }).post('api/x', {})).rejects.toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('options', () => {
  it('rejects a non-positive timeout with a RangeError naming it', () => {
    expect(() => createPlatformClient({ timeoutMs: 0 })).toThrow(
      new RangeError('timeoutMs must be a positive number of milliseconds, got 0'),
    );
  });
  it('rejects a negative retry count', () => {
    expect(() => createPlatformClient({ getRetries: -1 })).toThrow(RangeError);
  });
  it('rejects an absolute path, which would bypass the API root', async () => {
    await expect(createPlatformClient({ fetch: stubFetch(() => json(200, {})) }).get('/api/x')).rejects.toThrow(TypeError);
  });
});

describe('guards', () => {
  it('recognise the family by name, as a copy from another chunk would look', () => {
    const foreign = Object.assign(new Error('x'), { name: 'CrumbError', shopperMessage: 'm' });
    expect(isPlatformError(foreign)).toBe(true);
    expect(isCrumbError(foreign)).toBe(true);
    expect(isRateLimitError(foreign)).toBe(false);
    expect(isPlatformError(new TypeError('x'))).toBe(false);
    expect(isPlatformError(new PlatformError('r', 'm', { method: 'GET', url: 'u' }))).toBe(true);
  });
});
