import { ERROR_REPORTER_LIMITS } from './limits';

export interface ErrorDetails {
  /** Who is reporting: a widget name, `preferences`, `collector` … */
  source?: string;
  /** React's component stack, from an error boundary. */
  componentStack?: string;
}

type CapturedErrorSink = (error: unknown, details: ErrorDetails | undefined, timestamp: number) => void;

interface EarlyCapture {
  error: unknown;
  details: ErrorDetails | undefined;
  timestamp: number;
}

let sink: CapturedErrorSink | undefined;
// Widgets mount before the reporter starts (it waits for load and an idle moment); what they
// capture meanwhile waits here, within the queue's limit, instead of being lost.
const early: EarlyCapture[] = [];

/**
 * Reports an error through the page's running reporter: the API for widget error boundaries and
 * for modules that report and rethrow. Before `startErrorReporter`, up to 10 errors wait for it
 * (later ones are dropped). Never throws. Kept apart from the reporter so that widgets, which
 * mount long before telemetry starts, carry only this.
 */
export function captureError(error: unknown, details?: ErrorDetails): void {
  const timestamp = Date.now();
  if (sink !== undefined) sink(error, details, timestamp);
  else if (early.length < ERROR_REPORTER_LIMITS.maxQueue) early.push({ error, details, timestamp });
}

/** Sends what `captureError` is given to `next` from now on, starting with what it kept. For the reporter alone. */
export function routeCapturedErrors(next: CapturedErrorSink): void {
  sink = next;
  for (const { error, details, timestamp } of early.splice(0)) next(error, details, timestamp);
}
