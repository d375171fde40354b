import type { FastifyInstance } from 'fastify';
import { FORMS_PATH, FORM_SUBMISSIONS_PATH } from '../../../src/admin';
import { BUILDER_MESSAGE, checkFormDraft, draftOf, type FormProblem } from '../../../src/form-builder';
import { SUBMISSIONS_PAGE_SIZE, answerLines, submissionsCsv, submissionsFileName } from '../../../src/form-submissions';
import { parseFormDefinition, type FormDefinition } from '../../../src/forms';
import type { DemoDatabase } from '../db';
import { ApiError, BadRequestError, NotFoundError } from '../errors';
import { appendForm, countSubmissions, findForm, listForms, listSubmissions, updateForm } from '../forms';
import { newId } from '../ids';
import { requireJsonObject } from './validation';
import { ownerRoute } from '../guard';

/** 400 with the builder's own problems: `{ error, problems: [{ on, fieldId?, message }] }`. */
class FormProblemsError extends ApiError {
  override name = 'FormProblemsError';
  constructor(readonly problems: readonly FormProblem[]) {
    super(400, BUILDER_MESSAGE.summary);
  }

  override toJSON(): Record<string, unknown> {
    return { error: this.message, problems: this.problems };
  }
}

/**
 * The form a save sends (`draftJson`'s shape), under `id`: read by the storefront's own parser
 * (a 400 naming a property of the wrong shape), then the builder's checks (a 400 listing them).
 */
function formFromBody(id: string, body: Record<string, unknown>): FormDefinition {
  let form: FormDefinition;
  try {
    form = parseFormDefinition({ ...body, id });
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new BadRequestError(error.message);
    throw error;
  }
  const problems = checkFormDraft(draftOf(form));
  if (problems.length > 0) throw new FormProblemsError(problems);
  return form;
}

function requireForm(db: DemoDatabase, formId: string): FormDefinition {
  const form = findForm(db, formId);
  if (form === undefined) throw new NotFoundError(`Unknown form "${formId}"`);
  return form;
}

/** `?page=` of a list: a whole number from 1, 1 when absent. */
function pageOf(query: Record<string, unknown>): number {
  const raw = query['page'];
  if (raw === undefined) return 1;
  const page = typeof raw === 'string' && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(page)) throw new BadRequestError('page must be a whole number of at least 1');
  return page;
}

interface FormParams {
  formId: string;
}

/**
 * The form builder's calls (ours: the spec names none): list, create, read and save forms with
 * `forms:edit`; read a form's submissions a page at a time, newest first, and export them all as
 * CSV with `forms:submissions`. A save runs the builder's checks again, so a request that skips the
 * builder gets the same answers.
 */
export function registerFormAdminRoutes(app: FastifyInstance, db: DemoDatabase): void {
  const api = (path: string) => `/${path}`;
  const edits = ownerRoute('forms:edit');
  const reads = ownerRoute('forms:submissions');
  // The routes of formPath, formSubmissionsPath and formSubmissionsCsvPath.
  const one = `/${FORMS_PATH}/:formId`;

  app.get(api(FORMS_PATH), edits, () => ({ forms: listForms(db) }));

  app.get(api(FORM_SUBMISSIONS_PATH), reads, () => ({ forms: listForms(db) }));

  app.post(api(FORMS_PATH), edits, (request, reply) => {
    const form = formFromBody(newId(), requireJsonObject(request));
    db.transaction(() => appendForm(db, form)).immediate();
    return reply.code(201).send({ form });
  });

  app.get<{ Params: FormParams }>(one, edits, (request) => ({ form: requireForm(db, request.params.formId) }));

  app.put<{ Params: FormParams }>(one, edits, (request) => {
    const { formId } = request.params;
    requireForm(db, formId);
    const form = formFromBody(formId, requireJsonObject(request));
    if (!updateForm(db, form)) throw new NotFoundError(`Unknown form "${formId}"`);
    return { form };
  });

  app.get<{ Params: FormParams; Querystring: Record<string, unknown> }>(`${one}/submissions`, reads, (request) => {
    const form = requireForm(db, request.params.formId);
    const page = pageOf(request.query);
    const total = countSubmissions(db, form.id);
    const rows = listSubmissions(db, form.id, { offset: (page - 1) * SUBMISSIONS_PAGE_SIZE, limit: SUBMISSIONS_PAGE_SIZE });
    return {
      form: { id: form.id, name: form.name },
      page,
      pageSize: SUBMISSIONS_PAGE_SIZE,
      pageCount: Math.ceil(total / SUBMISSIONS_PAGE_SIZE),
      total,
      submissions: rows.map((row) => ({
        id: row.id,
        submittedAt: row.created,
        pageTitle: row.pageTitle,
        pagePath: row.pagePath,
        answers: answerLines(form, row.form),
      })),
    };
  });

  app.get<{ Params: FormParams }>(`${one}/submissions.csv`, reads, (request, reply) => {
    const form = requireForm(db, request.params.formId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${submissionsFileName(form)}"`)
      .header('cache-control', 'no-store')
      .send(submissionsCsv(form, listSubmissions(db, form.id)));
  });
}
