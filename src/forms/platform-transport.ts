import type { PlatformClient } from '../platform';
import type { FormsTransport, TransportResponse } from './transport';

/**
 * The forms core's transport over the page's one platform client: same credentials, the crumb
 * as `X-CSRF-Token` on every POST, the same timeouts. The client rejects every HTTP error; this
 * turns those back into `{ status, body }`, so only a request that got no answer (offline, timed
 * out) rejects. A successful answer reads as status 200.
 */
export function createPlatformFormsTransport(client: PlatformClient): FormsTransport {
  return {
    postJson: (path, body) => answered(client.post(relativeToApiRoot(path), body)),
    getJson: (path, searchParams) => answered(client.get(relativeToApiRoot(path), { searchParams: { ...searchParams } })),
  };
}

// FORMS_API spells paths from the site root; the client takes them relative to its API root.
function relativeToApiRoot(path: string): string {
  return path.replace(/^\//, '');
}

async function answered(request: Promise<unknown>): Promise<TransportResponse> {
  try {
    return { status: 200, body: await request };
  } catch (error) {
    const answer = httpAnswerOf(error);
    if (answer === undefined) throw error;
    return answer;
  }
}

/**
 * The status and body of a platform error that came from an HTTP answer (`ResponseError`,
 * `RateLimitError`, `CrumbError` carry both); `undefined` for one that got no answer. Read by
 * shape, so the forms chunk needs nothing of the client's code at run time.
 */
function httpAnswerOf(error: unknown): TransportResponse | undefined {
  if (!(error instanceof Error) || !('shopperMessage' in error)) return undefined;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return typeof status === 'number' ? { status, body } : undefined;
}
