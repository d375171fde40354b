import { normalizeGrid, type DatasetGrid } from './grid';

/** The dataset editor's messages: spec 001 §5, and ours (marked) for a value that is no number. */
export const DATASET_MESSAGES = {
  noColumns: 'Your dataset must have at least one column',
  noRows: 'Your dataset must have at least one row',
  empty: 'Enter some data!',
  missingData: 'One or more rows was missing data',
  /** Ours. */
  notANumber: (value: string, row: number, column: string): string => `"${value}" in row ${row} (${column}) is not a number`,
} as const;

/** A dataset a chart can draw: one label per row, one value per series in each. */
export interface Dataset {
  /** The label column's heading. */
  readonly labelHeading: string;
  /** The series' names, one per value column. */
  readonly series: readonly string[];
  readonly rows: readonly { readonly label: string; readonly values: readonly number[] }[];
}

export type DatasetResult = { readonly ok: true; readonly dataset: Dataset } | { readonly ok: false; readonly error: string };

/**
 * A number as people type it in a spreadsheet: `1,250.5`, `-3`, `$12`, `45%` (read as 45), with
 * spaces anywhere. Nothing for anything else.
 */
export function parseDatasetNumber(text: string): number | undefined {
  const compact = text
    .replace(/[\s,]/g, '')
    .replace(/^([+-]?)[$€£¥]/, '$1')
    .replace(/%$/, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(compact)) return undefined;
  const value = Number(compact);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Checks a grid (truncate it first) and reads it as a dataset: at least one value column and one
 * row of data, at least one value (labels alone are no data), no row with a blank label or value, every value a number. A
 * blank heading is named after its column ("Column 2"), a blank label heading "Label".
 */
export function readDataset(grid: DatasetGrid): DatasetResult {
  const rows = normalizeGrid(grid);
  const [headings = [], ...data] = rows;
  if (headings.length < 2) return { ok: false, error: DATASET_MESSAGES.noColumns };
  if (data.length === 0) return { ok: false, error: DATASET_MESSAGES.noRows };
  if (data.every((row) => row.slice(1).every((cell) => cell === ''))) return { ok: false, error: DATASET_MESSAGES.empty };
  if (data.some((row) => row.some((cell) => cell === ''))) return { ok: false, error: DATASET_MESSAGES.missingData };
  const series = headings.slice(1).map((heading, index) => (heading === '' ? `Column ${index + 2}` : heading));
  const read: { label: string; values: number[] }[] = [];
  for (const [rowIndex, [label = '', ...cells]] of data.entries()) {
    const values: number[] = [];
    for (const [column, cell] of cells.entries()) {
      const value = parseDatasetNumber(cell);
      if (value === undefined) return { ok: false, error: DATASET_MESSAGES.notANumber(cell, rowIndex + 1, series[column] ?? '') };
      values.push(value);
    }
    read.push({ label, values });
  }
  return { ok: true, dataset: { labelHeading: headings[0] === '' ? 'Label' : (headings[0] ?? 'Label'), series, rows: read } };
}
