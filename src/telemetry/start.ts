import { startCollector } from '../collector';
import { startErrorReporter } from '../errors';
import type { PageContext } from '../site';
import { createTrackingClient, recordPageview } from '../tracking';

export interface TelemetryOptions {
  /** Where `/api/...` lives (`data-api-root`); `/` for the same origin. */
  apiRoot: string;
  /** The page's context JSON (spec 000 §3 *Page context*). */
  pageContext: PageContext;
  /** When the performance batch goes, after start. @default 30000 */
  collectorDelayMs?: number | undefined;
  /** When page speed is reported at the latest, after start. @default 60000 */
  pageSpeedMaxWaitMs?: number | undefined;
  /** The app name on performance records. @default 'storefront' */
  app?: string | undefined;
  /** Aborting stops the error reporter and the collector. */
  signal?: AbortSignal | undefined;
}

let started = false;

/**
 * The performance mark `startTelemetry` leaves once everything is started: a readiness signal a
 * browser test (or a site's own tooling) can read with `performance.getEntriesByName`.
 */
export const TELEMETRY_STARTED_MARK = 'storefront-kit:telemetry-started';

/**
 * Starts the page's telemetry once: the error reporter first (so what follows can report to it),
 * then the census pageview, the page's visit event and the performance collector. Meant for after
 * load, when idle. Session replay is not started here: it needs the vendor's script URL and a
 * sample rate from the loader's tag, and its own chunk, which the loader's telemetry chunk imports
 * only when the tag names a replay script. Later calls do nothing; it never throws, and one part
 * failing leaves the others running.
 * @example startTelemetry({ apiRoot: '/', pageContext: JSON.parse(pageContextJson) });
 */
export function startTelemetry(options: TelemetryOptions): void {
  try {
    if (started) return;
    if (typeof options?.apiRoot !== 'string')
      throw new TypeError(`startTelemetry: apiRoot must be a string, got ${typeof options?.apiRoot}`);
    if (typeof options.pageContext !== 'object' || options.pageContext === null)
      throw new TypeError('startTelemetry: pageContext must be an object');
    started = true;
    const { apiRoot, pageContext, collectorDelayMs, pageSpeedMaxWaitMs, app, signal } = options;

    const reporter = startErrorReporter({ apiRoot, signal });
    const attempt = (source: string, part: () => void): void => {
      try {
        part();
      } catch (error) {
        reporter.report(error, { source });
      }
    };
    attempt('census', () => void recordPageview({ apiRoot, pageContext }));
    attempt('tracking', () => createTrackingClient({ apiRoot, pageContext }).trackPageVisit());
    attempt('collector', () =>
      startCollector({
        apiRoot,
        pageContext,
        batchDelayMs: collectorDelayMs,
        pageSpeedMaxWaitMs,
        app,
        signal,
        onError: (error) => reporter.report(error, { source: 'collector' }),
      }),
    );
    attempt('telemetry', () => performance.mark(TELEMETRY_STARTED_MARK));
  } catch (error) {
    console.error('[storefront-kit] telemetry could not start', error);
  }
}
