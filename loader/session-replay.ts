import * as tracking from '../src/tracking';
import { reportProblem } from './report';
import type { SessionReplayChunkOptions } from './types';

/** Share of visitors in the sampling experiment when the tag names none. */
const DEFAULT_SAMPLE_RATE = 0.1;

function readSampleRate(script: HTMLScriptElement): number {
  const raw = script.dataset['sessionReplaySample'];
  if (raw === undefined) return DEFAULT_SAMPLE_RATE;
  const rate = Number(raw.trim());
  if (raw.trim() !== '' && rate >= 0 && rate <= 1) return rate;
  reportProblem(
    `<script src="${script.getAttribute('src') ?? ''}">`,
    `data-session-replay-sample "${raw}" is not a number from 0 to 1; using ${DEFAULT_SAMPLE_RATE}`,
  );
  return DEFAULT_SAMPLE_RATE;
}

/**
 * The session replay chunk, which the telemetry chunk imports only when the loader's tag names the
 * replay script (`data-session-replay-script`): reads the sample rate (`data-session-replay-sample`)
 * and starts replay for an eligible visitor (`startSessionReplay` of src/tracking). Resolves whether
 * replay started; never rejects.
 */
export async function startSessionReplay({ script, pageContext, getApi }: SessionReplayChunkOptions): Promise<boolean> {
  const scriptUrl = script.dataset['sessionReplayScript'];
  if (!scriptUrl) return false;
  return tracking.startSessionReplay({ getApi, pageContext, scriptUrl, sampleRate: readSampleRate(script) });
}
