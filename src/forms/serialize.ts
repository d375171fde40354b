import { answerOf, hasAnswer, type FieldValue, type FormDefinition, type FormValues } from './fields';

/** One answer as the platform receives it; a phone gains its empty country part here. */
export type SubmittedValue = FieldValue;

/** The `form` of a submission: every answer keyed by field id. Sections are left out. */
export type SubmittedForm = Readonly<Record<string, SubmittedValue>>;

/**
 * Turns the shopper's answers into the object the platform validates and stores. A field with
 * no entry in `values` submits its initial answer. `values` is never changed.
 */
export function serializeForm(definition: FormDefinition, values: FormValues): SubmittedForm {
  const submitted: Record<string, SubmittedValue> = {};
  for (const field of definition.fields) {
    if (!hasAnswer(field)) continue;
    const value = answerOf(field, values);
    submitted[field.id] = field.type === 'phone' && Array.isArray(value) ? ['', ...value] : value;
  }
  return submitted;
}
