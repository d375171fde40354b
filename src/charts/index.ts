/**
 * A chart block's drawing: a dataset laid out as a bar or line chart (positions, ticks, labels, a
 * summary sentence and the data as a table) for a template to write as SVG, needing no script;
 * and the rule for its title, which the editor and the server share.
 */
export { CHART_SIZE, CHART_TYPES, layoutChart } from './layout';
export type { ChartBar, ChartLayout, ChartPoint, ChartSeries, ChartType } from './layout';
export { valueScale } from './scale';
export type { ValueScale } from './scale';
export { CHART_TITLE_MESSAGES, MAX_CHART_TITLE_LENGTH, chartTitleProblem } from './title';
