import { FORM_PAGES_PATH, assertValid, checkTitle, checkUrlId, formPagePath } from '../admin';
import type { PlatformClient } from '../platform';

/** A page of the site that shows one form (ours: the spec has no call for it). */
export interface FormPageListing {
  readonly id: string;
  readonly title: string;
  /** Where shoppers open it: `/{urlId}`, or a built-in page's own path. */
  readonly url: string;
  readonly formId: string;
  /** Built-in pages of the demo site cannot be deleted. */
  readonly builtIn: boolean;
}

export interface FormPageInput {
  readonly title: string;
  /** Empty: derived from the title by the store URL-id rules, made unique. */
  readonly urlId: string;
  readonly formId: string;
  /** Append the page to the main navigation. */
  readonly addToNavigation: boolean;
}

/** Refuses what the platform would: a title or URL id it does not take, or no form. */
export function checkFormPage(input: FormPageInput): void {
  assertValid('title', checkTitle, input.title);
  if (input.urlId.trim() !== '') assertValid('urlId', checkUrlId, input.urlId.trim());
  assertValid('formId', (formId: string) => (formId === '' ? 'Choose the form the page shows' : undefined), input.formId);
}

/** `GET api/config/form-pages` */
export async function listFormPages(client: PlatformClient): Promise<FormPageListing[]> {
  const answer = await client.get<{ pages?: unknown }>(FORM_PAGES_PATH);
  if (!Array.isArray(answer.pages)) throw new TypeError('The form pages answer has no pages');
  return answer.pages as FormPageListing[];
}

/** `POST api/config/form-pages`: the new page, in the main navigation when asked, in one step. */
export async function createFormPage(client: PlatformClient, input: FormPageInput): Promise<FormPageListing> {
  checkFormPage(input);
  const answer = await client.post<{ page?: FormPageListing }>(FORM_PAGES_PATH, { ...input, urlId: input.urlId.trim() });
  if (answer.page === undefined) throw new TypeError('The new form page answer has no page');
  return answer.page;
}

/** `DELETE api/config/form-pages/{pageId}`: the page and its navigation links. */
export async function deleteFormPage(client: PlatformClient, pageId: string): Promise<void> {
  await client.delete<unknown>(formPagePath(pageId));
}
