/** The account dialog's insides; its fields and main button are the form widgets' own (FORM_CSS). */
export const ACCOUNT_CSS = `
.sf-account{display:flex;flex-direction:column;gap:1.25em}
.sf-account__form{display:flex;flex-direction:column;gap:1em;margin:0}
.sf-account__form+.sf-account__form{padding-top:1.25em;border-top:1px solid #d0d0d0}
.sf-account__text{margin:0}
.sf-account__hint{margin:-.5em 0 0;font-size:.875em}
.sf-account__check{display:inline-flex;align-items:center;gap:.5em;min-height:2.75em}
.sf-account__check input{width:1.25em;height:1.25em;margin:0}
.sf-account__button{align-self:flex-start;min-height:2.75em;padding:0 1.25em;border:1px solid currentColor;border-radius:.375em;background:none;color:inherit;font:inherit;cursor:pointer}
.sf-account .sf-form__submit{align-self:flex-start;min-height:2.75em}
.sf-account [aria-disabled="true"]{cursor:progress;opacity:.8}
`;
