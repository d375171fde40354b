import { parseFormDefinition, type FormDefinition, type FormField } from '../forms';

/**
 * What the platform keeps of a form for its owner only, never written into a page: the address told
 * of each submission and the mailing list each submission's email joins ('' for none).
 */
export interface FormStorage {
  readonly notifyEmail: string;
  readonly mailingListId: string;
}

export const NO_STORAGE: FormStorage = { notifyEmail: '', mailingListId: '' };

/**
 * A form as the owner edits it: the definition without its id (the platform gives one on the first
 * save) and its storage settings, optional texts as strings where empty means "none".
 */
export interface FormDraft extends FormStorage {
  readonly name: string;
  readonly fields: readonly FormField[];
  readonly submissionMessage: string;
  readonly postSubmitHtml: string;
  readonly redirectUrl: string;
  readonly captcha: boolean;
  /** The submit button's label; empty: the block's own. */
  readonly submitLabel: string;
  /** Text the shopper must accept before sending; empty: none. */
  readonly disclaimer: string;
}

export const EMPTY_DRAFT: FormDraft = {
  name: '',
  fields: [],
  submissionMessage: 'Thank you!',
  postSubmitHtml: '',
  redirectUrl: '',
  captcha: false,
  submitLabel: '',
  disclaimer: '',
  ...NO_STORAGE,
};

/** The draft of a stored form and its storage settings. */
export function draftOf(definition: FormDefinition, storage: FormStorage = NO_STORAGE): FormDraft {
  return {
    name: definition.name,
    fields: definition.fields,
    submissionMessage: definition.submissionMessage,
    postSubmitHtml: definition.postSubmitHtml ?? '',
    redirectUrl: definition.redirectUrl ?? '',
    captcha: definition.captcha.enabled,
    submitLabel: definition.submitLabel ?? '',
    disclaimer: definition.disclaimer ?? '',
    notifyEmail: storage.notifyEmail,
    mailingListId: storage.mailingListId,
  };
}

/**
 * The definition a draft saves as (and the preview draws), through the storefront's own parser.
 * @throws TypeError / RangeError when the draft has a shape the storefront would refuse
 */
export function definitionOf(id: string, draft: FormDraft): FormDefinition {
  return parseFormDefinition(draftJson(id, draft));
}

/** An optional text: trimmed, left out when empty. */
const optionalText = (key: string, text: string) => (text.trim() === '' ? {} : { [key]: text.trim() });

/** The draft as the save call sends it: the definition the platform stores, with the storage settings beside it. */
export function draftJson(id: string, draft: FormDraft): Record<string, unknown> {
  return {
    id,
    name: draft.name.trim(),
    fields: draft.fields,
    submissionMessage: draft.submissionMessage,
    ...(draft.postSubmitHtml.trim() === '' ? {} : { postSubmitHtml: draft.postSubmitHtml }),
    ...optionalText('redirectUrl', draft.redirectUrl),
    captcha: { enabled: draft.captcha },
    ...optionalText('submitLabel', draft.submitLabel),
    ...optionalText('disclaimer', draft.disclaimer),
    ...optionalText('notifyEmail', draft.notifyEmail),
    ...optionalText('mailingListId', draft.mailingListId),
  };
}

/** The storage settings a save sent (`draftJson`'s), read from its body. */
export function storageOf(body: Readonly<Record<string, unknown>>): FormStorage {
  const text = (key: string) => {
    const value = body[key];
    if (value !== undefined && typeof value !== 'string') throw new TypeError(`form.${key} must be a string`);
    return value?.trim() ?? '';
  };
  return { notifyEmail: text('notifyEmail'), mailingListId: text('mailingListId') };
}
