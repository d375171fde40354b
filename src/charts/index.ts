/**
 * A chart block's drawing: a dataset laid out as a bar or line chart (positions, ticks, labels, a
 * summary sentence and the data as a table) for a template to write as SVG, needing no script.
 */
export { CHART_SIZE, CHART_TYPES, layoutChart } from './layout';
export type { ChartBar, ChartLayout, ChartPoint, ChartSeries, ChartType } from './layout';
export { valueScale } from './scale';
export type { ValueScale } from './scale';
