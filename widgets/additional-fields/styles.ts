/**
 * The additional-fields form inside the modal: its layout and its submit button. The fields
 * themselves are styled by the forms layer's sheet (`FORM_CSS`), like every form of the storefront.
 */
export const FIELDS_FORM_CSS = `
.sf-fields-form{display:flex;flex-direction:column;gap:1rem}
.sf-fields-form__submit{align-self:flex-start;min-width:9rem;padding:.6rem 1.25rem;border:1px solid #111;border-radius:4px;background:#111;color:#fff;font:inherit;cursor:pointer}
.sf-fields-form__submit[aria-disabled=true]{cursor:progress;opacity:.75}
`;
