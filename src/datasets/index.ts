/**
 * A chart block's dataset: a spreadsheet paste read as a grid (tab-separated or CSV), truncation
 * to the limits with a notice of what was cut, the grid editor's edits (cells, rows, columns,
 * pastes into a cell), and the spec's checks before a chart draws it.
 */
export { DATASET_LIMITS, normalizeGrid, parsePastedTable, truncateGrid, truncationMessage } from './grid';
export type { DatasetCut, DatasetGrid, DatasetLimits, TruncatedGrid } from './grid';
export { DATASET_MESSAGES, parseDatasetNumber, readDataset } from './dataset';
export type { Dataset, DatasetResult } from './dataset';
export {
  NEW_DATASET_GRID,
  gridRoom,
  insertGridColumn,
  insertGridRow,
  pasteIntoGrid,
  rectangularGrid,
  removeGridColumn,
  removeGridRow,
  setGridCell,
} from './edit';
export type { GridCell } from './edit';
