import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATASET_LIMITS,
  DATASET_MESSAGES,
  parseDatasetNumber,
  parsePastedTable,
  readDataset,
  truncateGrid,
  truncationMessage,
} from './index';

describe('a spreadsheet paste', () => {
  it('reads tab-separated cells as spreadsheets copy them', () => {
    expect(parsePastedTable('Month\tSales\tReturns\r\nJan\t10\t1\r\nFeb\t12\t0\r\n')).toEqual([
      ['Month', 'Sales', 'Returns'],
      ['Jan', '10', '1'],
      ['Feb', '12', '0'],
    ]);
  });

  it('reads CSV with quoted cells holding commas, quotes and line breaks', () => {
    expect(parsePastedTable('Item,Note\n"Vase, large","said ""wow""\nand left"\n')).toEqual([
      ['Item', 'Note'],
      ['Vase, large', 'said "wow"\nand left'],
    ]);
  });

  it('keeps a tab paste whose cells hold commas as one cell each', () => {
    expect(parsePastedTable('a\tb\n1,250\t3')).toEqual([
      ['a', 'b'],
      ['1,250', '3'],
    ]);
  });

  it('is empty for blank text', () => {
    expect(parsePastedTable(' \n\n')).toEqual([]);
  });
});

describe('truncation', () => {
  it('keeps the headings and the first rows and columns, and counts what it cut', () => {
    const grid = [
      ['L', 'A', 'B', 'C'],
      ['x', '1', '2', '3'],
      ['y', '4', '5', '6'],
      ['z', '7', '8', '9'],
    ];
    const { grid: kept, cut, message } = truncateGrid(grid, { maxRows: 2, maxColumns: 3 });
    expect(kept).toEqual([
      ['L', 'A', 'B'],
      ['x', '1', '2'],
      ['y', '4', '5'],
    ]);
    expect(cut).toEqual({ rows: 1, columns: 1 });
    expect(message).toBe('A chart takes at most 2 rows and 3 columns: 1 row and 1 column were left out.');
    expect(truncationMessage({ rows: 1, columns: 0 })).toBe('A chart takes at most 50 rows and 10 columns: 1 row was left out.');
    expect(truncationMessage({ rows: 0, columns: 3 })).toBe('A chart takes at most 50 rows and 10 columns: 3 columns were left out.');
  });

  it('says nothing when nothing was cut, and ignores blank rows and columns at the end', () => {
    const result = truncateGrid(
      [
        ['L', 'A', ''],
        ['x', '1', ''],
        ['', '', ''],
      ],
      { maxRows: 1, maxColumns: 2 },
    );
    expect(result).toEqual({
      grid: [
        ['L', 'A'],
        ['x', '1'],
      ],
      cut: { rows: 0, columns: 0 },
    });
  });

  it('never leaves more than the limits, and cuts only what is over them', () => {
    const cell = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{1,3}$/));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 14 }), { maxLength: 70 }), (grid) => {
        const { grid: kept, cut } = truncateGrid(grid);
        expect(kept.length).toBeLessThanOrEqual(DATASET_LIMITS.maxRows + 1);
        for (const row of kept) expect(row.length).toBeLessThanOrEqual(DATASET_LIMITS.maxColumns);
        const width = kept[0]?.length ?? 0;
        if (cut.columns > 0) expect(width).toBe(DATASET_LIMITS.maxColumns);
        if (cut.rows > 0) expect(kept.length).toBe(DATASET_LIMITS.maxRows + 1);
      }),
    );
  });

  it('chooses 50 rows and 10 columns', () => {
    expect(DATASET_LIMITS).toEqual({ maxRows: 50, maxColumns: 10 });
  });
});

describe('reading a dataset', () => {
  it('reads labels, series and numbers', () => {
    expect(
      readDataset([
        ['Month', 'Sales', ''],
        ['Jan', '1,250', '3'],
        ['Feb', '$12.5', '45%'],
      ]),
    ).toEqual({
      ok: true,
      dataset: {
        labelHeading: 'Month',
        series: ['Sales', 'Column 3'],
        rows: [
          { label: 'Jan', values: [1250, 3] },
          { label: 'Feb', values: [12.5, 45] },
        ],
      },
    });
  });

  it('answers the spec messages in order', () => {
    expect(readDataset([])).toEqual({ ok: false, error: DATASET_MESSAGES.noColumns });
    expect(readDataset([['Month'], ['Jan']])).toEqual({ ok: false, error: 'Your dataset must have at least one column' });
    expect(readDataset([['Month', 'Sales']])).toEqual({ ok: false, error: 'Your dataset must have at least one row' });
    expect(
      readDataset([
        ['Month', 'Sales'],
        ['', ' '],
        ['', ''],
      ]),
    ).toEqual({ ok: false, error: DATASET_MESSAGES.noRows });
    expect(
      readDataset([
        ['Month', 'Sales', 'Returns'],
        ['', '', 'x'],
        ['', '', ''],
      ]),
    ).toEqual({
      ok: false,
      error: 'One or more rows was missing data',
    });
    expect(
      readDataset([
        ['Month', 'Sales'],
        ['Jan', ''],
      ]),
    ).toEqual({ ok: false, error: 'Enter some data!' });
    expect(
      readDataset([
        ['Month', 'Sales'],
        ['Jan', '3'],
        ['Feb', ''],
      ]),
    ).toEqual({ ok: false, error: 'One or more rows was missing data' });
    expect(
      readDataset([
        ['Month', 'Sales'],
        ['Jan', 'lots'],
      ]),
    ).toEqual({ ok: false, error: '"lots" in row 1 (Sales) is not a number' });
  });
});

describe('numbers as typed', () => {
  it('reads plain, grouped, signed, currency and percent numbers, and nothing else', () => {
    expect(parseDatasetNumber('-3')).toBe(-3);
    expect(parseDatasetNumber('1 000')).toBe(1000);
    expect(parseDatasetNumber('.5')).toBe(0.5);
    expect(parseDatasetNumber('-€4')).toBe(-4);
    expect(parseDatasetNumber('1e3')).toBe(1000);
    for (const text of ['', 'abc', '1.2.3', '--1', 'Infinity', '0x10', '1e999']) expect(parseDatasetNumber(text)).toBeUndefined();
  });

  it('reads back any finite number it printed', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseDatasetNumber(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
