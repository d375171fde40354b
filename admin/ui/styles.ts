/** The admin app's own look: the editor beside the preview on wide screens, stacked on phones. */
export const ADMIN_CSS = `
.admin-layout{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:1100px){.admin-layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.admin-editor{display:flex;flex-direction:column;gap:1.25rem;min-width:0}
.admin-editor h2,.admin-preview__title{font-size:1.15rem;margin:0}
.admin-panel{border:1px solid #c9c9c9;border-radius:8px;padding:1rem;display:flex;flex-direction:column;gap:.75rem}
.admin-field{display:flex;flex-direction:column;gap:.25rem}
.admin-field label,.admin-label{font-weight:600}
.admin-field input[type=text],.admin-field input:not([type]),.admin-field select,.admin-field textarea,.admin-input{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px;min-height:2.75rem;box-sizing:border-box;max-width:100%}
.admin-field textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem;min-height:8rem}
.admin-hint{color:#4a4a4a;font-size:.9rem;margin:0}
.admin-check{display:flex;gap:.5rem;align-items:center;min-height:2.75rem}
.admin-check input{width:1.25rem;height:1.25rem}
.admin-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.admin-button{font:inherit;min-height:2.75rem;min-width:2.75rem;padding:.5rem 1rem;border:1px solid #333;border-radius:4px;background:#fff;color:#111;cursor:pointer}
.admin-button--small{min-height:2.75rem;padding:.25rem .75rem;font-size:.9rem}
.admin-button--primary{background:#111;color:#fff}
.admin-button--danger{background:#a4161a;border-color:#a4161a;color:#fff}
.admin-button[aria-disabled=true],.admin-button:disabled{opacity:.6;cursor:progress}
.admin-button:focus-visible,.admin-input:focus-visible,.admin-field :focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.admin-button[aria-pressed=true]{background:#1a5fb4;border-color:#1a5fb4;color:#fff}
.admin-alert{border:2px solid #a4161a;background:#fdecea;color:#5c0b0e;border-radius:6px;padding:.75rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.admin-notice{border:2px solid #8a5a00;background:#fff7e0;color:#3d2800;border-radius:6px;padding:.75rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.admin-notice p{margin:0}
.admin-status{color:#1e5e2f;font-weight:600;min-height:1.5em;margin:0}
.admin-field-error{color:#a4161a;font-weight:600;margin:0}
.admin-warning{border:2px solid #8a5300;background:#fff4e0;color:#3d2500;border-radius:6px;padding:.75rem;margin:0}
.admin-badge{display:inline-block;border:1px solid #5a5a5a;border-radius:999px;padding:0 .5rem;font-size:.8rem;margin-inline-start:.35rem;white-space:nowrap}
.admin-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.admin-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;border:1px solid #c9c9c9;border-radius:6px;padding:.5rem;background:#fff}
.admin-row__title{flex:1 1 10rem;min-width:0;overflow-wrap:anywhere}
.admin-row--dragging{opacity:.6;box-shadow:0 4px 16px rgba(0,0,0,.2)}
.admin-handle{cursor:grab;touch-action:none}
.admin-children{margin:.5rem 0 0 1.5rem;flex-basis:100%}
.admin-tree ul.admin-list{width:100%}
.admin-preview{display:flex;flex-direction:column;gap:.5rem;min-width:0}
.admin-preview__bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
.admin-preview__devices{display:flex;gap:.25rem}
.admin-preview__stage{position:relative;overflow:hidden;border:1px solid #c9c9c9;border-radius:8px;background:#f4f4f4}
.admin-preview__frame{border:0;background:#fff;transform-origin:0 0;display:block}
.admin-confirm{display:flex;flex-direction:column;gap:1rem}
.admin-tree-categories ul{margin:.25rem 0 .25rem 1.25rem;padding:0}
.admin-tabs__list{display:flex;flex-wrap:wrap;gap:.25rem;border-bottom:1px solid #767676}
.admin-tabs__tab{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:1px solid transparent;border-bottom:0;border-radius:4px 4px 0 0;background:none;color:#111;cursor:pointer}
.admin-tabs__tab[aria-selected=true]{border-color:#767676;background:#fff;font-weight:600;margin-bottom:-1px}
.admin-tabs__tab:focus-visible,.admin-tabs__panel:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.admin-tabs__panel{padding:1rem 0;display:flex;flex-direction:column;gap:.75rem}
.admin-field-editor{flex-basis:100%;display:flex;flex-direction:column;gap:.75rem;padding:.5rem 0 0}
.admin-row__problem{flex-basis:100%}
.admin-form-add{flex-direction:row;flex-wrap:wrap;align-items:flex-end;gap:.5rem}
.admin-form-add label{flex-basis:100%}
.admin-undo{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:0}
.admin-submissions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:1rem}
.admin-submission{border:1px solid #c9c9c9;border-radius:6px;padding:.75rem}
.admin-submission h3{font-size:1rem;margin:0 0 .5rem}
.admin-submission dl{margin:0;display:grid;gap:.25rem}
.admin-submission dl div{display:flex;flex-wrap:wrap;gap:.5rem}
.admin-submission dt{font-weight:600}
.admin-submission dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.admin-stack{display:flex;flex-direction:column;gap:.75rem}
.admin-stack fieldset{border:0;margin:0;padding:0}
.admin-stack h3{font-size:1.05rem;margin:0}
.admin-stack pre{flex-basis:100%;margin:0;font:inherit;white-space:pre-wrap;overflow-wrap:anywhere}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
