import { parseFormDefinition, type FormDefinition } from '../../src/forms';
import { WidgetAttributeError } from '../ui';

/**
 * The form definition in an element's `data-form` (JSON), or `undefined` without one. The engine
 * writes the product's `additionalFieldsForm`, which may carry no id of its own: `fallbackId` names it then.
 * @throws {WidgetAttributeError} naming `data-form` when it is not JSON or not a form.
 */
export function readFormAttribute(element: Element, fallbackId: string): FormDefinition | undefined {
  const raw = element.getAttribute('data-form');
  if (raw === null || raw.trim() === '') return undefined;
  try {
    const json: unknown = JSON.parse(raw);
    const withId = typeof json === 'object' && json !== null && !Array.isArray(json) ? { id: fallbackId, ...json } : json;
    return parseFormDefinition(withId);
  } catch (error) {
    throw new WidgetAttributeError('data-form', `is not a form definition: ${error instanceof Error ? error.message : String(error)}`);
  }
}
