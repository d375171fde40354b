import { COOKIE, cookiesEnabled, readCookie, writeCookie } from '../site';
import type { PageContext } from '../site';
import { isVisitorTracked, pageItem } from './page-context';
import type { CensusRequest } from './census-call';
import { randomId } from './random-id';
import { apiRequest, apiUrl } from './transport';

/** Every census call gives up after this long (spec 000 §9). */
export const TRACKING_TIMEOUT_MS = 2500;

const VISITOR_COOKIE_SECONDS = 2 * 365 * 24 * 60 * 60;
const SESSION_COOKIE_SECONDS = 30 * 60;

/** Extra fields a census call carries beside the hit data (button id, form id …). */
export type TrackingData = Readonly<Record<string, unknown>>;

export interface CensusOptions {
  /** Where `/api/...` lives; `/` for the same origin. */
  apiRoot: string;
  pageContext: PageContext;
}

/**
 * The page's census hit, `POST /api/census/RecordHit`; never on the /search path. Resolves when done
 * and never rejects.
 */
export async function recordPageview(options: CensusOptions): Promise<void> {
  if (isSearchPath(globalThis.location?.pathname ?? '')) return;
  await sendCensus(options, '/api/census/RecordHit', { event: 'view' });
}

/**
 * Sends a widget's census call (see `censusRequestOf`) with the hit data. Takes the request ready
 * made, so the telemetry chunk that widgets borrow it from carries no widget's paths. Resolves when
 * done and never rejects.
 */
export function recordCensus(options: CensusOptions, { path, data }: CensusRequest): Promise<void> {
  return sendCensus(options, path, {}, data);
}

async function sendCensus(
  { apiRoot, pageContext }: CensusOptions,
  path: string,
  fields: Record<string, string>,
  data: TrackingData = {},
): Promise<void> {
  try {
    if (!isVisitorTracked(pageContext)) return;
    const body = new URLSearchParams({
      ...fields,
      data: JSON.stringify({ ...hitData(pageContext), ...data }),
      ss_cvr: touchVisitorCookies(),
    });
    // keepalive: a call may outlive its page (a button block's click goes as the link navigates),
    // so nothing ever waits for a census call before leaving.
    await apiRequest(apiUrl(apiRoot, path), { method: 'POST', body, timeoutMs: TRACKING_TIMEOUT_MS, keepalive: true });
  } catch {
    // Tracking never disturbs the shopper: timeouts, network and server failures are ignored.
  }
}

function isSearchPath(path: string): boolean {
  return path === '/search' || path.startsWith('/search/');
}

/** The hit data of spec 000 §3, read when the hit is sent. */
function hitData(context: PageContext): TrackingData {
  return {
    websiteId: context.website?.id,
    templateId: context.templateId,
    website_locale: context.website?.locale ?? (document.documentElement.lang || undefined),
    userAgent: navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: window.innerWidth,
    viewportInnerHeight: window.innerHeight,
    screenWidth: window.screen?.width,
    screenHeight: window.screen?.height,
    url: location.pathname,
    title: document.title,
    ...pageItem(context),
    collectionId: context.collection?.id,
  };
}

/**
 * Keeps the visitor id (2 years) and visit id (30 minutes, renewed by every call, so a visit ends
 * after 30 idle minutes) and returns the visitor id. Without cookies the id lives for this page.
 */
function touchVisitorCookies(): string {
  const visitorId = readCookie(COOKIE.visitorLong) ?? randomId();
  if (cookiesEnabled()) {
    writeCookie(COOKIE.visitorLong, visitorId, { maxAgeSeconds: VISITOR_COOKIE_SECONDS });
    writeCookie(COOKIE.visitorShort, readCookie(COOKIE.visitorShort) ?? randomId(), { maxAgeSeconds: SESSION_COOKIE_SECONDS });
  }
  return visitorId;
}
