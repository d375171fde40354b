import { readPageContext } from '../src/site';
import * as telemetry from '../src/telemetry';
import { apiRequest, apiUrl } from '../src/tracking';
// Re-exported so the runtime and the widgets' census calls borrow these from this chunk instead of carrying a copy.
export { createTrackingClient, recordCensus } from '../src/tracking';
import { readApiRoot } from './api-root';
import { messageOf, reportProblem } from './report';
import type { TelemetryChunkOptions } from './types';

/**
 * A testing aid, not a setting for sites: `data-collector-delay="2000"` on the loader's tag sends
 * the performance batch 2000 ms after telemetry starts instead of 30 s, and page speed at twice
 * that (the spec's 30 s / 60 s), so browser tests need not wait a minute.
 */
function readCollectorDelay(script: HTMLScriptElement | null): number | undefined {
  const raw = script?.dataset['collectorDelay'];
  if (raw === undefined) return undefined;
  const delay = Number(raw.trim());
  if (raw.trim() !== '' && Number.isInteger(delay) && delay >= 0) return delay;
  reportProblem('<script>', `data-collector-delay "${raw}" is not a whole number of milliseconds; using 30000`);
  return undefined;
}

/**
 * The performance mark left once session replay has decided, `detail` saying whether it started:
 * a readiness signal, so a browser test can tell "not started" from "not decided yet".
 */
export const SESSION_REPLAY_DECIDED_MARK = 'storefront-kit:session-replay-decided';

/**
 * The telemetry chunk, which the loader imports after `load`, when the browser is idle: reads the
 * API root and the page context and starts the error reporter, the census pageview, the page's
 * visit event and the performance collector (`startTelemetry` of src/telemetry). When the tag names
 * a replay script it then imports the session replay chunk, which decides the rest; without one
 * that chunk is never fetched. Never throws.
 */
export async function startTelemetry({ script, document }: TelemetryChunkOptions): Promise<void> {
  try {
    const collectorDelayMs = readCollectorDelay(script);
    const apiRoot = readApiRoot(script);
    const pageContext = readPageContext(document) ?? {};
    telemetry.startTelemetry({
      apiRoot,
      pageContext,
      collectorDelayMs,
      pageSpeedMaxWaitMs: collectorDelayMs === undefined ? undefined : 2 * collectorDelayMs,
    });
    if (script?.dataset['sessionReplayScript']) {
      const replay = await import('./session-replay');
      void replay
        .startSessionReplay({ script, pageContext, getApi: (path) => apiRequest(apiUrl(apiRoot, path)) })
        .then((started) => performance.mark(SESSION_REPLAY_DECIDED_MARK, { detail: started }))
        .catch(() => undefined);
    }
  } catch (error) {
    reportProblem('telemetry', messageOf(error), error);
  }
}
