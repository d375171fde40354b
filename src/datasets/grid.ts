import Papa from 'papaparse';

/**
 * A chart's dataset as the grid editor shows it: the first row holds the headings (the label
 * column's, then one per series), each row after it a label and its values, all as typed.
 */
export type DatasetGrid = readonly (readonly string[])[];

/**
 * The largest dataset a chart takes (spec 001 §5 names maxRows and maxColumns, not their values):
 * 50 rows of data below the headings, 10 columns counting the label column. A chart with more
 * bars or lines than that is no longer readable on a phone.
 */
export const DATASET_LIMITS = { maxRows: 50, maxColumns: 10 } as const;

export interface DatasetLimits {
  readonly maxRows: number;
  readonly maxColumns: number;
}

/**
 * A spreadsheet's paste as a grid: tab-separated as spreadsheets copy cells, else comma-separated
 * (CSV), quoted cells kept whole (their commas, tabs and line breaks included). A trailing line
 * break adds no row.
 */
export function parsePastedTable(text: string): string[][] {
  const source = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  if (source.trim() === '') return [];
  const delimiter = source.includes('\t') ? '\t' : ',';
  const { data } = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: false });
  return data.map((row) => row.map((cell) => cell.trim()));
}

/** Every row as wide as the widest, blanks filled with `''`; rows and columns blank to the end dropped. */
export function normalizeGrid(grid: DatasetGrid): string[][] {
  const rows = grid.map((row) => row.map((cell) => cell.trim()));
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === '')) rows.pop();
  let width = Math.max(0, ...rows.map((row) => row.length));
  while (width > 0 && rows.every((row) => (row[width - 1] ?? '') === '')) width -= 1;
  return rows.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? ''));
}

/** What truncation left out, counted in rows of data and columns. */
export interface DatasetCut {
  readonly rows: number;
  readonly columns: number;
}

export interface TruncatedGrid {
  readonly grid: string[][];
  readonly cut: DatasetCut;
  /** What to tell the owner when anything was left out. */
  readonly message?: string;
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** Ours: the spec truncates but words no notice. */
export function truncationMessage(cut: DatasetCut, limits: DatasetLimits = DATASET_LIMITS): string {
  const parts = [
    cut.rows > 0 ? plural(cut.rows, 'row', 'rows') : undefined,
    cut.columns > 0 ? plural(cut.columns, 'column', 'columns') : undefined,
  ].filter((part) => part !== undefined);
  const one = parts.length === 1 && cut.rows + cut.columns === 1;
  return `A chart takes at most ${limits.maxRows} rows and ${limits.maxColumns} columns: ${parts.join(' and ')} ${one ? 'was' : 'were'} left out.`;
}

/**
 * The grid cut to `limits`: the headings and the first `maxRows` rows of data, the first
 * `maxColumns` columns; `cut` counts what was left out, and `message` tells the owner so.
 */
export function truncateGrid(grid: DatasetGrid, limits: DatasetLimits = DATASET_LIMITS): TruncatedGrid {
  const rows = normalizeGrid(grid);
  const width = rows[0]?.length ?? 0;
  const cut = { rows: Math.max(0, rows.length - 1 - limits.maxRows), columns: Math.max(0, width - limits.maxColumns) };
  const kept = rows.slice(0, limits.maxRows + 1).map((row) => row.slice(0, limits.maxColumns));
  return cut.rows === 0 && cut.columns === 0 ? { grid: kept, cut } : { grid: kept, cut, message: truncationMessage(cut, limits) };
}
