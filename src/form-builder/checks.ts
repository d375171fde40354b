import { DISCLAIMER_FIELD_ID, isValidEmail, type FormField } from '../forms';
import { STRINGS, emailNotValidMessage } from '../i18n';
import type { FormDraft } from './draft';

/** Where a problem shows: beside the form's name, above the field list, or on one field. */
export type ProblemPlace =
  | { readonly on: 'name' }
  | { readonly on: 'fields' }
  | { readonly on: 'field'; readonly fieldId: string }
  | { readonly on: 'submitLabel' }
  | { readonly on: 'disclaimer' }
  | { readonly on: 'notifyEmail' };

export type FormProblem = ProblemPlace & { readonly message: string };

/** The most fields one form holds: a longer form is a survey nobody finishes, and a page too heavy to send. */
export const MAX_FORM_FIELDS = 100;

/** The longest submit label: a button, not a sentence. */
export const MAX_SUBMIT_LABEL_LENGTH = 50;

/** The longest disclaimer: a few paragraphs a shopper can still read before sending. */
export const MAX_DISCLAIMER_LENGTH = 5000;

export const BUILDER_MESSAGE = {
  nameRequired: 'Enter a name for the form.',
  fieldRequired: 'Add at least one field.',
  tooManyFields: `A form holds at most ${MAX_FORM_FIELDS} fields.`,
  idRequired: 'Every field needs an id.',
  idTaken: (id: string) => `Another field already has the id "${id}".`,
  optionsRequired: 'Add at least one option.',
  optionBlank: 'Give every option a label.',
  optionTwice: (option: string) => `The option "${option}" is listed twice.`,
  questionsRequired: 'Add at least one question.',
  questionBlank: 'Give every question some text.',
  questionTwice: (question: string) => `The question "${question}" is listed twice.`,
  hiddenNameRequired: 'Enter the name of the URL parameter this field reads.',
  maxLength: 'The maximum length must be a whole number of at least 1.',
  idReserved: `The id "${DISCLAIMER_FIELD_ID}" is kept for the disclaimer's acceptance; give the field another.`,
  submitLabelTooLong: `The submit label can have at most ${MAX_SUBMIT_LABEL_LENGTH} characters.`,
  disclaimerTooLong: `The disclaimer can have at most ${MAX_DISCLAIMER_LENGTH.toLocaleString('en-US')} characters.`,
  /** The notification address is checked as a form's email field is, with the spec's message. */
  notifyEmail: emailNotValidMessage(STRINGS.forms.emailFormatExample),
  redirect: 'The redirect must be a web address starting with http:// or https://, or a path on this site such as /thank-you.',
  /** The spec's summary beside the save button when any check fails. */
  summary: 'Update the missing or invalid information above.',
} as const;

/**
 * Everything wrong with a draft, in the order the builder shows it. The platform runs the same
 * checks on every save, so a form the builder refuses is never stored and one it accepts is.
 */
export function checkFormDraft(draft: FormDraft): readonly FormProblem[] {
  const problems: FormProblem[] = [];
  if (draft.name.trim() === '') problems.push({ on: 'name', message: BUILDER_MESSAGE.nameRequired });
  if (draft.fields.length === 0) problems.push({ on: 'fields', message: BUILDER_MESSAGE.fieldRequired });
  if (draft.fields.length > MAX_FORM_FIELDS) problems.push({ on: 'fields', message: BUILDER_MESSAGE.tooManyFields });
  const seen = new Set<string>();
  for (const field of draft.fields) {
    const message = fieldProblem(field, seen);
    if (message !== undefined) problems.push({ on: 'field', fieldId: field.id, message });
    seen.add(field.id);
  }
  if (!isRedirectAllowed(draft.redirectUrl)) problems.push({ on: 'fields', message: BUILDER_MESSAGE.redirect });
  if (draft.submitLabel.trim().length > MAX_SUBMIT_LABEL_LENGTH)
    problems.push({ on: 'submitLabel', message: BUILDER_MESSAGE.submitLabelTooLong });
  if (draft.disclaimer.trim().length > MAX_DISCLAIMER_LENGTH)
    problems.push({ on: 'disclaimer', message: BUILDER_MESSAGE.disclaimerTooLong });
  if (draft.notifyEmail.trim() !== '' && !isValidEmail(draft.notifyEmail)) {
    problems.push({ on: 'notifyEmail', message: BUILDER_MESSAGE.notifyEmail });
  }
  return problems;
}

function fieldProblem(field: FormField, seen: ReadonlySet<string>): string | undefined {
  if (field.id.trim() === '') return BUILDER_MESSAGE.idRequired;
  if (seen.has(field.id)) return BUILDER_MESSAGE.idTaken(field.id);
  if (field.id === DISCLAIMER_FIELD_ID) return BUILDER_MESSAGE.idReserved;
  switch (field.type) {
    case 'radio':
    case 'checkbox':
    case 'select':
      return listProblem(field.options, BUILDER_MESSAGE.optionsRequired, BUILDER_MESSAGE.optionBlank, BUILDER_MESSAGE.optionTwice);
    case 'likert':
      return listProblem(field.questions, BUILDER_MESSAGE.questionsRequired, BUILDER_MESSAGE.questionBlank, BUILDER_MESSAGE.questionTwice);
    case 'hidden':
      return field.name.trim() === '' ? BUILDER_MESSAGE.hiddenNameRequired : undefined;
    case 'textarea':
      return field.maxLength === undefined || (Number.isInteger(field.maxLength) && field.maxLength >= 1)
        ? undefined
        : BUILDER_MESSAGE.maxLength;
    default:
      return undefined;
  }
}

/** Answers are keyed by option and question text, so each must be there and differ from the rest. */
function listProblem(items: readonly string[], none: string, blank: string, twice: (item: string) => string): string | undefined {
  if (items.length === 0) return none;
  if (items.some((item) => item.trim() === '')) return blank;
  const twin = items.find((item, index) => items.indexOf(item) !== index);
  return twin === undefined ? undefined : twice(twin);
}

/** Where a form may send the shopper: nowhere, an http(s) address, or a path on this site. */
export function isRedirectAllowed(redirectUrl: string): boolean {
  const url = redirectUrl.trim();
  if (url === '') return true;
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\/[^\s/]+/i.test(url) && URL.canParse(url);
}
