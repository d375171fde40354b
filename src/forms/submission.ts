import type { WindowLike } from 'dompurify';
import { createStore } from 'zustand/vanilla';
import { STRINGS } from '../i18n';
import { failureFromAnswer, type SubmissionFailure } from './failures';
import { fitsField, hasAnswer, initialFormValues, type FieldValue, type FormDefinition, type FormValues } from './fields';
import { serializeForm } from './serialize';
import { FORMS_API, bodyProperty, isSuccessStatus, type FormsTransport, type TransportResponse } from './transport';
import { validateForm, type FieldErrors } from './validate';

/** The page a form is sent from, as the platform records it with the submission. */
export interface SubmissionPage {
  readonly pageTitle: string;
  readonly pageId: string;
  /** `'i'` on a content item's page, `'c'` on a collection's page. */
  readonly contentSource: 'i' | 'c';
  readonly pagePath: string;
  readonly pagePermissionTypeValue: number;
}

/** The body of POST /api/form/SaveFormSubmission. */
export interface FormSubmissionPayload extends SubmissionPage {
  readonly key: string;
  readonly formId: string;
  /** The answers keyed by field id, as a JSON string. */
  readonly form: string;
  readonly captchaKey?: string;
}

/** The captcha a protected form is sent with; a rendered `CaptchaWidget` from `src/captcha` fits. */
export interface FormCaptcha {
  /** The token of the completed challenge, `''` while it is not completed. */
  getResponse(): string;
  reset(): void;
}

export type SubmissionState =
  | { readonly status: 'idle' }
  /** The submit button is locked and reads `STRINGS.forms.submitting`. */
  | { readonly status: 'submitting' }
  | {
      readonly status: 'failed';
      /** Shown by the submit button. */
      readonly message: string;
      /** Shown above each field's title. */
      readonly fieldErrors: FieldErrors;
      /** Shown above the form and below it, pointing at the problems. */
      readonly bannerAbove: string;
      readonly bannerBelow: string;
    }
  | { readonly status: 'success'; readonly outcome: 'redirect'; readonly redirectUrl: string }
  | {
      readonly status: 'success';
      readonly outcome: 'message';
      /** Replaces the form. */
      readonly submissionMessage: string;
      /** Sanitized; safe to insert as HTML. */
      readonly postSubmitHtml: string;
    };

export interface FormState {
  /** What the shopper typed; no submission outcome ever changes it. */
  readonly values: FormValues;
  readonly submission: SubmissionState;
}

export interface FormSubmissionOptions {
  readonly definition: FormDefinition;
  readonly transport: FormsTransport;
  readonly page: SubmissionPage;
  /** Required when `definition.captcha.enabled`; without it such a form asks for the captcha. */
  readonly captcha?: FormCaptcha;
  /** The query string hidden fields read. @default location.search */
  readonly search?: string;
  /** Follows a success redirect. @default location.assign */
  readonly navigate?: (url: string) => void;
  /** Sanitizes the post-submit HTML. @default the page's window */
  readonly window?: WindowLike;
  /** @default console */
  readonly logger?: Pick<Console, 'error'>;
}

/** A form's answers and submission, as a store a widget subscribes to. */
export interface FormController {
  getState(): FormState;
  getInitialState(): FormState;
  subscribe(listener: (state: FormState, previous: FormState) => void): () => void;
  /** @throws TypeError when the form has no such field or `value` is not of the field's shape */
  setValue(fieldId: string, value: FieldValue): void;
  /**
   * Validates, then sends: server validation, a submission key, the submission. Resolves when
   * the submission settles; never rejects. A second call while one is in flight or after
   * success does nothing.
   */
  submit(): Promise<void>;
}

/** Ends the flow early with what the shopper should see. */
class SubmissionFailedError extends Error {
  override readonly name = 'SubmissionFailedError';
  constructor(readonly failure: SubmissionFailure) {
    super(failure.message);
  }
}

function fail(message: string, fieldErrors: FieldErrors = {}): never {
  throw new SubmissionFailedError({ message, fieldErrors });
}

