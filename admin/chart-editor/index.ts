/**
 * The chart block editor of the content page editor (BLOCK_EDITORS' `chart`): chart type, title and
 * the dataset as a grid of cells (add and remove rows and columns, paste from a spreadsheet, cut to
 * the limits with the owner told what was cut), the spec's dataset messages, a live preview drawn
 * as the storefront draws it, saved through the content pages' block calls. Its chunk is imported
 * when a chart block is first added or edited.
 */
export { ChartBlockEditor, ChartBlockEditor as default } from './chart-editor';
