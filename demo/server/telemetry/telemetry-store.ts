import type { ErrorReport } from '../../../src/errors';
import type { DemoDatabase } from '../database';
import type { CspReport } from './csp-reports';
import type { CensusHitInput, PerformanceRecordInput, TrackingEventInput } from './telemetry';

/** How long telemetry rows are kept: thirty days, enough to look into a month's reports. */
export const DEFAULT_TELEMETRY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Old rows are deleted at most this often, on a write, so a busy minute costs no extra scans. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const TABLES = ['census_hits', 'tracking_events', 'performance_records', 'error_reports', 'csp_reports'] as const;

/** Where the telemetry routes store what the storefront and the browser send. */
export interface TelemetryStore {
  censusHit(visitor: string | null, hit: CensusHitInput): void;
  trackingEvent(visitor: string | null, event: TrackingEventInput): void;
  /** Stores one batch in one transaction: all of it or, on failure, none. */
  performanceRecords(visitor: string | null, records: readonly PerformanceRecordInput[]): void;
  /** Stores one batch of error reports in one transaction. */
  errorReports(visitor: string | null, reports: readonly ErrorReport[]): void;
  cspReport(visitor: string | null, report: CspReport): void;
}

/**
 * The telemetry tables' writes, stamped by `clock`. Rows older than `retentionMs` are deleted at
 * start-up and then on a write at most once an hour: telemetry is for looking into recent visits,
 * and kept for ever it would grow without bound.
 */
export function createTelemetryStore(
  db: DemoDatabase,
  clock: () => number,
  { retentionMs = DEFAULT_TELEMETRY_RETENTION_MS }: { retentionMs?: number } = {},
): TelemetryStore {
  const insertHit = db.prepare('INSERT INTO census_hits (visitor, received, kind, item_id, data) VALUES (?, ?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO tracking_events (visitor, received, event, data) VALUES (?, ?, ?, ?)');
  const insertRecord = db.prepare(
    'INSERT INTO performance_records (visitor, received, app, event, page_load_id, ts, data, raw) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertError = db.prepare('INSERT INTO error_reports (visitor, received, event, timestamp, data) VALUES (?, ?, ?, ?, ?)');
  const insertCsp = db.prepare(
    'INSERT INTO csp_reports (visitor, received, document_uri, directive, blocked_uri, raw) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const deletes = TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE received < ?`));
  const prune = db.transaction((before: number) => {
    for (const remove of deletes) remove.run(before);
  });

  let prunedAt = clock();
  prune(prunedAt - retentionMs);
  /** The time to stamp a write with, deleting expired rows first when the last sweep is an hour old. */
  const now = (): number => {
    const at = clock();
    if (at - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at;
      prune(at - retentionMs);
    }
    return at;
  };

  const insertRecords = db.transaction((visitor: string | null, received: number, records: readonly PerformanceRecordInput[]) => {
    for (const record of records) {
      insertRecord.run(
        visitor,
        received,
        record.app,
        record.event,
        record.pageLoadId,
        record.ts,
        JSON.stringify(record.data),
        JSON.stringify(record.raw ?? null),
      );
    }
  });
  const insertErrors = db.transaction((visitor: string | null, received: number, reports: readonly ErrorReport[]) => {
    for (const report of reports) insertError.run(visitor, received, report.event, report.timestamp, JSON.stringify(report.data));
  });

  return {
    censusHit(visitor, hit) {
      insertHit.run(visitor, now(), hit.kind, hit.itemId, JSON.stringify(hit.data));
    },
    trackingEvent(visitor, event) {
      insertEvent.run(visitor, now(), event.event, JSON.stringify(event.data));
    },
    performanceRecords(visitor, records) {
      insertRecords(visitor, now(), records);
    },
    errorReports(visitor, reports) {
      insertErrors(visitor, now(), reports);
    },
    cspReport(visitor, report) {
      insertCsp.run(visitor, now(), report.documentUri, report.directive, report.blockedUri, JSON.stringify(report.raw));
    },
  };
}
