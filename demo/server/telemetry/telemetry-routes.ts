import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { PerformanceEventKind } from '../../../src/collector';
import type { ErrorReport } from '../../../src/errors';
import { BEACON_PATHS, writeTokenExempt } from '../guard';
import { readCookie } from '../../../src/site';
import { TRACKING_EVENT_NAMES } from '../../../src/tracking';
import { assertCrumbEchoed, visitorId } from '../cookies';
import { newId } from '../database';
import { BadRequestError } from '../errors';
import type { CensusHitKind, JsonObject, PerformanceRecordInput } from './telemetry';
import type { TelemetryStore } from './telemetry-store';
import { requireId, requireMediaType } from '../validation';

/** The session id that tells the storefront not to start session replay, which the platform answers automated visitors. */
export const MOCK_SESSION_ID = 'automated-mock-id';

/**
 * The demo's stand-in for the platform telling automated traffic apart: a visitor with this cookie
 * (any value) is automated and gets `MOCK_SESSION_ID`; everyone else gets a session id of their own.
 * Set it in the browser with `document.cookie = "demo-automated=1; path=/"`.
 */
export const AUTOMATED_VISITOR_COOKIE = 'demo-automated';

const CENSUS_CALLS = ['button-click', 'button-render', 'form-render', 'overlay'] as const satisfies readonly CensusHitKind[];
const PERFORMANCE_EVENTS: readonly PerformanceEventKind[] = ['page_speed', 'image', 'a11y', 'user'];
const ERROR_EVENTS: readonly ErrorReport['event'][] = ['javascript_error', 'unhandled_rejection', 'reported_error'];
/** The collector sends one batch per moment; more than this in one request is not the storefront. */
const MAX_RECORDS_PER_BATCH = 50;
/** The reporter's queue holds at most 10 reports (spec 000 §9), so a batch never holds more. */
const MAX_REPORTS_PER_BATCH = 10;
const MAX_NAME_LENGTH = 100;

