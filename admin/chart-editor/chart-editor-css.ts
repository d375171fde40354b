/**
 * The chart editor's own rules, in its chunk: the grid of cells scrolls sideways in its own region
 * (a phone keeps the page still; positioned, so the buttons' visually hidden words scroll with it
 * rather than widen the page), each cell wide enough to read a number; the preview uses the
 * site's chart classes, as the storefront does.
 */
export const CHART_EDITOR_CSS = `
.chart-editor{display:flex;flex-direction:column;gap:1.25rem;min-width:0}
.chart-editor__types{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0 1.5rem}
.chart-editor__types legend{padding:0;margin-bottom:.25rem}
.chart-grid{position:relative;overflow-x:auto;max-width:100%;border:1px solid #c9c9c9;border-radius:6px;background:#fff}
.chart-grid:focus-within{border-color:#1a5fb4}
.chart-grid table{border-collapse:collapse}
.chart-grid td{padding:2px;vertical-align:middle}
.chart-grid__cell{font:inherit;width:7.5rem;min-height:2.75rem;padding:.25rem .5rem;border:1px solid #767676;border-radius:0;box-sizing:border-box;background:#fff;color:#111}
.chart-grid__headings .chart-grid__cell,.chart-grid__labels .chart-grid__cell{font-weight:600;background:#f1f1f1}
.chart-grid__cell[aria-invalid=true]{border-color:#a4161a}
.chart-grid__cell:focus-visible{outline:3px solid #1a5fb4;outline-offset:-3px}
.chart-editor__refused ul{flex-basis:100%;margin:0;padding-left:1.25rem}
.chart-editor__preview h3{font-size:1rem;margin:0}
.chart-editor__preview .chart-block{margin:0}
`;
