import { MOBILE_MEDIA } from '../../../src/site';

/**
 * The form widgets' styles. Sizes are in `em` and colours inherit where they can, so a form suits
 * the theme around it. A platform that renders the form on the server includes this sheet as
 * `<style data-sf-styles="form">`, so the server-rendered form already has its final size. On a
 * phone a field's text is 16 px at least, or the browser zooms into the field as it takes focus.
 */
export const FORM_CSS = `
.sf-form{container-type:inline-size;display:flex;flex-direction:column;gap:1em;font:inherit}
.sf-form__fields{display:flex;flex-direction:column;gap:1em}
.sf-field{display:flex;flex-direction:column;gap:.25em;margin:0;padding:0;border:0;min-width:0}
.sf-field__title{font-weight:600}
.sf-field__required{font-weight:400}
.sf-field__description,.sf-field__counter{margin:0;font-size:.875em}
.sf-field__counter{align-self:flex-end;font-variant-numeric:tabular-nums}
.sf-field__error{margin:0;color:#b00020;font-weight:600}
.sf-field__input{box-sizing:border-box;width:100%;min-height:2.5em;padding:.4em .6em;border:1px solid #767676;border-radius:.25em;background:#fff;color:#1d1d1f;font:inherit}
textarea.sf-field__input{min-height:6em;resize:vertical}
.sf-field[data-invalid] .sf-field__input{border-color:#b00020}
.sf-field__parts{display:flex;flex-wrap:wrap;gap:.5em}
.sf-field__part{display:flex;flex-direction:column;gap:.15em;flex:1 1 8em;min-width:0}
.sf-field__part--Line1,.sf-field__part--Line2{flex-basis:100%}
.sf-field__part--Month,.sf-field__part--Day,.sf-field__part--Hour,.sf-field__part--Minute,.sf-field__part--Second,.sf-field__part--Ampm,.sf-field__part--Areacode,.sf-field__part--Prefix{flex:0 1 5em}
.sf-field__part--Year,.sf-field__part--Line{flex:0 1 6em}
.sf-field__part-label{font-size:.875em}
.sf-field__options{display:flex;flex-direction:column;gap:.25em}
.sf-field__option{display:inline-flex;align-items:center;gap:.4em}
.sf-field__option input{width:1.1em;height:1.1em;margin:0}
.sf-field__likert{display:flex;flex-direction:column;gap:.75em}
.sf-field__likert-question{display:flex;flex-direction:column;gap:.25em}
.sf-field__likert-scale{display:flex;flex-wrap:wrap;gap:.25em 1em}
.sf-form__section-title{margin:.5em 0 0;font-size:1.25em}
.sf-form__section-description{margin:0}
.sf-address{position:relative;display:block}
.sf-address__suggestions{position:absolute;z-index:10;left:0;right:0;margin:.15em 0 0;padding:.25em 0;list-style:none;border:1px solid #767676;border-radius:.25em;background:#fff;color:#1d1d1f;box-shadow:0 .25em .75em rgb(0 0 0/.15)}
.sf-address__suggestion{padding:.4em .6em;cursor:pointer}
.sf-address__suggestion[aria-selected="true"],.sf-address__suggestion:hover{background:#e8f0fe}
.sf-form__captcha{min-height:78px}
@container (max-width:319px){.sf-form__captcha{min-height:144px}}
.sf-form__captcha-problem{margin:0;color:#b00020}
.sf-form__actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5em 1em}
.sf-form__submit{min-height:2.75em;padding:0 1.25em;border:1px solid #1d1d1f;border-radius:.375em;background:#1d1d1f;color:#fff;font:inherit;cursor:pointer}
.sf-form__submit[aria-disabled="true"]{cursor:progress;opacity:.8}
.sf-form__message:empty{display:none}
.sf-form__message{color:#b00020;font-weight:600}
.sf-form__banner{margin:0;padding:.5em .75em;border-left:3px solid #b00020;background:#fdecee;color:#5f0010}
.sf-form--newsletter{flex-direction:row;flex-wrap:wrap;align-items:flex-end}
.sf-form--newsletter .sf-form__fields{flex:1 1 16em;flex-direction:row;flex-wrap:wrap}
.sf-form--newsletter .sf-field{flex:1 1 12em}
.sf-form--newsletter .sf-form__banner,.sf-form--newsletter .sf-form__captcha-area{flex-basis:100%}
.sf-form-success:focus{outline:none}
.sf-form-success:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.sf-form-success__message{margin:0 0 .5em;font-weight:600}
@media ${MOBILE_MEDIA}{.sf-field__input{font-size:max(1em,16px)}}
`;
