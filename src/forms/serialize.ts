import { answerOf, fitsField, hasAnswer, type FieldValue, type FormDefinition, type FormValues } from './fields';

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

/**
 * The answers to fill a form in with again, from what was submitted (for example an entry's stored
 * additional fields): the inverse of `serializeForm`. Anything that does not fit its field (or is
 * not an object at all) is left to the field's own starting answer.
 */
export function formValuesOf(definition: FormDefinition, submitted: unknown): FormValues {
  const answers =
    typeof submitted === 'object' && submitted !== null && !Array.isArray(submitted) ? (submitted as Record<string, unknown>) : {};
  const values: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    if (!hasAnswer(field) || !Object.hasOwn(answers, field.id)) continue;
    // A phone was submitted with its empty country part first.
    const answer =
      field.type === 'phone' && Array.isArray(answers[field.id]) ? (answers[field.id] as unknown[]).slice(1) : answers[field.id];
    if (fitsField(field, answer)) values[field.id] = answer;
  }
  return values;
}

/**
 * Answers stored as the platform's JSON text (a cart entry's `additionalFields`): anything but a
 * JSON object, or no text at all, reads as no answers.
 */
export function parseSubmittedForm(json: string | null): SubmittedForm {
  try {
    const parsed: unknown = json === null ? {} : JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as SubmittedForm) : {};
  } catch {
    return {};
  }
}
