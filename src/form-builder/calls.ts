import { AdminValidationError, FORMS_PATH, FORM_SUBMISSIONS_PATH, formPath, formSubmissionsPath } from '../admin';
import type { AnswerLine } from '../form-submissions';
import { parseFormDefinition } from '../forms';
import type { PlatformClient } from '../platform';
import { checkFormDraft } from './checks';
import { draftJson, draftOf, storageOf, type FormDraft } from './draft';

/** A form as the forms list shows it. */
export interface FormListing {
  readonly id: string;
  readonly name: string;
  readonly fieldCount: number;
  readonly submissionCount: number;
  /** When the latest submission arrived, epoch milliseconds; `null` before the first. */
  readonly lastSubmitted: number | null;
}

/** One page of a form's submissions, newest first. */
export interface SubmissionsPage {
  readonly form: { readonly id: string; readonly name: string };
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly total: number;
  readonly submissions: readonly {
    readonly id: string;
    readonly submittedAt: number;
    readonly pageTitle: string;
    readonly pagePath: string;
    readonly answers: readonly AnswerLine[];
  }[];
}

const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined;

function listingsOf(answer: unknown): FormListing[] {
  const forms = field(answer, 'forms');
  if (!Array.isArray(forms)) throw new TypeError('The forms answer has no forms list');
  return forms as FormListing[];
}

/** `GET api/config/forms`: every form, with its submissions counted (`forms:edit`). */
export async function listForms(client: PlatformClient): Promise<FormListing[]> {
  return listingsOf(await client.get<unknown>(FORMS_PATH));
}

/** `GET api/config/form-submissions`: the same list for reading submissions (`forms:submissions`). */
export async function listFormsWithSubmissions(client: PlatformClient): Promise<FormListing[]> {
  return listingsOf(await client.get<unknown>(FORM_SUBMISSIONS_PATH));
}

/** A form as the platform answers for its owner, `{ form, storage }`, as the builder edits it. */
function storedDraft(answer: unknown): { readonly id: string; readonly draft: FormDraft } {
  const definition = parseFormDefinition(field(answer, 'form'));
  const storage = field(answer, 'storage');
  return {
    id: definition.id,
    draft: draftOf(definition, storageOf(typeof storage === 'object' && storage !== null ? (storage as Record<string, unknown>) : {})),
  };
}

/** `GET api/config/forms/{formId}`: the form's draft, storage settings included. */
export async function getForm(client: PlatformClient, formId: string): Promise<FormDraft> {
  return storedDraft(await client.get<unknown>(formPath(formId))).draft;
}

/**
 * Saves a draft: `POST api/config/forms` for a new form (`formId` null), `PUT …/{formId}` for a
 * stored one. Refuses what the platform would, with the first problem's message, before sending.
 */
export async function saveForm(
  client: PlatformClient,
  formId: string | null,
  draft: FormDraft,
): Promise<{ readonly id: string; readonly draft: FormDraft }> {
  const [problem] = checkFormDraft(draft);
  if (problem !== undefined) throw new AdminValidationError(problem.on === 'field' ? problem.fieldId : problem.on, problem.message);
  const { id: _assigned, ...body } = draftJson(formId ?? '', draft);
  const answer = formId === null ? await client.post<unknown>(FORMS_PATH, body) : await client.put<unknown>(formPath(formId), body);
  return storedDraft(answer);
}

/**
 * `DELETE api/config/forms/{formId}`: the form and its submissions. The platform refuses (409,
 * naming them) while a page, the pop-up or a product shows the form.
 */
export async function deleteForm(client: PlatformClient, formId: string): Promise<void> {
  await client.delete<unknown>(formPath(formId));
}

/** A notification the platform sent (the demo keeps it in an outbox instead of mailing it). */
export interface SentNotification {
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly created: number;
}

/** `GET api/config/forms/{formId}/notifications`: the latest notifications of its submissions, newest first. */
export async function listNotifications(client: PlatformClient, formId: string): Promise<SentNotification[]> {
  const notifications = field(await client.get<unknown>(`${formPath(formId)}/notifications`), 'notifications');
  if (!Array.isArray(notifications)) throw new TypeError('The notifications answer has no notifications list');
  return notifications as SentNotification[];
}

/** `GET api/config/forms/{formId}/submissions?page=` */
export async function getSubmissions(client: PlatformClient, formId: string, page: number): Promise<SubmissionsPage> {
  const answer = await client.get<unknown>(formSubmissionsPath(formId), { searchParams: { page } });
  if (!Array.isArray(field(answer, 'submissions'))) throw new TypeError('The submissions answer has no submissions list');
  return answer as SubmissionsPage;
}
