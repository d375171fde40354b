/** The Site styles panel's own rules, in its chunk: the font list and the colour pickers. */
export const STYLES_PANEL_CSS = `
.styles-panel fieldset{border:1px solid #c9c9c9;border-radius:8px;padding:.75rem;margin:0;min-width:0;display:flex;flex-direction:column;gap:.75rem}
.styles-panel legend{font-weight:700;padding:0 .25rem}
.font-picker__filters{display:flex;flex-wrap:wrap;gap:.25rem}
.font-picker__list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem;max-height:18rem;overflow:auto}
.font-picker__font{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-height:2.75rem;padding:.25rem .5rem;border-radius:6px;cursor:pointer}
.font-picker__font:has(input:checked){background:#e8f0fe}
.font-picker__font input{width:1.25rem;height:1.25rem;margin:0}
.font-picker__font input:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.font-picker__name{font-size:1.35rem;flex:1 1 8rem}
.color-picker__swatch{display:inline-block;width:1.25rem;height:1.25rem;border:1px solid #333;border-radius:4px;vertical-align:middle}
.color-picker__area .react-colorful{width:100%;max-width:18rem;height:12rem}
.color-picker__area .react-colorful__interactive:focus .react-colorful__pointer{outline:3px solid #1a5fb4;outline-offset:2px}
.color-picker__fields{display:flex;flex-direction:column;gap:.5rem}
.color-picker__row{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.5rem,1fr));gap:.5rem}
.color-picker__field input{width:100%}
.styles-sample{border:1px solid #c9c9c9;border-radius:8px;padding:1rem}
.styles-sample h3{margin:0 0 .5rem;font-size:1.5rem}
.styles-sample p{margin:0}
`;
