import { apiRequest, apiUrl } from '../tracking';
import { ERROR_REPORTER_LIMITS } from './limits';
import type { ErrorReport, ErrorReporterOptions } from './report';

/** The reporter's sending half, imported with the page's first error. */
export interface ErrorSender {
  /** Queues one error (within the limits) and schedules the next send. Never throws. */
  enqueue(event: ErrorReport['event'], error: unknown, extra: Partial<ErrorReport['data']>, timestamp: number): void;
  /** Sends the queue now; `keepalive` lets the request outlive the page. */
  flush(keepalive: boolean): Promise<void>;
}

/**
 * Queues errors and posts them to /api/events/RecordJavascriptErrors with the CSRF header (by
 * fetch: a beacon cannot carry it): debounced, at most 20 sends a page and 10 queued, texts cut at
 * 5000 characters, a 429 dropping its batch and waiting out Retry-After.
 */
export function createErrorSender({ apiRoot, signal }: ErrorReporterOptions): ErrorSender {
  const url = apiUrl(apiRoot, '/api/events/RecordJavascriptErrors');
  let queue: ErrorReport[] = [];
  let sends = 0;
  let backoffUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => void send(false), Math.max(ERROR_REPORTER_LIMITS.debounceMs, backoffUntil - Date.now()));
  };

  const send = async (keepalive: boolean): Promise<void> => {
    clearTimeout(timer);
    if (queue.length === 0 || sends >= ERROR_REPORTER_LIMITS.maxSends || signal?.aborted) return;
    if (Date.now() < backoffUntil) return schedule();
    const batch = queue;
    queue = [];
    sends++;
    try {
      const response = await apiRequest(url, { method: 'POST', body: JSON.stringify(batch), contentType: 'application/json', keepalive });
      if (response.status === 429) {
        // The batch is dropped, not retried: a rate-limited reporter must not add to the load.
        backoffUntil = Date.now() + retryAfterMs(response.headers.get('Retry-After'));
        if (queue.length > 0) schedule();
      }
    } catch {
      // The reporter never reports its own failures.
    }
  };
  signal?.addEventListener('abort', () => clearTimeout(timer));

  return {
    enqueue(event, error, extra, timestamp) {
      try {
        if (sends >= ERROR_REPORTER_LIMITS.maxSends || queue.length >= ERROR_REPORTER_LIMITS.maxQueue || signal?.aborted) return;
        const data = { ...describeError(error), ...extra, url: location.href };
        data.componentStack = cut(data.componentStack);
        queue.push({ event, data, timestamp });
        schedule();
      } catch {
        // Reporting fails open.
      }
    },
    flush: send,
  };
}

function describeError(error: unknown): Pick<ErrorReport['data'], 'message' | 'name' | 'stack'> {
  if (typeof error === 'object' && error !== null) {
    // Duck-typed so errors from other frames and DOMExceptions count too.
    const { message, name, stack } = error as Record<string, unknown>;
    if (typeof message === 'string') {
      return {
        message: cut(message) ?? '',
        name: typeof name === 'string' ? name : undefined,
        stack: typeof stack === 'string' ? cut(stack) : undefined,
      };
    }
  }
  try {
    return { message: cut(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))) ?? '' };
  } catch {
    return { message: 'An error value that cannot be printed' };
  }
}

function cut(text: string | undefined): string | undefined {
  return text?.slice(0, ERROR_REPORTER_LIMITS.maxTextLength);
}

/** Retry-After in seconds or as an HTTP date; the default when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  if (header === null) return ERROR_REPORTER_LIMITS.defaultBackoffMs;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? ERROR_REPORTER_LIMITS.defaultBackoffMs : Math.max(0, date - Date.now());
}
