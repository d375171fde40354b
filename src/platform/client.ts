import type { KyInstance, SearchParamsOption } from 'ky';
import { STRINGS } from '../i18n';
import { CSRF_HEADER, cookiesEnabled, writeToken } from '../site';
import { CrumbError, NetworkError, PlatformError, RateLimitError, RequestTimeoutError, ResponseError, isPlatformError } from './errors';

export interface PlatformClientOptions {
  /**
   * Where the platform API lives; spec paths `/api/...` are requested as `{apiRoot}api/...`.
   * Resolved against `baseUrl`, so `/`, `/shop/` and `https://cdn.example/` all work.
   * @default '/'
   */
  readonly apiRoot?: string;
  /** @default location.href */
  readonly baseUrl?: string;
  /**
   * How long one attempt may take before it fails with `RequestTimeoutError`.
   * @default 10000
   */
  readonly timeoutMs?: number;
  /**
   * How many times a failed GET is tried again (network failure, 408, 5xx). Writes are never
   * retried: an add that reached the server must not be repeated.
   * @default 1
   */
  readonly getRetries?: number;
  /** Sends one prepared request; tests and non-browser hosts pass their own. @default globalThis.fetch */
  readonly fetch?: (request: Request) => Promise<Response>;
}

export interface RequestOptions {
  readonly searchParams?: SearchParamsOption;
}

/** Calls the platform REST API; every failure rejects with a `PlatformError`. */
export interface PlatformClient {
  /** The API root as an absolute URL ending in `/`. */
  readonly apiRoot: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Creates the API client: same-origin cookies, `X-CSRF-Token` on every write (the crumb, or once
 * the visitor has signed in the session's xsrf token), a timeout per attempt, and failures mapped onto the `PlatformError` family.
 * @example
 * const client = createPlatformClient({ apiRoot: '/' });
 * const cart = await client.get<ShoppingCart>('api/commerce/shopping-cart');
 */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const { apiRoot = '/', timeoutMs = 10_000, getRetries = 1, fetch } = options;
  if (typeof apiRoot !== 'string' || apiRoot === '') throw new TypeError('apiRoot must be a non-empty string');
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new RangeError(`timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`);
  if (!Number.isInteger(getRetries) || getRetries < 0)
    throw new RangeError(`getRetries must be a whole number of at least 0, got ${getRetries}`);

  const base = options.baseUrl ?? globalThis.location?.href;
  let root: URL;
  try {
    root = new URL(apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`, base);
  } catch (cause) {
    throw new TypeError(`apiRoot "${apiRoot}" is not a URL${base === undefined ? ' and there is no page URL to resolve it against' : ''}`, {
      cause,
    });
  }

  // ky arrives with the first request, not with the page: a shopper without a cart sends none
  // before pressing a button. Its import failing is a network failure like any other.
  let api: Promise<{ instance: KyInstance; module: typeof import('ky') }> | undefined;
  const kyApi = () =>
    (api ??= import('ky').then((module) => ({
      module,
      instance: module.default.create({
        prefixUrl: root.href,
        credentials: 'same-origin',
        timeout: timeoutMs,
        retry: { limit: getRetries, methods: ['get'], statusCodes: [408, 500, 502, 503, 504], afterStatusCodes: [503] },
        // ky always hands fetch one prepared Request, so the narrower signature is safe.
        ...(fetch === undefined ? {} : { fetch: ((request: Request) => fetch(request)) as typeof globalThis.fetch }),
        hooks: {
          beforeRequest: [
            (request) => {
              if (!WRITE_METHODS.has(request.method)) return;
              // Read at send time: the server may have set or rotated the crumb, or a sign-in in any
              // tab given the session its xsrf token, since the page loaded.
              const token = writeToken();
              if (token !== undefined) request.headers.set(CSRF_HEADER, token);
            },
          ],
        },
      }),
    })));

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    json: unknown,
    requestOptions: RequestOptions | undefined,
  ): Promise<T> {
    if (path.startsWith('/')) throw new TypeError(`path "${path}" must be relative to the API root (no leading "/")`);
    const url = new URL(path, root).href;
    let text: string;
    let status: number;
    let ky: typeof import('ky') | undefined;
    try {
      const { instance, module } = await kyApi();
      ky = module;
      const response = await instance(path, {
        method,
        ...(json === undefined ? {} : { json }),
        ...(requestOptions?.searchParams === undefined ? {} : { searchParams: requestOptions.searchParams }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // Without ky (its code could not arrive), nothing was sent: a transport failure.
      if (ky === undefined) api = undefined;
      throw await toPlatformError(error, ky, { method, url, timeoutMs });
    }
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      // The server answered, but not with anything the client can use.
      throw new ResponseError({ method, url, status, serverMessage: undefined, body: undefined, cause });
    }
  }

  return {
    apiRoot: root.href,
    get: (path, requestOptions) => send('GET', path, undefined, requestOptions),
    post: (path, json, requestOptions) => send('POST', path, json, requestOptions),
    put: (path, json, requestOptions) => send('PUT', path, json, requestOptions),
    patch: (path, json, requestOptions) => send('PATCH', path, json, requestOptions),
    delete: (path, requestOptions) => send('DELETE', path, undefined, requestOptions),
  };
}

interface ErrorBody {
  readonly error?: unknown;
  readonly crumbFail?: unknown;
}

/** The error answer's JSON body as sent, or `undefined` when it is empty or not JSON. */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorFields(body: unknown): ErrorBody {
  return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
}

async function toPlatformError(
  error: unknown,
  ky: typeof import('ky') | undefined,
  target: { method: string; url: string; timeoutMs: number },
): Promise<PlatformError> {
  const { method, timeoutMs } = target;
  if (isPlatformError(error)) return error;
  if (ky?.isHTTPError(error)) {
    const { status } = error.response;
    const url = error.request.url;
    const body = await readErrorBody(error.response);
    const fields = errorFields(body);
    if (status === 401 && fields.crumbFail === true)
      return new CrumbError({ method, url, cookiesEnabled: cookiesEnabled(), body, cause: error });
    if (status === 429) return new RateLimitError({ method, url, body, cause: error });
    const serverMessage = typeof fields.error === 'string' && fields.error.trim() !== '' ? fields.error : undefined;
    return new ResponseError({ method, url, status, serverMessage, body, cause: error });
  }
  if (ky?.isTimeoutError(error)) return new RequestTimeoutError({ method, url: error.request.url, timeoutMs, cause: error });
  // fetch rejects with a TypeError for every transport failure; that is the only signal browsers give.
  if (error instanceof TypeError) return new NetworkError({ method, url: target.url, cause: error });
  return new PlatformError('Request failed', STRINGS.platform.rateLimited, { method, url: target.url, cause: error });
}
