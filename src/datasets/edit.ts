import { DATASET_LIMITS, truncateGrid, type DatasetGrid, type DatasetLimits, type TruncatedGrid } from './grid';

/** A cell of the grid: row 0 is the headings, column 0 the labels. */
export interface GridCell {
  readonly row: number;
  readonly column: number;
}

/** Rows and columns a new chart starts with: the headings named, three rows to fill in. */
export const NEW_DATASET_GRID: DatasetGrid = [
  ['Label', 'Series 1'],
  ['', ''],
  ['', ''],
  ['', ''],
];

const widthOf = (grid: DatasetGrid): number => Math.max(0, ...grid.map((row) => row.length));

/** The grid with every row as wide as the widest, blank cells filled in: the shape the editor shows. */
export function rectangularGrid(grid: DatasetGrid): string[][] {
  const width = widthOf(grid);
  return grid.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? ''));
}

export function setGridCell(grid: DatasetGrid, { row, column }: GridCell, value: string): string[][] {
  return rectangularGrid(grid).map((cells, index) => (index === row ? cells.map((cell, at) => (at === column ? value : cell)) : cells));
}

/** A blank row of data before `index` (at the end when `index` is the row count). */
export function insertGridRow(grid: DatasetGrid, index: number): string[][] {
  const rows = rectangularGrid(grid);
  rows.splice(
    index,
    0,
    Array.from({ length: widthOf(rows) }, () => ''),
  );
  return rows;
}

export function removeGridRow(grid: DatasetGrid, index: number): string[][] {
  return rectangularGrid(grid).filter((_, at) => at !== index);
}

/** A blank value column before `index` (at the end when `index` is the column count). */
export function insertGridColumn(grid: DatasetGrid, index: number): string[][] {
  return rectangularGrid(grid).map((row) => [...row.slice(0, index), '', ...row.slice(index)]);
}

export function removeGridColumn(grid: DatasetGrid, index: number): string[][] {
  return rectangularGrid(grid).map((row) => row.filter((_, at) => at !== index));
}

/** Whether another data row, or another value column, still fits within `limits`. */
export function gridRoom(grid: DatasetGrid, limits: DatasetLimits = DATASET_LIMITS): { rows: boolean; columns: boolean } {
  return { rows: grid.length - 1 < limits.maxRows, columns: widthOf(grid) < limits.maxColumns };
}

/**
 * Writes a pasted table over the grid from `at` rightwards and down, as a spreadsheet does, growing
 * the grid where the paste reaches past it (a ragged paste is blank where its rows are short). A
 * grid grown past `limits` is truncated as the server truncates it (the same cut and the same
 * message); one within them keeps its blank rows and columns.
 */
export function pasteIntoGrid(grid: DatasetGrid, at: GridCell, pasted: DatasetGrid, limits: DatasetLimits = DATASET_LIMITS): TruncatedGrid {
  const block = rectangularGrid(pasted);
  const blockWidth = widthOf(block);
  const height = Math.max(grid.length, at.row + block.length);
  const width = Math.max(widthOf(grid), at.column + blockWidth);
  const inBlock = (row: number, column: number) =>
    row >= at.row && row < at.row + block.length && column >= at.column && column < at.column + blockWidth;
  const grown = Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, column) =>
      inBlock(row, column) ? block[row - at.row]![column - at.column]! : (grid[row]?.[column] ?? ''),
    ),
  );
  if (height - 1 <= limits.maxRows && width <= limits.maxColumns) return { grid: grown, cut: { rows: 0, columns: 0 } };
  return truncateGrid(grown, limits);
}
