import type { FastifyInstance } from 'fastify';
import { FORMS_PATH, FORM_PAGES_PATH, FORM_PAGE_URL_ID, FORM_SUBMISSIONS_PATH, MAILING_LISTS_PATH } from '../../../src/admin';
import {
  BUILDER_MESSAGE,
  MAILING_LIST_MESSAGE,
  checkFormDraft,
  checkListName,
  draftOf,
  isMailingService,
  storageOf,
  type FormProblem,
  type FormStorage,
  NO_STORAGE,
} from '../../../src/form-builder';
import { SUBMISSIONS_PAGE_SIZE, answerLines, submissionsCsv, submissionsFileName } from '../../../src/form-submissions';
import { parseFormDefinition, type FormDefinition } from '../../../src/forms';
import { type DemoDatabase, newId } from '../database';
import { ApiError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { deleteFormPage, findFormPage, insertFormPage, listFormPages, placesShowingForm, type StoredFormPage } from './form-pages';
import { appendForm, countSubmissions, deleteForm, findForm, findFormStorage, listForms, listSubmissions, updateForm } from './forms';
import { findMailingList, insertMailingList, listMailingLists, listMembers, listOutbox } from './mailing-lists';
import type { PermissionsOf } from '../accounts';
import { placeNewPage, readNewPage, unlinkPage, type TakenUrlIds } from '../site';
import { requireJsonObject } from '../validation';
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
 * The form a save sends (`draftJson`'s shape), under `id`, with its storage settings: read by the
 * storefront's own parser (a 400 naming a property of the wrong shape), then the builder's checks
 * (a 400 listing them), then the mailing list, which must exist.
 */
function formFromBody(db: DemoDatabase, id: string, body: Record<string, unknown>): { form: FormDefinition; storage: FormStorage } {
  let form: FormDefinition;
  let storage: FormStorage;
  try {
    form = parseFormDefinition({ ...body, id });
    storage = storageOf(body);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new BadRequestError(error.message);
    throw error;
  }
  const problems = checkFormDraft(draftOf(form, storage));
  if (problems.length > 0) throw new FormProblemsError(problems);
  if (storage.mailingListId !== '' && findMailingList(db, storage.mailingListId) === undefined) {
    throw new BadRequestError(MAILING_LIST_MESSAGE.unknownList(storage.mailingListId));
  }
  return { form, storage };
}

/** Who receives a form's submissions: choosing them is reading them. */
const SUBMISSIONS_PERMISSION = 'forms:submissions';

/**
 * Refuses a role without `forms:submissions` a change of where a form's submissions go (the
 * notification address, the mailing list): with `forms:edit` alone it could send every future
 * submission to itself. The stored settings sent back unchanged pass.
 */
function requireStorageRights(permissions: Iterable<string>, stored: FormStorage, asked: FormStorage): void {
  if (new Set(permissions).has(SUBMISSIONS_PERMISSION)) return;
  for (const field of ['notifyEmail', 'mailingListId'] as const) {
    if (asked[field] !== stored[field]) {
      throw new ForbiddenError(`${field}: changing where a form’s submissions are sent needs the ${SUBMISSIONS_PERMISSION} permission`);
    }
  }
}

/** A list of things in one sentence: "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
 * The form builder's calls (ours: the spec names none): list, create, read, save and delete forms,
 * the mailing lists and the form pages with `forms:edit`; read a form's submissions a page at a
 * time, newest first, export them all as CSV, and read what they set off (a list's members, the
 * outbox) with `forms:submissions`. A save runs the builder's checks again, so a request that skips the
 * builder gets the same answers.
 */
export function registerFormAdminRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  permissionsOf: PermissionsOf,
  clock: () => number,
  takenUrlIds: TakenUrlIds,
): void {
  const api = (path: string) => `/${path}`;
  const edits = ownerRoute('forms:edit');
  const reads = ownerRoute('forms:submissions');
  // The routes of formPath, formSubmissionsPath and formSubmissionsCsvPath.
  const one = `/${FORMS_PATH}/:formId`;

  app.get(api(FORMS_PATH), edits, () => ({ forms: listForms(db) }));

  app.get(api(FORM_SUBMISSIONS_PATH), reads, () => ({ forms: listForms(db) }));

  app.post(api(FORMS_PATH), edits, (request, reply) => {
    const { form, storage } = formFromBody(db, newId(), requireJsonObject(request));
    requireStorageRights(permissionsOf(request), NO_STORAGE, storage);
    db.transaction(() => appendForm(db, form, storage)).immediate();
    return reply.code(201).send({ form, storage });
  });

  app.get<{ Params: FormParams }>(one, edits, (request) => {
    const form = requireForm(db, request.params.formId);
    return { form, storage: findFormStorage(db, form.id) };
  });

  app.put<{ Params: FormParams }>(one, edits, (request) => {
    const { formId } = request.params;
    requireForm(db, formId);
    const { form, storage } = formFromBody(db, formId, requireJsonObject(request));
    requireStorageRights(permissionsOf(request), findFormStorage(db, formId), storage);
    if (!updateForm(db, form, storage)) throw new NotFoundError(`Unknown form "${formId}"`);
    return { form, storage };
  });

  // A form something shows is not deleted: the owner is told what shows it, and changes that first.
  // Its submissions go with it (the confirm dialog says so).
  app.delete<{ Params: FormParams }>(one, edits, (request, reply) => {
    const form = requireForm(db, request.params.formId);
    db.transaction(() => {
      const places = placesShowingForm(db, form.id);
      if (places.length > 0) {
        throw new ConflictError(`"${form.name}" is shown on ${listed(places)}. A form is deleted only once nothing shows it.`);
      }
      deleteForm(db, form.id);
    }).immediate();
    return reply.code(204).send();
  });

  // The notifications the platform would have mailed for this form, newest first (the demo's outbox).
  // They hold what shoppers sent, so reading them takes the submissions' permission, as members do.
  app.get<{ Params: FormParams }>(`${one}/notifications`, reads, (request) => {
    const form = requireForm(db, request.params.formId);
    return { notifications: listOutbox(db, form.id) };
  });

  app.get(api(MAILING_LISTS_PATH), edits, () => ({ lists: listMailingLists(db) }));

  app.post(api(MAILING_LISTS_PATH), edits, (request, reply) => {
    const body = requireJsonObject(request);
    const { service, name } = body;
    if (!isMailingService(service)) throw new BadRequestError(MAILING_LIST_MESSAGE.unknownService(String(service)));
    if (typeof name !== 'string') throw new BadRequestError(MAILING_LIST_MESSAGE.nameRequired);
    const list = db
      .transaction(() => {
        const problem = checkListName(
          name,
          listMailingLists(db).filter((existing) => existing.service === service),
        );
        if (problem !== undefined) throw new BadRequestError(problem);
        return insertMailingList(db, service, name.trim(), clock());
      })
      .immediate();
    return reply.code(201).send({ list });
  });

  app.get<{ Params: { listId: string } }>(`/${MAILING_LISTS_PATH}/:listId/members`, reads, (request) => {
    const list = findMailingList(db, request.params.listId);
    if (list === undefined) throw new NotFoundError(`Unknown mailing list "${request.params.listId}"`);
    return { list, members: listMembers(db, list.id) };
  });

  app.get(api(FORM_PAGES_PATH), edits, () => ({ pages: listFormPages(db) }));

  app.post(api(FORM_PAGES_PATH), edits, (request, reply) => {
    const body = requireJsonObject(request);
    const asked = readNewPage(body, permissionsOf(request));
    const formId = body['formId'];
    if (typeof formId !== 'string' || findForm(db, formId) === undefined) throw new BadRequestError('Choose the form the page shows');
    const page = db
      .transaction(() =>
        placeNewPage(
          db,
          asked,
          FORM_PAGE_URL_ID,
          (urlId): StoredFormPage => {
            const created = { id: newId(), urlId, title: asked.title, formId };
            insertFormPage(db, created, clock());
            return created;
          },
          takenUrlIds,
        ),
      )
      .immediate();
    return reply.code(201).send({ page: listFormPages(db).find(({ id }) => id === page.id) });
  });

  app.delete<{ Params: { pageId: string } }>(`/${FORM_PAGES_PATH}/:pageId`, edits, (request, reply) => {
    const { pageId } = request.params;
    const builtIn = listFormPages(db).find((page) => page.id === pageId && page.builtIn);
    if (builtIn !== undefined) throw new ConflictError(`"${builtIn.title}" is one of the site's own pages and cannot be deleted.`);
    if (findFormPage(db, pageId) === undefined) throw new NotFoundError(`Unknown form page "${pageId}"`);
    db.transaction(() => {
      deleteFormPage(db, pageId);
      unlinkPage(db, pageId);
    }).immediate();
    return reply.code(204).send();
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
