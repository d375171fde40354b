import type { Dataset } from '../datasets';
import { valueScale } from './scale';

export const CHART_TYPES = ['bar', 'line'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Where a chart's SVG puts things, in its own units (the SVG scales to its container). */
export const CHART_SIZE = { width: 640, height: 360, top: 16, right: 16, bottom: 56, left: 56 } as const;

/** At most this many labels under the axis; with more rows every second (third …) one is shown. */
const MAX_AXIS_LABELS = 12;

export interface ChartBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** `Sales, Jan: 1,250`, the bar's tooltip. */
  readonly text: string;
}

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

export interface ChartSeries {
  readonly name: string;
  /** 1-based: the theme colours series by `chart-series-<n>`. */
  readonly index: number;
  /** Bar charts. */
  readonly bars: readonly ChartBar[];
  /** Line charts: the polyline's `points`, and a dot per value. */
  readonly points: string;
  readonly dots: readonly ChartPoint[];
}

/** A chart laid out for a template to draw as SVG, plus its data as a table. */
export interface ChartLayout {
  readonly type: ChartType;
  readonly width: number;
  readonly height: number;
  /** The plot area. */
  readonly plot: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly right: number;
    readonly bottom: number;
  };
  /** The zero line's y. */
  readonly baseline: number;
  readonly yTicks: readonly { readonly y: number; readonly label: string }[];
  readonly xLabels: readonly { readonly x: number; readonly label: string }[];
  readonly series: readonly ChartSeries[];
  /** One sentence for screen readers: what the chart shows, its extremes. */
  readonly summary: string;
  readonly table: {
    readonly headings: readonly string[];
    readonly rows: readonly { readonly label: string; readonly values: readonly string[] }[];
  };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Lays out `dataset` as a bar chart (a group of bars per row, one bar per series) or a line chart
 * (a line per series). Values are written with `locale`'s digits and grouping.
 */
export function layoutChart(dataset: Dataset, type: ChartType, { locale = 'en-US' }: { locale?: string } = {}): ChartLayout {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { width, height, top, right, bottom, left } = CHART_SIZE;
  const plot = {
    x: left,
    y: top,
    width: width - left - right,
    height: height - top - bottom,
    right: width - right,
    bottom: height - bottom,
  };
  const scale = valueScale(dataset.rows.flatMap((row) => row.values));
  const yOf = (value: number) => round1(plot.bottom - ((value - scale.min) / (scale.max - scale.min)) * plot.height);
  const baseline = yOf(0);
  const band = plot.width / dataset.rows.length;
  const centre = (row: number) => round1(plot.x + band * (row + 0.5));
  const groupWidth = band * 0.8;
  const barWidth = groupWidth / dataset.series.length;
  const labelEvery = Math.ceil(dataset.rows.length / MAX_AXIS_LABELS);

  const series = dataset.series.map((name, column): ChartSeries => {
    const text = (row: number) => `${name}, ${dataset.rows[row]!.label}: ${format.format(dataset.rows[row]!.values[column]!)}`;
    const values = dataset.rows.map((row) => row.values[column] ?? 0);
    const bars =
      type === 'bar'
        ? values.map((value, row) => {
            const y = yOf(value);
            return {
              x: round1(plot.x + band * row + (band - groupWidth) / 2 + barWidth * column),
              y: Math.min(y, baseline),
              width: round1(Math.max(1, barWidth - 2)),
              height: round1(Math.abs(baseline - y)),
              text: text(row),
            };
          })
        : [];
    const dots = type === 'line' ? values.map((value, row) => ({ x: centre(row), y: yOf(value), text: text(row) })) : [];
    return { name, index: column + 1, bars, points: dots.map((dot) => `${dot.x},${dot.y}`).join(' '), dots };
  });

  const all = dataset.rows.flatMap((row) => row.values.map((value) => ({ row, value })));
  const highest = all.reduce((best, each) => (each.value > best.value ? each : best));
  const lowest = all.reduce((best, each) => (each.value < best.value ? each : best));
  const kind = type === 'bar' ? 'Bar chart' : 'Line chart';
  const summary =
    `${kind} of ${listNames(dataset.series)} by ${dataset.labelHeading}, ${dataset.rows.length} ${dataset.rows.length === 1 ? 'row' : 'rows'}: ` +
    `highest ${format.format(highest.value)} (${highest.row.label}), lowest ${format.format(lowest.value)} (${lowest.row.label}).`;

  return {
    type,
    width,
    height,
    plot,
    baseline,
    yTicks: scale.ticks.map((tick) => ({ y: yOf(tick), label: format.format(tick) })),
    xLabels: dataset.rows.flatMap((row, index) => (index % labelEvery === 0 ? [{ x: centre(index), label: row.label }] : [])),
    series,
    summary,
    table: {
      headings: [dataset.labelHeading, ...dataset.series],
      rows: dataset.rows.map((row) => ({ label: row.label, values: row.values.map((value) => format.format(value)) })),
    },
  };
}
