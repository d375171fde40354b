/** The file manager's own rules, in its chunk: the drop zone, the rows and the detail. */
export const FILES_CSS = `
.files-drop{border:2px dashed #767676;border-radius:8px;padding:1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.files-drop p{margin:0}
.files-drop[data-dragging=true]{border-color:#1a5fb4;background:#e8f0fe}
.files-drop:has(.files-drop__input:focus-visible) .files-drop__pick{outline:3px solid #1a5fb4;outline-offset:2px}
.files-drop__pick{display:inline-flex;align-items:center}
.files-upload progress{flex:1 1 8rem;min-width:6rem;height:1rem}
.files-upload .admin-alert{flex-basis:100%}
.files-thumb{width:3rem;height:3rem;object-fit:cover;border-radius:4px;background:#eee;flex:none}
.files-preview{max-width:100%;max-height:16rem;object-fit:contain;align-self:flex-start;border:1px solid #c9c9c9}
.files-facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0}
.files-facts dt{font-weight:600}
.files-facts dd{margin:0;overflow-wrap:anywhere}
`;