export function createFormSubmission(options: FormSubmissionOptions): FormController {
  const { definition, transport, page, captcha } = options;
  const logger = options.logger ?? console;
  const store = createStore<FormState>()(() => ({
    values: initialFormValues(definition, options.search),
    submission: { status: 'idle' },
  }));
  let inFlight: Promise<void> | undefined;

  async function send(values: FormValues): Promise<SubmissionState> {
    const fieldErrors = validateForm(definition, values);
    if (Object.keys(fieldErrors).length > 0) fail(STRINGS.forms.formInvalid, fieldErrors);

    let captchaKey: string | undefined;
    if (definition.captcha.enabled) {
      captchaKey = captcha?.getResponse() ?? '';
      if (captchaKey === '') fail(STRINGS.forms.captchaIncomplete);
    }

    const submitted = serializeForm(definition, values);
    const validation = await request(() => transport.postJson(FORMS_API.validate(definition.id), submitted));
    const refusal = failureFromAnswer(definition, validation);
    // The validation answer may carry field errors whatever its status.
    if (!isSuccessStatus(validation.status) || Object.keys(refusal.fieldErrors).length > 0) {
      throw new SubmissionFailedError(refusal);
    }

    const key = await submissionKey();
    const payload: FormSubmissionPayload = {
      key,
      formId: definition.id,
      form: JSON.stringify(submitted),
      ...(captchaKey === undefined ? {} : { captchaKey }),
      ...pageFields(page),
    };
    const saved = await request(() => transport.postJson(FORMS_API.saveSubmission, payload));
    if (!isSuccessStatus(saved.status)) throw new SubmissionFailedError(failureFromAnswer(definition, saved));
    return await succeeded();
  }

  async function request(call: () => Promise<TransportResponse>): Promise<TransportResponse> {
    try {
      return await call();
    } catch (error) {
      logger.error('Form request got no answer', error);
      return fail(STRINGS.forms.unknownError);
    }
  }

  async function submissionKey(): Promise<string> {
    try {
      const answer = await transport.postJson(FORMS_API.submissionKey);
      const key = bodyProperty(answer.body, 'key');
      if (isSuccessStatus(answer.status) && typeof key === 'string' && key !== '') return key;
      logger.error('Form submission key refused', answer.status);
    } catch (error) {
      logger.error('Form submission key request got no answer', error);
    }
    return fail(STRINGS.forms.noSubmissionKey);
  }

  async function succeeded(): Promise<SubmissionState> {
    const redirectUrl = definition.redirectUrl === undefined ? undefined : safeRedirect(definition.redirectUrl);
    if (redirectUrl !== undefined) return { status: 'success', outcome: 'redirect', redirectUrl };
    return {
      status: 'success',
      outcome: 'message',
      submissionMessage: definition.submissionMessage,
      postSubmitHtml: await postSubmitHtml(),
    };
  }

  // The sanitizer (DOMPurify) is downloaded only for a form that has post-submit HTML to show, once
  // it is sent. Sent is sent: if it cannot arrive, the thanks show without the HTML.
  async function postSubmitHtml(): Promise<string> {
    const html = definition.postSubmitHtml ?? '';
    if (html.trim() === '') return '';
    try {
      const { sanitizePostSubmitHtml } = await import('./sanitize');
      return sanitizePostSubmitHtml(html, options.window);
    } catch (error) {
      logger.error('The post-submit HTML could not be shown', error);
      return '';
    }
  }

  function safeRedirect(url: string): string | undefined {
    try {
      const target = new URL(url, globalThis.location?.href ?? 'http://localhost/');
      if (target.protocol === 'http:' || target.protocol === 'https:') return url;
    } catch {
      // fall through to the refusal below
    }
    logger.error('Form redirect refused: not an http(s) address', url);
    return undefined;
  }

  function failed({ message, fieldErrors }: SubmissionFailure): SubmissionState {
    try {
      captcha?.reset();
    } catch (error) {
      logger.error('Captcha reset failed', error);
    }
    return {
      status: 'failed',
      message,
      fieldErrors,
      bannerAbove: STRINGS.forms.bannerAbove,
      bannerBelow: STRINGS.forms.bannerBelow,
    };
  }

  async function run(): Promise<void> {
    let outcome: SubmissionState;
    try {
      outcome = await send(store.getState().values);
    } catch (error) {
      if (error instanceof SubmissionFailedError) {
        outcome = failed(error.failure);
      } else {
        logger.error('Form submission failed unexpectedly', error);
        outcome = failed({ message: STRINGS.forms.processingError, fieldErrors: {} });
      }
    }
    store.setState({ submission: outcome });
    if (outcome.status === 'success' && outcome.outcome === 'redirect') navigate(outcome.redirectUrl);
  }

  function navigate(url: string): void {
    try {
      (options.navigate ?? ((target: string) => globalThis.location.assign(target)))(url);
    } catch (error) {
      logger.error('Form redirect failed', error);
    }
  }

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    setValue(fieldId, value) {
      const field = definition.fields.find((candidate) => candidate.id === fieldId);
      if (field === undefined || !hasAnswer(field)) {
        throw new TypeError(`setValue: form ${definition.id} has no field "${fieldId}" that takes an answer`);
      }
      if (!fitsField(field, value)) {
        throw new TypeError(`setValue: the value for field "${fieldId}" does not fit a ${field.type} field`);
      }
      store.setState((state) => ({ values: { ...state.values, [fieldId]: value } }));
    },
    submit() {
      const { status } = store.getState().submission;
      if (status === 'success') return Promise.resolve();
      if (inFlight !== undefined) return inFlight;
      store.setState({ submission: { status: 'submitting' } });
      inFlight = run()
        .catch((error: unknown) => logger.error('A form state listener failed', error))
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

function pageFields(page: SubmissionPage): SubmissionPage {
  const { pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue } = page;
  return { pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue };
}
