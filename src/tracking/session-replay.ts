import { COOKIE, readCookie } from '../site';
import type { PageContext } from '../site';

/** The beta flag that switches session replay on for a site. */
export const SESSION_REPLAY_FLAG = 'session_replay';

/** Countries that count as the United States for session replay (spec 000 §9). */
export const US_TERRITORIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'];

/** The session id the platform answers in automated tests: replay must not start. */
const MOCK_SESSION_ID = 'automated-mock-id';

/** Where the platform hands out replay session ids (spec 000 §7). */
const SESSION_ID_PATH = '/api/commerce/fullstory/getId';

export interface SessionReplayOptions {
  /**
   * GETs a platform path written `/api/...` under the API root. Handed in (the telemetry chunk's
   * `apiRequest`) so that replay, a chunk of its own, carries no copy of the transport.
   */
  getApi: (path: string) => Promise<Response>;
  pageContext: PageContext;
  /** The replay vendor's script; it reads the session id from its `data-session-id` attribute. */
  scriptUrl: string;
  /** Share of visitors in the sampling experiment, 0 to 1; a visitor keeps their draw across pages. */
  sampleRate: number;
}

let started: Promise<boolean> | undefined;

/**
 * Starts session replay once per page when every condition of spec 000 §9 holds: the site's
 * country is the US (territories included) or Japan, the visitor's time zone is in the Americas
 * or is Asia/Tokyo, the device has more than 2 cores, the visitor is in the sample and the site
 * has the feature flag. Resolves whether replay started; errors are logged and mean ineligible.
 */
export function startSessionReplay(options: SessionReplayOptions): Promise<boolean> {
  started ??= initialise(options).catch((error: unknown) => {
    console.error('[storefront-kit] session replay is off: eligibility could not be decided', error);
    return false;
  });
  return started;
}

async function initialise({ getApi, pageContext, scriptUrl, sampleRate }: SessionReplayOptions): Promise<boolean> {
  if (!(sampleRate >= 0 && sampleRate <= 1)) throw new RangeError(`sampleRate must be between 0 and 1, got ${sampleRate}`);
  if (!isEligible(pageContext, sampleRate)) return false;
  const response = await getApi(SESSION_ID_PATH);
  if (!response.ok) throw new Error(`GET ${SESSION_ID_PATH} answered ${response.status}`);
  const { id } = (await response.json()) as { id?: unknown };
  if (typeof id !== 'string' || id === '') throw new TypeError(`GET ${SESSION_ID_PATH} answered no session id`);
  if (id === MOCK_SESSION_ID) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.dataset['sessionId'] = id;
  document.head.append(script);
  return true;
}

function isEligible(context: PageContext, sampleRate: number): boolean {
  const country = context.websiteSettings?.country ?? '';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    (US_TERRITORIES.includes(country) || country === 'JP') &&
    (timeZone.startsWith('America') || timeZone === 'Asia/Tokyo') &&
    (navigator.hardwareConcurrency ?? 0) > 2 &&
    sampleDraw() < sampleRate &&
    (context.betaFeatureFlags?.includes(SESSION_REPLAY_FLAG) ?? false)
  );
}

/** A number in [0, 1) fixed for the visitor (hashed from their census id), random without one. */
function sampleDraw(): number {
  const visitorId = readCookie(COOKIE.visitorLong);
  if (visitorId === undefined) return Math.random();
  let hash = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i++) hash = Math.imul(hash ^ visitorId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}
