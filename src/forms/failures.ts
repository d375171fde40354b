import { STRINGS } from '../i18n';
import type { FormDefinition } from './fields';
import { bodyProperty, type TransportResponse } from './transport';
import type { FieldErrors } from './validate';

/** What a failed submission shows: a message by the submit button and errors on fields. */
export interface SubmissionFailure {
  readonly message: string;
  readonly fieldErrors: FieldErrors;
}

/**
 * The field errors in a validation answer (`{ errors: { [fieldId]: message } }`; a message may
 * also come as a list, of which the first is shown). Ids the form does not have are dropped.
 */
function fieldErrorsFromAnswer(definition: FormDefinition, body: unknown): FieldErrors {
  const errors = bodyProperty(body, 'errors');
  const fieldErrors: Record<string, string> = {};
  for (const field of definition.fields) {
    const raw = bodyProperty(errors, field.id);
    const message = Array.isArray(raw) ? raw[0] : raw;
    if (typeof message === 'string' && message !== '') fieldErrors[field.id] = message;
  }
  return fieldErrors;
}

/** The failure a platform answer means, per the form submission error catalogue. */
export function failureFromAnswer(definition: FormDefinition, response: TransportResponse): SubmissionFailure {
  const fieldErrors = fieldErrorsFromAnswer(definition, response.body);
  if (Object.keys(fieldErrors).length > 0) return { message: STRINGS.forms.formInvalid, fieldErrors };
  return { message: messageForStatus(response), fieldErrors: {} };
}

function messageForStatus({ status, body }: TransportResponse): string {
  switch (status) {
    case 400:
      return serverText(body) ?? STRINGS.forms.unparsableFields;
    case 401:
      return STRINGS.forms.unauthorized;
    case 404:
      return STRINGS.forms.notConfigured;
    case 429:
      return STRINGS.forms.rateLimited;
    case 500:
      return STRINGS.forms.serverError;
    default:
      return serverText(body) ?? STRINGS.forms.unknownError;
  }
}

/** The server's own error text (`message`, else `error`), when it sent one. */
function serverText(body: unknown): string | undefined {
  for (const key of ['message', 'error']) {
    const text = bodyProperty(body, key);
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}
