import {
  answerOf,
  fitsField,
  hasAnswer,
  parseFormDefinition,
  validateField,
  type AnswerField,
  type FieldValue,
  type FormDefinition,
  type SubmissionPage,
} from '../../../src/forms';
import { NO_STORAGE, type FormListing, type FormStorage } from '../../../src/form-builder';
import { type DemoDatabase, newId, newSecret } from '../database';

/** How long a submission key may wait for its submission. */
export const SUBMISSION_KEY_LIFETIME_MS = 60 * 60 * 1000;

interface FormRow {
  id: string;
  name: string;
  fields: string;
  submission_message: string;
  post_submit_html: string | null;
  redirect_url: string | null;
  captcha_enabled: 0 | 1;
  submit_label: string | null;
  disclaimer: string | null;
  notify_email: string | null;
  mailing_list_id: string | null;
}

function toDefinition(row: FormRow): FormDefinition {
  // Read back through the storefront's own parser, so a page never carries a form it would refuse.
  return parseFormDefinition({
    id: row.id,
    name: row.name,
    fields: JSON.parse(row.fields) as unknown,
    submissionMessage: row.submission_message,
    postSubmitHtml: row.post_submit_html,
    redirectUrl: row.redirect_url,
    captcha: { enabled: row.captcha_enabled === 1 },
    submitLabel: row.submit_label,
    disclaimer: row.disclaimer,
  });
}

/** A definition and its storage settings as the forms table's columns, named for the statements below. */
function formColumns(form: FormDefinition, storage: FormStorage) {
  return {
    submitLabel: form.submitLabel ?? null,
    disclaimer: form.disclaimer ?? null,
    notifyEmail: storage.notifyEmail === '' ? null : storage.notifyEmail,
    mailingListId: storage.mailingListId === '' ? null : storage.mailingListId,
    id: form.id,
    name: form.name,
    fields: JSON.stringify(form.fields),
    submissionMessage: form.submissionMessage,
    postSubmitHtml: form.postSubmitHtml ?? null,
    redirectUrl: form.redirectUrl ?? null,
    captchaEnabled: form.captcha.enabled ? 1 : 0,
  };
}

/** Writes one form definition; the caller owns the transaction. */
export function insertForm(db: DemoDatabase, form: FormDefinition, position: number, storage: FormStorage = NO_STORAGE): void {
  db.prepare(
    `INSERT INTO forms (id, position, name, fields, submission_message, post_submit_html, redirect_url, captcha_enabled,
       submit_label, disclaimer, notify_email, mailing_list_id)
     VALUES (@id, @position, @name, @fields, @submissionMessage, @postSubmitHtml, @redirectUrl, @captchaEnabled,
       @submitLabel, @disclaimer, @notifyEmail, @mailingListId)`,
  ).run({ ...formColumns(form, storage), position });
}

export function findForm(db: DemoDatabase, id: string): FormDefinition | undefined {
  const row = db.prepare('SELECT * FROM forms WHERE id = ?').get(id) as FormRow | undefined;
  return row && toDefinition(row);
}

/** What only the owner sees of a stored form: whom to notify, which list its emails join. */
export function findFormStorage(db: DemoDatabase, id: string): FormStorage {
  const row = db.prepare('SELECT notify_email, mailing_list_id FROM forms WHERE id = ?').get(id) as
    Pick<FormRow, 'notify_email' | 'mailing_list_id'> | undefined;
  return { notifyEmail: row?.notify_email ?? '', mailingListId: row?.mailing_list_id ?? '' };
}

/** A new form, after every other; the caller owns the transaction. */
export function appendForm(db: DemoDatabase, form: FormDefinition, storage: FormStorage): void {
  const { next } = db.prepare('SELECT COALESCE(MAX(position) + 1, 0) AS next FROM forms').get() as { next: number };
  insertForm(db, form, next, storage);
}

/** Replaces a stored form's definition and storage settings; whether there was one to replace. */
export function updateForm(db: DemoDatabase, form: FormDefinition, storage: FormStorage): boolean {
  return (
    db
      .prepare(
        `UPDATE forms SET name = @name, fields = @fields, submission_message = @submissionMessage,
           post_submit_html = @postSubmitHtml, redirect_url = @redirectUrl, captcha_enabled = @captchaEnabled,
           submit_label = @submitLabel, disclaimer = @disclaimer, notify_email = @notifyEmail, mailing_list_id = @mailingListId
         WHERE id = @id`,
      )
      .run(formColumns(form, storage)).changes === 1
  );
}

/** Deletes a form with its submissions (and the notifications of them); the caller owns the transaction and checked nothing shows it. */
export function deleteForm(db: DemoDatabase, id: string): void {
  db.prepare('DELETE FROM form_submissions WHERE form_id = ?').run(id);
  db.prepare('DELETE FROM forms WHERE id = ?').run(id);
}

/** Every form in the order the owner made them, with its submissions counted. */
export function listForms(db: DemoDatabase): FormListing[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.name, f.fields, COUNT(s.id) AS submissionCount, MAX(s.created) AS lastSubmitted
       FROM forms f LEFT JOIN form_submissions s ON s.form_id = f.id
       GROUP BY f.id ORDER BY f.position, f.id`,
    )
    .all() as { id: string; name: string; fields: string; submissionCount: number; lastSubmitted: number | null }[];
  return rows.map(({ fields, ...row }) => ({ ...row, fieldCount: (JSON.parse(fields) as unknown[]).length }));
}

/** One stored submission as the owner reads it. */
export interface StoredSubmissionRow {
  readonly id: string;
  readonly created: number;
  readonly form: string;
  readonly pageTitle: string;
  readonly pagePath: string;
}

/** A form's submissions, newest first (the later stored first when two share a time). */
export function listSubmissions(db: DemoDatabase, formId: string, page?: { offset: number; limit: number }): StoredSubmissionRow[] {
  return db
    .prepare(
      `SELECT id, created, form, page_title AS pageTitle, page_path AS pagePath FROM form_submissions
       WHERE form_id = ? ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(formId, page?.limit ?? -1, page?.offset ?? 0) as StoredSubmissionRow[];
}

