import { parseFormDefinition, type FormDefinition } from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { WidgetAttributeError } from '../ui';

/**
 * What the shopper reads when a product's form cannot be shown because it is not one. From here, so
 * the product page carries no forms strings until a form is opened.
 */
export const FORM_NOT_CONFIGURED = STRINGS.forms.notConfigured;

/**
 * The form definition a `data-form` attribute held (already parsed as JSON, `jsonAttribute`). The
 * engine writes the product's `additionalFieldsForm`, which may carry no id of its own:
 * `fallbackId` names it then.
 * @throws {WidgetAttributeError} naming `data-form` when it is not a form.
 */
export function readFormDefinition(json: unknown, fallbackId: string): FormDefinition {
  try {
    const withId = typeof json === 'object' && json !== null && !Array.isArray(json) ? { id: fallbackId, ...json } : json;
    return parseFormDefinition(withId);
  } catch (error) {
    throw new WidgetAttributeError('data-form', `is not a form definition: ${error instanceof Error ? error.message : String(error)}`);
  }
}
