import { apiRequest, apiUrl } from '../tracking';
import { routeCapturedErrors, type ErrorDetails } from './capture';
import { ERROR_REPORTER_LIMITS } from './limits';

/** One entry of the JSON list POSTed to /api/events/RecordJavascriptErrors. */
export interface ErrorReport {
  /** An uncaught error, an unhandled rejection, or one handed to `captureError`. */
  event: 'javascript_error' | 'unhandled_rejection' | 'reported_error';
  data: {
    message: string;
    name?: string | undefined;
    stack?: string | undefined;
    filename?: string | undefined;
    line?: number | undefined;
    column?: number | undefined;
    source?: string | undefined;
    componentStack?: string | undefined;
    /** The page the error happened on. */
    url: string;
  };
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface ErrorReporterOptions {
  /** Where `/api/...` lives; `/` for the same origin. */
  apiRoot: string;
  /** Aborting stops the reporter: its listeners go and nothing more is sent. */
  signal?: AbortSignal | undefined;
}

export interface ErrorReporter {
  /** Queues one error to be sent in the background. Never throws. */
  report(error: unknown, details?: ErrorDetails): void;
}

/**
 * Starts reporting the page's uncaught errors and unhandled rejections with the CSRF header (so
 * by fetch: a beacon cannot carry it), and makes `captureError` report here, starting with what
 * it captured before. Call once per page.
 */
export function startErrorReporter({ apiRoot, signal }: ErrorReporterOptions): ErrorReporter {
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

  const enqueue = (event: ErrorReport['event'], error: unknown, extra: Partial<ErrorReport['data']> = {}, timestamp = Date.now()): void => {
    try {
      if (sends >= ERROR_REPORTER_LIMITS.maxSends || queue.length >= ERROR_REPORTER_LIMITS.maxQueue || signal?.aborted) return;
      const data = { ...describeError(error), ...extra, url: location.href };
      data.componentStack = cut(data.componentStack);
      queue.push({ event, data, timestamp });
      schedule();
    } catch {
      // Reporting fails open.
    }
  };

  const listening = signal ? { signal } : {};
  addEventListener(
    'error',
    (event: ErrorEvent) => {
      // A cross-origin script's error arrives as a bare "Script error." with nothing to act on.
      if (!event.error && !event.filename) return;
      enqueue('javascript_error', event.error ?? event.message, {
        filename: event.filename || undefined,
        line: event.lineno || undefined,
        column: event.colno || undefined,
      });
    },
    listening,
  );
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => enqueue('unhandled_rejection', event.reason), listening);
  // Hidden is the last moment a page is sure to run; keepalive lets the request outlive it.
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') void send(true);
    },
    listening,
  );
  signal?.addEventListener('abort', () => clearTimeout(timer));

  routeCapturedErrors((error, details, timestamp) => enqueue('reported_error', error, { ...details }, timestamp));
  return { report: (error, details) => enqueue('reported_error', error, { ...details }) };
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
