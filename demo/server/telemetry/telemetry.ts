import type { PerformanceEventKind } from '../../../src/collector';
import type { ErrorReport } from '../../../src/errors';
import type { DemoDatabase } from '../database';

/** What a census call records: the pageview, or one of the calls widgets make. */
export type CensusHitKind = 'view' | 'button-click' | 'button-render' | 'form-render' | 'overlay' | 'quick-view';

/** A JSON object as it arrived in a request. */
export type JsonObject = Readonly<Record<string, unknown>>;

export interface CensusHitInput {
  kind: CensusHitKind;
  /** The quick-viewed item; `null` for every other kind. */
  itemId: string | null;
  /** The hit data (spec 000 §3 *Tracking hit data*) with the call's own fields. */
  data: JsonObject;
}

export interface TrackingEventInput {
  event: string;
  data: JsonObject;
}

export interface PerformanceRecordInput {
  app: string;
  event: PerformanceEventKind;
  pageLoadId: string;
  ts: number;
  data: JsonObject;
  raw: unknown;
}

/** Who sent a row (the `ss_cvr` cookie, `null` without one) and when the server stored it. */
interface Stored {
  id: number;
  visitor: string | null;
  received: number;
}

export interface StoredCensusHit extends Stored, CensusHitInput {}
export interface StoredTrackingEvent extends Stored, TrackingEventInput {}
export interface StoredPerformanceRecord extends Stored, PerformanceRecordInput {}
export interface StoredErrorReport extends Stored, ErrorReport {}

/** Everything recorded for one visitor, newest first. */
export interface VisitorTelemetry {
  hits: StoredCensusHit[];
  events: StoredTrackingEvent[];
  records: StoredPerformanceRecord[];
  errors: StoredErrorReport[];
}

/** The QA page shows this many rows of each kind at most. */
export const VISITOR_TELEMETRY_LIMIT = 200;

interface Row {
  id: number;
  visitor: string | null;
  received: number;
}

/** What was recorded for `visitor`, newest first, at most `VISITOR_TELEMETRY_LIMIT` rows of each kind. */
export function readVisitorTelemetry(db: DemoDatabase, visitor: string): VisitorTelemetry {
  const rows = <T extends Row>(table: string, columns: string): T[] =>
    db
      .prepare(`SELECT id, visitor, received, ${columns} FROM ${table} WHERE visitor = ? ORDER BY id DESC LIMIT ?`)
      .all(visitor, VISITOR_TELEMETRY_LIMIT) as T[];

  const hits = rows<Row & { kind: CensusHitKind; item_id: string | null; data: string }>('census_hits', 'kind, item_id, data');
  const events = rows<Row & { event: string; data: string }>('tracking_events', 'event, data');
  const records = rows<Row & { app: string; event: PerformanceEventKind; page_load_id: string; ts: number; data: string; raw: string }>(
    'performance_records',
    'app, event, page_load_id, ts, data, raw',
  );
  const errors = rows<Row & { event: ErrorReport['event']; timestamp: number; data: string }>('error_reports', 'event, timestamp, data');

  return {
    hits: hits.map(({ item_id, data, ...hit }) => ({ ...hit, itemId: item_id, data: JSON.parse(data) as JsonObject })),
    events: events.map(({ data, ...event }) => ({ ...event, data: JSON.parse(data) as JsonObject })),
    records: records.map(({ page_load_id, data, raw, ...record }) => ({
      ...record,
      pageLoadId: page_load_id,
      data: JSON.parse(data) as JsonObject,
      raw: JSON.parse(raw) as unknown,
    })),
    errors: errors.map(({ data, ...report }) => ({ ...report, data: JSON.parse(data) as ErrorReport['data'] })),
  };
}
