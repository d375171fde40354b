import type { FormDefinition } from '../../../src/forms';

/**
 * The form-block and newsletter-block markup, as a platform renders it (widgets/README.md):
 *
 * <div data-widget="form-block" data-submit-label="Send">
 *   <script type="application/json" data-form-definition>{…FormDefinition…}</script>
 *   <div data-form-root inert>…the same form, rendered on the server…</div>
 * </div>
 */
export const FORM_MARKUP = {
  /** On the `<script type="application/json">` child holding the form definition. */
  definition: 'data-form-definition',
  /** On the child the form renders into; its server-rendered content holds the space until then. */
  root: 'data-form-root',
  /** On the widget element: the merchant's label for the submit button. */
  submitLabel: 'data-submit-label',
} as const;

/** The ids of a form's elements start with this; derived from the form id, so server and browser agree. */
export function formIdPrefix(definition: Pick<FormDefinition, 'id'>): string {
  return `sf-form-${definition.id}`;
}
