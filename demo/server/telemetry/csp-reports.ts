import type { DemoDatabase } from '../database';

/** One violation of the page's Content-Security-Policy, as the browser reported it. */
export interface CspReport {
  /** The page (or frame) where it happened. */
  readonly documentUri: string;
  /** The directive that blocked it (`style-src-elem`, `script-src` …). */
  readonly directive: string;
  /** What was blocked: a URL, `inline`, `eval` … */
  readonly blockedUri: string;
  /** The report as it arrived. */
  readonly raw: unknown;
}

export interface StoredCspReport extends CspReport {
  readonly id: number;
  readonly visitor: string | null;
  readonly received: number;
}

/** Every report stored, oldest first. */
export function listCspReports(db: DemoDatabase): StoredCspReport[] {
  const rows = db.prepare('SELECT * FROM csp_reports ORDER BY id').all() as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row['id']),
    visitor: row['visitor'] === null ? null : String(row['visitor']),
    received: Number(row['received']),
    documentUri: String(row['document_uri']),
    directive: String(row['directive']),
    blockedUri: String(row['blocked_uri']),
    raw: JSON.parse(String(row['raw'])) as unknown,
  }));
}
