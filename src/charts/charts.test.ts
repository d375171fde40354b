import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../datasets';
import { CHART_SIZE, layoutChart, valueScale } from './index';

const sales: Dataset = {
  labelHeading: 'Month',
  series: ['Sales', 'Returns'],
  rows: [
    { label: 'Jan', values: [1250, 30] },
    { label: 'Feb', values: [800, -20] },
  ],
};

describe('the value axis', () => {
  it('holds zero and ends on round ticks', () => {
    expect(valueScale([1250, 30, 800, -20])).toEqual({ min: -500, max: 1500, step: 500, ticks: [-500, 0, 500, 1000, 1500] });
    expect(valueScale([0.1, 0.3])).toEqual({ min: 0, max: 0.3, step: 0.1, ticks: [0, 0.1, 0.2, 0.3] });
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, step: 0.25, ticks: [0, 0.25, 0.5, 0.75, 1] });
  });

  it('always covers every value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 20 }), (values) => {
        const { min, max, ticks } = valueScale(values);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
        }
        expect(ticks[0]).toBe(min);
        expect(ticks[ticks.length - 1]).toBe(max);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});

describe('a bar chart', () => {
  const chart = layoutChart(sales, 'bar');

  it('has a bar per value, growing up from zero for a positive value and down for a negative one', () => {
    expect(chart.series.map((series) => series.bars.length)).toEqual([2, 2]);
    const [jan, feb] = chart.series[1]!.bars;
    expect(jan!.y + jan!.height).toBeCloseTo(chart.baseline, 0);
    expect(feb!.y).toBe(chart.baseline);
    expect(jan!.text).toBe('Returns, Jan: 30');
    for (const series of chart.series) {
      for (const bar of series.bars) {
        expect(bar.x).toBeGreaterThanOrEqual(chart.plot.x);
        expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right);
        expect(bar.y).toBeGreaterThanOrEqual(chart.plot.y - 0.1);
        expect(bar.y + bar.height).toBeLessThanOrEqual(chart.plot.bottom + 0.1);
      }
    }
  });

  it('labels the axes and sums itself up in words', () => {
    expect(chart.yTicks.map((tick) => tick.label)).toEqual(['-500', '0', '500', '1,000', '1,500']);
    expect(chart.xLabels.map((label) => label.label)).toEqual(['Jan', 'Feb']);
    expect(chart.summary).toBe('Bar chart of Sales and Returns by Month, 2 rows: highest 1,250 (Jan), lowest -20 (Feb).');
  });

  it('carries its data as a table', () => {
    expect(chart.table).toEqual({
      headings: ['Month', 'Sales', 'Returns'],
      rows: [
        { label: 'Jan', values: ['1,250', '30'] },
        { label: 'Feb', values: ['800', '-20'] },
      ],
    });
  });
});

describe('a line chart', () => {
  it('has a line per series through a dot per value', () => {
    const chart = layoutChart(sales, 'line');
    expect(chart.series[0]!.bars).toEqual([]);
    expect(chart.series[0]!.dots).toHaveLength(2);
    expect(chart.series[0]!.points).toBe(chart.series[0]!.dots.map((dot) => `${dot.x},${dot.y}`).join(' '));
    expect(chart.summary.startsWith('Line chart of Sales and Returns')).toBe(true);
  });

  it('shows at most twelve labels under a long axis', () => {
    const rows = Array.from({ length: 50 }, (_, index) => ({ label: `Day ${index + 1}`, values: [index] }));
    const chart = layoutChart({ labelHeading: 'Day', series: ['Visits'], rows }, 'line');
    expect(chart.xLabels.length).toBeLessThanOrEqual(12);
    expect(chart.xLabels[0]!.label).toBe('Day 1');
    expect(chart.width).toBe(CHART_SIZE.width);
  });
});
