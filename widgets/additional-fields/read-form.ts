import { parseFormDefinition, type FormDefinition } from '../../src/forms';
import { WidgetAttributeError } from '../ui';

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
