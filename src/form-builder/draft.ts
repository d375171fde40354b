import { parseFormDefinition, type FormDefinition, type FormField } from '../forms';

/**
 * A form as the owner edits it: the definition without its id (the platform gives one on the first
 * save), optional texts as strings where empty means "none".
 */
export interface FormDraft {
  readonly name: string;
  readonly fields: readonly FormField[];
  readonly submissionMessage: string;
  readonly postSubmitHtml: string;
  readonly redirectUrl: string;
  readonly captcha: boolean;
}

export const EMPTY_DRAFT: FormDraft = {
  name: '',
  fields: [],
  submissionMessage: 'Thank you!',
  postSubmitHtml: '',
  redirectUrl: '',
  captcha: false,
};

/** The draft of a stored form. */
export function draftOf(definition: FormDefinition): FormDraft {
  return {
    name: definition.name,
    fields: definition.fields,
    submissionMessage: definition.submissionMessage,
    postSubmitHtml: definition.postSubmitHtml ?? '',
    redirectUrl: definition.redirectUrl ?? '',
    captcha: definition.captcha.enabled,
  };
}

/**
 * The definition a draft saves as (and the preview draws), through the storefront's own parser.
 * @throws TypeError / RangeError when the draft has a shape the storefront would refuse
 */
export function definitionOf(id: string, draft: FormDraft): FormDefinition {
  return parseFormDefinition(draftJson(id, draft));
}

/** The draft as the save call sends it and the platform stores it. */
export function draftJson(id: string, draft: FormDraft): Record<string, unknown> {
  const redirectUrl = draft.redirectUrl.trim();
  return {
    id,
    name: draft.name.trim(),
    fields: draft.fields,
    submissionMessage: draft.submissionMessage,
    ...(draft.postSubmitHtml.trim() === '' ? {} : { postSubmitHtml: draft.postSubmitHtml }),
    ...(redirectUrl === '' ? {} : { redirectUrl }),
    captcha: { enabled: draft.captcha },
  };
}
