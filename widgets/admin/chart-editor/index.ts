/**
 * The chart block editor of the content page editor: chart type, title and the dataset as a grid
 * of cells (add and remove rows and columns, paste from a spreadsheet, truncated to the limits with
 * the owner told what was cut), the spec's dataset messages, a live preview drawn as the storefront
 * draws it, and save through the content pages' block calls. Imported only when a chart block is
 * added or edited.
 */
export { ChartBlockEditor, ChartBlockEditor as default } from './chart-editor';
export type { ChartBlockEditorProps } from './chart-editor';
export { saveChartBlock } from './save-chart';
export type { ChartBlock, ChartBlockInput, SavedChartBlock } from './save-chart';