export function countSubmissions(db: DemoDatabase, formId: string): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM form_submissions WHERE form_id = ?').get(formId) as { count: number }).count;
}

/** A new one-use key for `visitor`'s next submission. */
export function issueSubmissionKey(db: DemoDatabase, visitor: string, now: number): string {
  const key = newSecret();
  db.prepare('INSERT INTO form_submission_keys (key, visitor, created) VALUES (?, ?, ?)').run(key, visitor, now);
  return key;
}

/** Spends `key` if it is `visitor`'s, unused and fresh; whether it was. The caller owns the transaction. */
export function spendSubmissionKey(db: DemoDatabase, key: string, visitor: string, now: number): boolean {
  const spent = db
    .prepare('UPDATE form_submission_keys SET used = ? WHERE key = ? AND visitor = ? AND used IS NULL AND created >= ?')
    .run(now, key, visitor, now - SUBMISSION_KEY_LIFETIME_MS);
  return spent.changes === 1;
}

export interface SubmissionRecord extends SubmissionPage {
  readonly formId: string;
  /** The answers as the storefront sent them, JSON text. */
  readonly form: string;
  readonly captchaVerified: boolean;
  readonly visitor: string;
}

/** Stores a submission; returns its id. The caller owns the transaction. */
export function storeSubmission(db: DemoDatabase, record: SubmissionRecord, now: number): string {
  const id = newId();
  db.prepare(
    `INSERT INTO form_submissions (id, form_id, form, captcha_verified, page_title, page_id, content_source, page_path,
       page_permission_type_value, visitor, created)
     VALUES (@id, @formId, @form, @captchaVerified, @pageTitle, @pageId, @contentSource, @pagePath,
       @pagePermissionTypeValue, @visitor, @created)`,
  ).run({
    id,
    formId: record.formId,
    form: record.form,
    captchaVerified: record.captchaVerified ? 1 : 0,
    pageTitle: record.pageTitle,
    pageId: record.pageId,
    contentSource: record.contentSource,
    pagePath: record.pagePath,
    pagePermissionTypeValue: record.pagePermissionTypeValue,
    visitor: record.visitor,
    created: now,
  });
  return id;
}

/** What the server makes of submitted answers: the field errors, or an error about the whole body. */
export type AnswersCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly error: string }
  | { readonly ok: false; readonly changed: true };

/**
 * Checks answers as the storefront submits them (`serializeForm`: keyed by field id, a phone in
 * four parts): the body is an object of known fields, each answer has its field's shape and only
 * its field's options, then the storefront's own rules (Required, email, character limit). An
 * absent answer counts as empty.
 */
export function checkAnswers(definition: FormDefinition, answers: unknown): AnswersCheck {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return { ok: false, error: 'The answers must be a JSON object keyed by field id' };
  }
  const byId = answers as Readonly<Record<string, unknown>>;
  const fields = new Map(definition.fields.filter(hasAnswer).map((field) => [field.id, field]));
  // serializeForm sends only the fields of the form the shopper opened: one this form lacks means
  // the owner changed it since.
  if (Object.keys(byId).some((id) => !fields.has(id))) return { ok: false, changed: true };

  const fieldErrors: Record<string, string> = {};
  for (const field of fields.values()) {
    const error = answerError(field, byId[field.id]);
    if (error !== undefined) fieldErrors[field.id] = error;
  }
  return Object.keys(fieldErrors).length === 0 ? { ok: true } : { ok: false, fieldErrors };
}

function answerError(field: AnswerField, submitted: unknown): string | undefined {
  const value = typed(field, submitted);
  if (value === undefined) return `This is not an answer a ${field.type} field takes`;
  const stranger = strangeChoice(field, value);
  if (stranger !== undefined) return `"${stranger}" is not one of this field's choices`;
  return validateField(field, value);
}

/** The submitted answer as the storefront holds it while typing, or `undefined` when it has the wrong shape. */
function typed(field: AnswerField, submitted: unknown): FieldValue | undefined {
  if (submitted === undefined) return answerOf(field, {});
  // A phone arrives with its (empty) country part first; the rules read the three typed parts.
  if (field.type === 'phone') {
    if (!Array.isArray(submitted) || submitted[0] !== '') return undefined;
    const typedParts: unknown = submitted.slice(1);
    return fitsField(field, typedParts) ? typedParts : undefined;
  }
  return fitsField(field, submitted) ? submitted : undefined;
}

/** A chosen option, checked box or likert statement the field does not offer. */
function strangeChoice(field: AnswerField, value: FieldValue): string | undefined {
  switch (field.type) {
    case 'radio':
    case 'select':
      return typeof value === 'string' && value !== '' && !field.options.includes(value) ? value : undefined;
    case 'checkbox':
      return Array.isArray(value) ? value.find((option: string) => !field.options.includes(option)) : undefined;
    case 'likert':
      return Object.keys(value).find((question) => !field.questions.includes(question));
    default:
      return undefined;
  }
}
