/** The tags and categories editor's own rules, in its chunk: the choices, a row's parts, the merge and assign lists. */
export const TAGS_CSS = `
.tags-choices{display:flex;flex-wrap:wrap;gap:0 1.5rem}
.tags-row .tags-select{width:1.5rem;height:1.5rem;margin:0;flex:none}
.tags-edit{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;flex:1 1 12rem;min-width:0}
.tags-edit .admin-input{flex:1 1 8rem;min-width:0}
.tags-edit .admin-field-error,.tags-edit .admin-alert{flex-basis:100%;margin:0}
.tags-count{white-space:nowrap}
.tags-view{display:inline-flex;align-items:center;min-height:1.5rem}
.tags-merge,.tags-assign{display:flex;flex-wrap:wrap;gap:.25rem 1rem;border:0;padding:0;margin:0 0 .5rem}
.tags-merge legend,.tags-assign legend{margin-bottom:.25rem}
.tags-merge .admin-field{flex-basis:100%}
`;
