/**
 * The additional-fields form inside the modal. Errors read as errors without colour alone (a bar
 * beside them), drawn with a border rather than generated text, which screen readers would read out.
 */
export const FIELDS_FORM_CSS = `
.sf-fields-form{display:flex;flex-direction:column;gap:1rem}
.sf-field{display:flex;flex-direction:column;gap:.25rem;margin:0;padding:0;border:0;min-width:0}
.sf-field__title{font-weight:600;padding:0}
.sf-field__description,.sf-field__counter{margin:0;font-size:.875em;color:#555}
.sf-field__error{margin:0;padding-left:.4em;border-left:3px solid #a0001c;font-size:.875em;font-weight:600;color:#a0001c}
.sf-field input:not([type=radio]):not([type=checkbox]),.sf-field select,.sf-field textarea{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #767676;border-radius:4px;font:inherit;color:inherit;background:#fff}
.sf-field [aria-invalid=true]{border-color:#a0001c;box-shadow:0 0 0 1px #a0001c}
.sf-field__parts{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-field__part{display:flex;flex-direction:column;flex:1 1 8rem}
.sf-field__part-label{font-size:.875em}
.sf-field__choice{display:block}
.sf-field__likert{margin:.25rem 0;padding:0;border:0}
.sf-field__section{margin:.5rem 0 0;font-size:1.05rem}
.sf-fields-form__submit{align-self:flex-start;min-width:9rem;padding:.6rem 1.25rem;border:1px solid #111;border-radius:4px;background:#111;color:#fff;font:inherit;cursor:pointer}
.sf-fields-form__submit[aria-disabled=true]{cursor:progress;opacity:.75}
`;
