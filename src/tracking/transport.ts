import { CSRF_HEADER, writeToken } from '../site';

/**
 * The one way telemetry leaves the page. Census calls, the error reporter and preferences use
 * `apiRequest` (fetch, so the crumb can ride as the CSRF header); the collector and shopping
 * events use `postBeacon`, which survives navigation but cannot carry a header.
 */

/** `{apiRoot}api/...` for a spec path written `/api/...`; the root `/` gives `/api/...`. */
export function apiUrl(apiRoot: string, path: string): string {
  return (apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`) + path.replace(/^\/+/, '');
}

export interface ApiRequestOptions {
  /** @default 'GET' */
  method?: 'GET' | 'POST' | 'PUT';
  body?: string | URLSearchParams;
  /** Content type of a string body; a `URLSearchParams` body is always form-encoded. */
  contentType?: string;
  /** Aborts the request after this long. */
  timeoutMs?: number;
  /** Lets the request outlive the page (bodies up to 64 KB). */
  keepalive?: boolean;
}

/**
 * A same-origin-credentials fetch; writes carry the crumb (or, signed in, the session's xsrf token) as the CSRF header.
 * Rejects on network failure, timeout or a missing `fetch`; HTTP errors resolve.
 */
export async function apiRequest(url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {};
  const token = method === 'GET' ? undefined : writeToken();
  if (token !== undefined) headers[CSRF_HEADER] = token;
  if (options.contentType !== undefined) headers['Content-Type'] = options.contentType;
  const controller = options.timeoutMs === undefined ? undefined : new AbortController();
  const timer = controller && setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined && { body: options.body }),
      ...(options.keepalive && { keepalive: true }),
      ...(controller && { signal: controller.signal }),
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Hands a POST to the browser so it is delivered even if the page goes away: `sendBeacon`
 * first, then fetch with keepalive, XHR last (measured delivery on navigate-away: 10/10, 10/10,
 * 4/10). A string body goes as text/plain and form data as form-encoded, neither of which needs
 * a CORS preflight. Never throws; failures are silent.
 */
export function postBeacon(url: string, body: string | URLSearchParams): void {
  const viaXhr = (): void => {
    try {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      request.send(body);
    } catch {
      // Nothing is left to try; telemetry fails open.
    }
  };
  try {
    if (globalThis.navigator?.sendBeacon?.(url, body)) return;
  } catch {
    // A beacon the browser refuses outright still has two more ways out.
  }
  try {
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(viaXhr);
  } catch {
    viaXhr();
  }
}
