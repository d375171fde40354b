import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATASET_LIMITS,
  gridRoom,
  insertGridColumn,
  insertGridRow,
  parsePastedTable,
  pasteIntoGrid,
  readDataset,
  removeGridColumn,
  removeGridRow,
  setGridCell,
  truncateGrid,
} from './index';

const grid = [
  ['Month', 'Sales'],
  ['Jan', '10'],
  ['Feb', '12'],
];

describe('editing the grid', () => {
  it('sets one cell, filling short rows so every row is as wide as the widest', () => {
    expect(setGridCell([['Month', 'Sales'], ['Jan']], { row: 1, column: 1 }, '7')).toEqual([
      ['Month', 'Sales'],
      ['Jan', '7'],
    ]);
  });

  it('inserts and removes rows and columns where asked, blank when new', () => {
    expect(insertGridRow(grid, 1)).toEqual([
      ['Month', 'Sales'],
      ['', ''],
      ['Jan', '10'],
      ['Feb', '12'],
    ]);
    expect(insertGridRow(grid, 3)).toEqual([...grid, ['', '']]);
    expect(removeGridRow(grid, 1)).toEqual([
      ['Month', 'Sales'],
      ['Feb', '12'],
    ]);
    expect(insertGridColumn(grid, 2)).toEqual([
      ['Month', 'Sales', ''],
      ['Jan', '10', ''],
      ['Feb', '12', ''],
    ]);
    expect(removeGridColumn(grid, 1)).toEqual([['Month'], ['Jan'], ['Feb']]);
    // The edits never change the grid they were given.
    expect(grid).toEqual([
      ['Month', 'Sales'],
      ['Jan', '10'],
      ['Feb', '12'],
    ]);
  });

  it('has room for a row or a column only below the limits', () => {
    expect(gridRoom(grid)).toEqual({ rows: true, columns: true });
    expect(gridRoom(grid, { maxRows: 2, maxColumns: 2 })).toEqual({ rows: false, columns: false });
  });
});

describe('a paste into a cell', () => {
  it('writes over the grid from that cell, growing it where the paste reaches past it', () => {
    expect(pasteIntoGrid(grid, { row: 2, column: 1 }, parsePastedTable('20\t3\n25\t4'))).toEqual({
      grid: [
        ['Month', 'Sales', ''],
        ['Jan', '10', ''],
        ['Feb', '20', '3'],
        ['', '25', '4'],
      ],
      cut: { rows: 0, columns: 0 },
    });
  });

  it('is blank where a ragged paste’s rows are short, and keeps the grid’s blank rows within the limits', () => {
    expect(
      pasteIntoGrid(
        [
          ['L', 'A', 'B'],
          ['x', '1', '2'],
          ['', '', ''],
        ],
        { row: 1, column: 0 },
        [['y', '5', '6'], ['z']],
      ),
    ).toEqual({
      grid: [
        ['L', 'A', 'B'],
        ['y', '5', '6'],
        ['z', '', ''],
      ],
      cut: { rows: 0, columns: 0 },
    });
  });

  it('past the limits is cut as the server cuts it, with the same message', () => {
    const limits = { maxRows: 2, maxColumns: 3 };
    const pasted = parsePastedTable('Item,A,B,C\nx,1,2,3\ny,4,5,6\nz,7,8,9');
    const result = pasteIntoGrid([['']], { row: 0, column: 0 }, pasted, limits);
    expect(result).toEqual({
      grid: [
        ['Item', 'A', 'B'],
        ['x', '1', '2'],
        ['y', '4', '5'],
      ],
      cut: { rows: 1, columns: 1 },
      message: 'A chart takes at most 2 rows and 3 columns: 1 row and 1 column were left out.',
    });
    expect(truncateGrid(pasted, limits)).toEqual(result);
  });

  it('never leaves the grid past the limits, and reads as the server reads what it saves', () => {
    const cell = fc.oneof(fc.constant(''), fc.constant('4'), fc.stringMatching(/^[a-z]{1,3}$/));
    const table = fc.array(fc.array(cell, { maxLength: 14 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(table, table, fc.nat(60), fc.nat(12), (before, pasted, row, column) => {
        const start = truncateGrid(before).grid;
        const at = { row: Math.min(row, start.length), column: Math.min(column, start[0]?.length ?? 0) };
        const { grid: after } = pasteIntoGrid(start, at, pasted);
        expect(after.length).toBeLessThanOrEqual(DATASET_LIMITS.maxRows + 1);
        for (const cells of after) expect(cells.length).toBeLessThanOrEqual(DATASET_LIMITS.maxColumns);
        const server = truncateGrid(after);
        expect(server.cut).toEqual({ rows: 0, columns: 0 });
        expect(readDataset(server.grid)).toEqual(readDataset(after));
      }),
    );
  });
});
