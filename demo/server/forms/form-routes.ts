import type { FastifyInstance } from 'fastify';
import { FIELD_PARTS, FORM_FIELD_TYPES, LIKERT_SCALE, withDisclaimer, type FormDefinition, type SubmissionPage } from '../../../src/forms';
import { spendCaptchaToken } from './captcha';
import { clientAddressOf, visitorOf } from '../cookies';
import type { DemoDatabase } from '../database';
import { BadRequestError, ConflictError, FieldErrorsError, NotFoundError, UnauthorizedError } from '../errors';
import { checkAnswers, findForm, findFormStorage, issueSubmissionKey, spendSubmissionKey, storeSubmission } from './forms';
import { afterSubmission } from './mailing-lists';
import { createRateLimiter, type RateLimit } from '../guard';
import { DEMO_SITE } from '../site';
import { requireId, requireJsonObject } from '../validation';

export interface FormRoutesOptions {
  readonly rateLimit: RateLimit;
  readonly clock: () => number;
}

/** The longest page title, path or id a submission may carry. */
const MAX_PAGE_FIELD_LENGTH = 2083;

function requireForm(db: DemoDatabase, formId: unknown): FormDefinition {
  const id = requireId(formId, 'formId');
  const form = findForm(db, id);
  if (form === undefined) throw new NotFoundError(`Unknown form "${id}"`);
  return form;
}

/** What a shopper reads when the owner changed the form after the page was opened. */
export const FORM_CHANGED_MESSAGE = 'This form has changed since the page was opened. Reload the page and send it again.';

/**
 * The message beside field errors. The storefront shows it only when it has none of the fields
 * named (the owner added a required field since the page was opened), so it says what to do then.
 */
export const FIELD_ERRORS_MESSAGE = 'Some answers are not valid. If this form has changed since the page was opened, reload the page.';

/**
 * The answers of a submission, checked against the form as shoppers fill it in (its disclaimer's
 * acceptance included): a 400 with field errors, a 409 when they were written for an older version
 * of the form, or a 400 with the body's problem.
 */
function requireValidAnswers(form: FormDefinition, answers: unknown): void {
  const check = checkAnswers(withDisclaimer(form), answers);
  if (check.ok) return;
  if ('fieldErrors' in check) throw new FieldErrorsError(check.fieldErrors, FIELD_ERRORS_MESSAGE);
  if ('changed' in check) throw new ConflictError(FORM_CHANGED_MESSAGE);
  throw new BadRequestError(check.error);
}

function requireString(body: Record<string, unknown>, name: string, options: { nonEmpty?: boolean } = {}): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length > MAX_PAGE_FIELD_LENGTH || (options.nonEmpty === true && value.trim() === '')) {
    throw new BadRequestError(
      `${name} must be a${options.nonEmpty === true ? ' non-empty' : ''} string of at most ${MAX_PAGE_FIELD_LENGTH} characters`,
    );
  }
  return value;
}

function requirePage(body: Record<string, unknown>): SubmissionPage {
  const contentSource = body['contentSource'];
  if (contentSource !== 'i' && contentSource !== 'c') throw new BadRequestError('contentSource must be "i" (item) or "c" (collection)');
  const permission = body['pagePermissionTypeValue'];
  if (typeof permission !== 'number' || !Number.isInteger(permission) || permission < 0) {
    throw new BadRequestError('pagePermissionTypeValue must be a whole number of at least 0');
  }
  return {
    pageTitle: requireString(body, 'pageTitle'),
    pageId: requireString(body, 'pageId'),
    contentSource,
    pagePath: requireString(body, 'pagePath', { nonEmpty: true }),
    pagePermissionTypeValue: permission,
  };
}

/** The submitted answers: a string holding a JSON object. */
function parseFormText(text: unknown): { text: string; answers: unknown } {
  if (typeof text === 'string') {
    try {
      return { text, answers: JSON.parse(text) as unknown };
    } catch {
      // Falls through to the one message below.
    }
  }
  throw new BadRequestError('form must be a string holding the answers as a JSON object');
}

/** Form submissions one client address may send: this many times one visitor's allowance. */
export const ADDRESS_LIMIT_FACTOR = 4;

/**
 * The form calls of spec 000 §7: the form-block template schema, server validation, submission
 * keys and submissions. Writes need the crumb (the app checks it); submissions are limited per
 * visitor, and a protected form's captcha token is verified and spent.
 */
export function registerFormRoutes(app: FastifyInstance, db: DemoDatabase, options: FormRoutesOptions): void {
  const { clock } = options;
  const limiter = createRateLimiter(options.rateLimit, clock);
  // A crumb costs one GET, so the client's address is limited too: four visitors' worth, for a household or an office behind one address.
  const addressLimiter = createRateLimiter({ ...options.rateLimit, max: options.rateLimit.max * ADDRESS_LIMIT_FACTOR }, clock);

  app.get<{ Querystring: Record<string, unknown> }>('/api/template/GetTemplateSchema', async (request) => {
    const type = request.query['type'];
    if (typeof type !== 'string' || type === '') throw new BadRequestError('type must name a block type, such as form-block');
    if (type !== 'form-block') throw new NotFoundError(`No template schema for type "${type}"`);
    return {
      type,
      fieldTypes: FORM_FIELD_TYPES,
      fieldParts: FIELD_PARTS,
      likertScale: LIKERT_SCALE,
      definition: ['id', 'name', 'fields', 'submissionMessage', 'postSubmitHtml', 'redirectUrl', 'captcha', 'submitLabel', 'disclaimer'],
    };
  });

  app.post<{ Params: { formId: string } }>('/api/rest/forms/validate/:formId', async (request) => {
    const form = requireForm(db, request.params.formId);
    requireValidAnswers(form, requireJsonObject(request));
    return { errors: {} };
  });

  app.post('/api/form/FormSubmissionKey', async (request) => ({ key: issueSubmissionKey(db, visitorOf(request), clock()) }));

  app.post('/api/form/SaveFormSubmission', async (request, reply) => {
    const visitor = visitorOf(request);
    let decision = limiter.take(visitor);
    if (decision.allowed && visitor !== clientAddressOf(request)) decision = addressLimiter.take(clientAddressOf(request));
    if (!decision.allowed) {
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: `Too many form submissions; try again in ${seconds} seconds` });
    }

    const body = requireJsonObject(request);
    const form = requireForm(db, body['formId']);
    const key = body['key'];
    const { text, answers } = parseFormText(body['form']);
    const page = requirePage(body);
    const captchaKey = body['captchaKey'];
    if (captchaKey !== undefined && typeof captchaKey !== 'string') throw new BadRequestError('captchaKey must be a string');
    requireValidAnswers(form, answers);

    const now = clock();
    const submissionId = db
      .transaction(() => {
        if (typeof key !== 'string' || !spendSubmissionKey(db, key, visitor, now)) {
          throw new UnauthorizedError('The form submission key is missing, used or expired; ask for a new one');
        }
        if (form.captcha.enabled && (captchaKey === undefined || !spendCaptchaToken(db, captchaKey, DEMO_SITE.captchaSiteKey, now))) {
          throw new BadRequestError('The CAPTCHA could not be verified. Please complete it again.');
        }
        const id = storeSubmission(db, { formId: form.id, form: text, captchaVerified: form.captcha.enabled, visitor, ...page }, now);
        afterSubmission(db, { form, storage: findFormStorage(db, form.id), id, text }, now);
        return id;
      })
      .immediate();
    return { submissionId };
  });
}
