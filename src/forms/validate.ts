import { STRINGS, characterCountMessage, emailNotValidMessage } from '../i18n';
import { isValidEmail } from './email';
import { answerOf, hasAnswer, type AnswerField, type FieldValue, type FormDefinition, type FormValues, type TextareaField } from './fields';

/** Error text keyed by field id; a field without an entry is valid. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Characters by code point, so an emoji counts once (UTF-16 `length` would count it twice). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The `n / max` counter under a text area with a limit; `undefined` when it has none. */
export function textareaCounter(field: TextareaField, value: string): string | undefined {
  return field.maxLength === undefined ? undefined : characterCountMessage(characterCount(value), field.maxLength);
}

/** Whether an answer is empty: blank text, no checked option, every part blank, no likert choice. */
export function isBlank(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part: string) => part.trim() === '');
  return Object.values(value).every((choice) => choice === undefined);
}

/**
 * The error a field shows for `value`, or `undefined` when it is valid. Order: Required first
 * (likert, hidden and section are never required); an empty optional field is valid; then the
 * email length and format, or the text area's character limit.
 */
export function validateField(field: AnswerField, value: FieldValue): string | undefined {
  if (field.type === 'likert' || field.type === 'hidden') return undefined;
  if (isBlank(value)) return field.required ? STRINGS.forms.required : undefined;
  if (field.type === 'email' && typeof value === 'string' && !isValidEmail(value)) {
    return emailNotValidMessage(STRINGS.forms.emailFormatExample);
  }
  if (field.type === 'textarea' && field.maxLength !== undefined && typeof value === 'string' && characterCount(value) > field.maxLength) {
    return STRINGS.forms.characterLimit;
  }
  return undefined;
}

/** Every field's error, in field order; empty when the whole form is valid. */
export function validateForm(definition: FormDefinition, values: FormValues): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    if (!hasAnswer(field)) continue;
    const error = validateField(field, answerOf(field, values));
    if (error !== undefined) errors[field.id] = error;
  }
  return errors;
}
