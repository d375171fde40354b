import { routeCapturedErrors, type ErrorDetails } from './capture';
import type { ErrorReport, ErrorReporterOptions } from './report';
import type { ErrorSender } from './send';

export interface ErrorReporter {
  /** Queues one error to be sent in the background. Never throws. */
  report(error: unknown, details?: ErrorDetails): void;
}

/**
 * Starts reporting the page's uncaught errors and unhandled rejections, and makes `captureError`
 * report here, starting with what it captured before. The code that queues and sends (`./send`)
 * comes with the page's first error: a page without one never downloads it. Call once per page.
 */
export function startErrorReporter({ apiRoot, signal }: ErrorReporterOptions): ErrorReporter {
  let sender: Promise<ErrorSender> | undefined;
  const withSender = (use: (ready: ErrorSender) => unknown): void => {
    sender ??= import('./send').then(({ createErrorSender }) => createErrorSender({ apiRoot, signal }));
    // A sender that cannot arrive loses its errors: reporting fails open.
    sender.then(use, () => undefined);
  };
  const enqueue = (event: ErrorReport['event'], error: unknown, extra: Partial<ErrorReport['data']> = {}, timestamp = Date.now()): void => {
    if (!signal?.aborted) withSender((ready) => ready.enqueue(event, error, extra, timestamp));
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
      if (document.visibilityState === 'hidden' && sender !== undefined) withSender((ready) => ready.flush(true));
    },
    listening,
  );

  routeCapturedErrors((error, details, timestamp) => enqueue('reported_error', error, { ...details }, timestamp));
  return { report: (error, details) => enqueue('reported_error', error, { ...details }) };
}