/** The fields of a form-encoded body. */
function formFields(request: FastifyRequest): Record<string, unknown> {
  requireMediaType(request, 'application/x-www-form-urlencoded');
  return (request.body ?? {}) as Record<string, unknown>;
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A form field holding a JSON object, such as census `data`. */
function jsonObjectField(fields: Record<string, unknown>, name: string): JsonObject {
  const raw = fields[name];
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    // Falls through to the one message below.
  }
  if (!isJsonObject(value)) throw new BadRequestError(`${name} must be a JSON object`);
  return value;
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_NAME_LENGTH) {
    throw new BadRequestError(`${name} must be a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  return value;
}

function requireOneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new BadRequestError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function requireTimestamp(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new BadRequestError(`${name} must be a whole number of epoch milliseconds`);
  return value;
}

/** A JSON list of 1 to `max` items, from an already parsed body or from text. */
function jsonList(body: unknown, name: string, max: number): unknown[] {
  let list = body;
  if (typeof body === 'string') {
    try {
      list = JSON.parse(body);
    } catch {
      throw new BadRequestError(`${name} must be a JSON array`);
    }
  }
  if (!Array.isArray(list)) throw new BadRequestError(`${name} must be a JSON array`);
  if (list.length === 0 || list.length > max) throw new BadRequestError(`${name} must hold 1 to ${max} items`);
  return list;
}

function parsePerformanceRecord(value: unknown): PerformanceRecordInput {
  if (!isJsonObject(value)) throw new BadRequestError('Each performance record must be a JSON object');
  if (!isJsonObject(value['data'])) throw new BadRequestError('data must be a JSON object');
  return {
    app: requireString(value['app'], 'app'),
    event: requireOneOf(value['event'], 'event', PERFORMANCE_EVENTS),
    pageLoadId: requireString(value['pageLoadId'], 'pageLoadId'),
    ts: requireTimestamp(value['ts'], 'ts'),
    data: value['data'],
    raw: value['raw'] ?? null,
  };
}

function parseErrorReport(value: unknown): ErrorReport {
  if (!isJsonObject(value)) throw new BadRequestError('Each error report must be a JSON object');
  const data = value['data'];
  if (!isJsonObject(data) || typeof data['message'] !== 'string' || typeof data['url'] !== 'string') {
    throw new BadRequestError('data must be a JSON object with a message and a url');
  }
  return {
    event: requireOneOf(value['event'], 'event', ERROR_EVENTS),
    data: data as ErrorReport['data'],
    timestamp: requireTimestamp(value['timestamp'], 'timestamp'),
  };
}

/**
 * Census hits, shopping events, performance records and error reports (spec 000 §7, spec 001 §7),
 * stored for the visitor named by the `ss_cvr` cookie, and the session-replay id call. Writes answer
 * 204; what the storefront sends it never reads back.
 */
export function registerTelemetryRoutes(app: FastifyInstance, store: TelemetryStore, limited: RouteShorthandOptions): void {
  app.post('/api/census/RecordHit', limited, async (request, reply) => {
    const fields = formFields(request);
    requireOneOf(fields['event'], 'event', ['view']);
    const data = jsonObjectField(fields, 'data');
    // The form's ss_cvr names the visitor whose browser keeps no cookies (the id then lives for one page).
    const visitor =
      visitorId(request) ?? (typeof fields['ss_cvr'] === 'string' && /^[\w-]{1,64}$/.test(fields['ss_cvr']) ? fields['ss_cvr'] : null);
    store.censusHit(visitor, { kind: 'view', itemId: null, data });
    return reply.code(204).send();
  });

  for (const call of CENSUS_CALLS) {
    app.post(`/api/census/${call}`, limited, async (request, reply) => {
      store.censusHit(visitorId(request), { kind: call, itemId: null, data: jsonObjectField(formFields(request), 'data') });
      return reply.code(204).send();
    });
  }

  app.post<{ Params: { itemId: string } }>('/api/census/RecordQuickView/:itemId', limited, async (request, reply) => {
    const itemId = requireId(request.params.itemId, 'itemId');
    store.censusHit(visitorId(request), { kind: 'quick-view', itemId, data: jsonObjectField(formFields(request), 'data') });
    return reply.code(204).send();
  });

  /** Beacons carry no CSRF header: the guard checks where they come from instead. */
  const beacon = { ...limited, ...writeTokenExempt('origin', 'sent by navigator.sendBeacon, which cannot set the CSRF header') };

  app.post('/api/census/events', beacon, async (request, reply) => {
    const fields = formFields(request);
    assertCrumbEchoed(request, fields['crumb']);
    const event = requireOneOf(fields['event'], 'event', TRACKING_EVENT_NAMES);
    store.trackingEvent(visitorId(request), { event, data: jsonObjectField(fields, 'data') });
    return reply.code(204).send();
  });

  app.post('/api/1/performance/records', beacon, async (request, reply) => {
    // A beacon with a JSON content type would need a CORS preflight; the collector sends text/plain.
    requireMediaType(request, 'text/plain');
    const records = jsonList(request.body, 'The records', MAX_RECORDS_PER_BATCH).map(parsePerformanceRecord);
    store.performanceRecords(visitorId(request), records);
    return reply.code(204).send();
  });

  app.post('/api/events/RecordJavascriptErrors', limited, async (request, reply) => {
    requireMediaType(request, 'application/json');
    const reports = jsonList(request.body, 'The error reports', MAX_REPORTS_PER_BATCH).map(parseErrorReport);
    store.errorReports(visitorId(request), reports);
    return reply.code(204).send();
  });

  app.get('/api/commerce/fullstory/getId', async (request) => ({
    id: readCookie(AUTOMATED_VISITOR_COOKIE, request.headers.cookie ?? '') === undefined ? newId() : MOCK_SESSION_ID,
  }));
}

export { BEACON_PATHS };
