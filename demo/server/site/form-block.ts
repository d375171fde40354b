import { renderToString } from 'react-dom/server';
import { withDisclaimer, type FormDefinition } from '../../../src/forms';
import { FORM_CSS, FORM_MARKUP, formFallback } from '../../../widgets/ui/form';
import { BASE_CSS } from '../../../widgets/ui/base-styles';
import { escapeHtml, jsonForScript, type PageStyle } from './html';

export interface FormBlockOptions {
  /** The widget; the promotional pop-up's form is a newsletter block with the pop-up's captcha action. */
  readonly widget: 'form-block' | 'newsletter-block' | 'promo-popup-form';
  /** The block's label, used when the form has none of its own. */
  readonly submitLabel: string;
  /** Hidden until shown (the pop-up's, until it opens): the loader mounts it only then. @default false */
  readonly hidden?: boolean;
}

/**
 * A form block as the platform renders it: the widget element with the definition as JSON and,
 * inside `[data-form-root]`, the form rendered on the server by the widget's own component —
 * inert until the widget mounts, and the same size, so mounting shifts nothing. The form is the
 * one shoppers fill in (its disclaimer's acceptance among the fields), under the label the owner
 * gave it, else the block's.
 */
export function formBlock(stored: FormDefinition, { widget, submitLabel: blockLabel, hidden = false }: FormBlockOptions): string {
  const definition = withDisclaimer(stored);
  const submitLabel = stored.submitLabel ?? blockLabel;
  const variant = widget === 'form-block' ? 'form' : 'newsletter';
  const fallback = renderToString(formFallback(definition, { variant, submitLabel }));
  return `<div data-widget="${widget}" ${FORM_MARKUP.submitLabel}="${escapeHtml(submitLabel)}"${hidden ? ' hidden' : ''}>
<script type="application/json" ${FORM_MARKUP.definition}>${jsonForScript(definition)}</script>
<div ${FORM_MARKUP.root} inert>${fallback}</div>
</div>`;
}

/**
 * The widgets' own styles, for the head of a page with a server-rendered form, by the ids the
 * widgets add them under (`<style data-sf-styles="…">`), so they are not added twice and the form
 * never restyles.
 */
export const FORM_STYLES: readonly PageStyle[] = [
  { id: 'base', css: BASE_CSS },
  { id: 'form', css: FORM_CSS },
];
