/** Styles every widget relies on. All class names start with `sf-` so they cannot meet a theme's. */
export const BASE_CSS = `
.sf-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sf-alert{margin:.5em 0;padding:.5em .75em;border-left:3px solid #b00020;background:#fdecee;color:#5f0010;font:inherit}
.sf-alert__title{display:block;font-weight:600}
`;
