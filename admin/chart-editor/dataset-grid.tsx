import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { DATASET_LIMITS, gridRoom, type DatasetGrid, type GridCell } from '../../src/datasets';

export interface DatasetGridProps {
  /** Rectangular: row 0 the headings (label column, then the series), column 0 the labels. */
  readonly grid: DatasetGrid;
  readonly labelId: string;
  readonly describedBy: string;
  readonly invalid: boolean;
  readonly onCellChange: (cell: GridCell, value: string) => void;
  /** A paste of more than one cell (text holding a tab or a line break), to spread from `cell`. */
  readonly onPaste: (cell: GridCell, text: string) => void;
  readonly onAddRow: () => void;
  readonly onAddColumn: () => void;
  readonly onRemoveRow: (row: number) => void;
  readonly onRemoveColumn: (column: number) => void;
}

/** A series' name as the chart will show it: its heading, or its column's name when blank (as readDataset names it). */
const seriesName = (grid: DatasetGrid, column: number) => grid[0]?.[column]?.trim() || `Column ${column + 1}`;

/** What a screen reader hears for a cell: which heading, which row, which series. */
function cellLabel(grid: DatasetGrid, { row, column }: GridCell): string {
  if (row === 0) return column === 0 ? 'Label column heading' : `Series name, column ${column + 1}`;
  return column === 0 ? `Row ${row} label` : `Row ${row}, ${seriesName(grid, column)}`;
}

const MOVES: Record<string, GridCell> = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  Enter: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
};

/** The cell a key moves to from `input`, or nothing when the key edits the text (the caret is not at the cell's edge). */
function moveOf(event: KeyboardEvent<HTMLInputElement>): GridCell | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const move = event.key === 'Enter' && event.shiftKey ? { row: -1, column: 0 } : MOVES[event.key];
  if (move === undefined) return undefined;
  const { selectionStart, selectionEnd, value } = event.currentTarget;
  if (event.key === 'ArrowLeft' && !(selectionStart === 0 && selectionEnd === 0)) return undefined;
  if (event.key === 'ArrowRight' && !(selectionStart === value.length && selectionEnd === value.length)) return undefined;
  if (event.shiftKey && event.key !== 'Enter') return undefined;
  return move;
}

/**
 * The dataset as a table of labelled inputs, scrolling sideways inside its own region on a narrow
 * screen. Arrow keys move between cells (left and right once the caret is at the text's edge),
 * Enter moves down as in a spreadsheet; rows and value columns are added at the end and removed
 * by their own buttons (the heading row and the label column stay).
 */
export function DatasetGridEditor({
  grid,
  labelId,
  describedBy,
  invalid,
  onCellChange,
  onPaste,
  onAddRow,
  onAddColumn,
  onRemoveRow,
  onRemoveColumn,
}: DatasetGridProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addRow = useRef<HTMLButtonElement>(null);
  const addColumn = useRef<HTMLButtonElement>(null);
  const width = grid[0]?.length ?? 0;
  const room = gridRoom(grid);

  const focusCell = ({ row, column }: GridCell) => inputs.current.get(`${row}:${column}`)?.focus();
  // After a removal, focus stays where it was: on the row or column that took the removed one's place.
  const afterRemoval = (cell: GridCell, fallback: HTMLButtonElement | null) =>
    requestAnimationFrame(() => {
      const target = inputs.current.get(`${cell.row}:${cell.column}`) ?? fallback;
      target?.focus();
    });

  const onKeyDown = (cell: GridCell) => (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveOf(event);
    if (move === undefined) return;
    const next = { row: cell.row + move.row, column: cell.column + move.column };
    if (next.row < 0 || next.row >= grid.length || next.column < 0 || next.column >= width) return;
    event.preventDefault();
    focusCell(next);
  };

  const onCellPaste = (cell: GridCell) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // One value is the input's own paste, where the caret is; cells are spread over the grid.
    if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    onPaste(cell, text);
  };

  return (
    <>
      <div className="chart-grid" role="region" aria-labelledby={labelId} aria-describedby={describedBy}>
        <table aria-labelledby={labelId}>
          <tbody>
            {grid.map((cells, row) => (
              <tr key={row} className={row === 0 ? 'chart-grid__headings' : undefined}>
                {cells.map((value, column) => {
                  const cell = { row, column };
                  return (
                    <td key={column} className={column === 0 ? 'chart-grid__labels' : undefined}>
                      <input
                        ref={(element) => {
                          if (element === null) inputs.current.delete(`${row}:${column}`);
                          else inputs.current.set(`${row}:${column}`, element);
                        }}
                        className="chart-grid__cell"
                        value={value}
                        aria-label={cellLabel(grid, cell)}
                        aria-invalid={invalid}
                        autoComplete="off"
                        onChange={(event) => onCellChange(cell, event.target.value)}
                        onKeyDown={onKeyDown(cell)}
                        onPaste={onCellPaste(cell)}
                      />
                    </td>
                  );
                })}
                <td>
                  {row > 0 && (
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      onClick={() => {
                        onRemoveRow(row);
                        afterRemoval({ row: Math.min(row, grid.length - 2), column: 0 }, addRow.current);
                      }}
                    >
                      Remove<span className="visually-hidden"> row {row}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
            <tr>
              {Array.from({ length: width }, (_, column) => (
                <td key={column}>
                  {column > 0 && (
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      onClick={() => {
                        onRemoveColumn(column);
                        afterRemoval({ row: 0, column: Math.min(column, width - 2) }, addColumn.current);
                      }}
                    >
                      Remove
                      <span className="visually-hidden">
                        {' '}
                        column {column + 1} ({seriesName(grid, column)})
                      </span>
                    </button>
                  )}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        <button
          ref={addRow}
          type="button"
          className="admin-button"
          disabled={!room.rows}
          onClick={() => {
            onAddRow();
            requestAnimationFrame(() => focusCell({ row: grid.length, column: 0 }));
          }}
        >
          Add row
        </button>
        <button
          ref={addColumn}
          type="button"
          className="admin-button"
          disabled={!room.columns}
          onClick={() => {
            onAddColumn();
            requestAnimationFrame(() => focusCell({ row: 0, column: width }));
          }}
        >
          Add column
        </button>
      </div>
      {(!room.rows || !room.columns) && (
        <p className="admin-hint">
          A chart takes at most {DATASET_LIMITS.maxRows} rows and {DATASET_LIMITS.maxColumns} columns.
        </p>
      )}
    </>
  );
}
