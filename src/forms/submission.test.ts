import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createFormSubmission,
  parseFormDefinition,
  type FormCaptcha,
  type FormDefinition,
  type FormSubmissionOptions,
  type FormsTransport,
  type SubmissionState,
  type TransportResponse,
} from './index';

const contact = parseFormDefinition({
  id: 'contact',
  name: 'Contact',
  submissionMessage: 'Thanks, we will be in touch.',
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'source', type: 'hidden', title: 'Source', name: 'ref', value: 'direct' },
  ],
});

const page = {
  pageTitle: 'Contact us',
  pageId: 'page-1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
} as const;

type Answer = TransportResponse | Error;
const OK: TransportResponse = { status: 200, body: {} };

function fakeTransport(answers: Readonly<Record<string, Answer>> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const transport: FormsTransport = {
    async postJson(path, body) {
      calls.push({ path, body });
      const fallback = path === '/api/form/FormSubmissionKey' ? { status: 200, body: { key: 'key-1' } } : OK;
      const answer = answers[path] ?? fallback;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async getJson() {
      throw new Error('the submission flow makes no GET requests');
    },
  };
  return { transport, calls, paths: () => calls.map((call) => call.path) };
}

function setup(
  answers: Readonly<Record<string, Answer>> = {},
  overrides: Partial<FormSubmissionOptions> & { definition?: FormDefinition } = {},
) {
  const fake = fakeTransport(answers);
  const logger = { error: vi.fn() };
  const navigate = vi.fn();
  const form = createFormSubmission({
    definition: contact,
    transport: fake.transport,
    page,
    search: '?ref=newsletter',
    navigate,
    logger,
    ...overrides,
  });
  return { form, logger, navigate, ...fake };
}

function fillValid(form: ReturnType<typeof setup>['form']) {
  form.setValue('email', 'ada@example.com');
  form.setValue('phone', ['646', '123', '0000']);
}

function failed(state: SubmissionState) {
  if (state.status !== 'failed') throw new Error(`expected a failed submission, got ${state.status}`);
  return state;
}

describe('a valid form sent successfully', () => {
  it('locks while submitting, then shows the submission text', async () => {
    const { form } = setup();
    fillValid(form);
    const done = form.submit();
    expect(form.getState().submission).toEqual({ status: 'submitting' });
    await done;
    expect(form.getState().submission).toEqual({
      status: 'success',
      outcome: 'message',
      submissionMessage: 'Thanks, we will be in touch.',
      postSubmitHtml: '',
    });
  });

  it('shows no post-submit HTML where there is no DOM to sanitize it with', async () => {
    const { form } = setup({}, { definition: { ...contact, postSubmitHtml: '<b>Welcome</b>' } });
    fillValid(form);
    await form.submit();
    expect(form.getState().submission).toMatchObject({ postSubmitHtml: '' });
  });

  it('validates on the server, gets a key, then saves the submission with the page fields', async () => {
    const { form, calls, paths } = setup();
    fillValid(form);
    await form.submit();
    expect(paths()).toEqual(['/api/rest/forms/validate/contact', '/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    const answers = { email: 'ada@example.com', phone: ['', '646', '123', '0000'], source: 'newsletter' };
    expect(calls[0]?.body).toEqual(answers);
    expect(calls[1]?.body).toBeUndefined();
    expect(calls[2]?.body).toEqual({
      key: 'key-1',
      formId: 'contact',
      form: JSON.stringify(answers),
      pageTitle: 'Contact us',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
  });

  it('goes to the configured redirect instead', async () => {
    const { form, navigate } = setup({}, { definition: { ...contact, redirectUrl: '/thank-you' } });
    fillValid(form);
    await form.submit();
    expect(form.getState().submission).toEqual({ status: 'success', outcome: 'redirect', redirectUrl: '/thank-you' });
    expect(navigate).toHaveBeenCalledWith('/thank-you');
  });

  it('refuses a script redirect and shows the submission text', async () => {
    const { form, navigate, logger } = setup({}, { definition: { ...contact, redirectUrl: 'javascript:alert(1)' } });
    fillValid(form);
    await form.submit();
    expect(form.getState().submission).toMatchObject({ status: 'success', outcome: 'message' });
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalled();
  });

  it('ignores further submits once sent', async () => {
    const { form, calls } = setup();
    fillValid(form);
    await form.submit();
    await form.submit();
    expect(calls).toHaveLength(3);
  });
});

describe('a form protected by a captcha', () => {
  const protectedForm = { ...contact, captcha: { enabled: true } };

  function captcha(token: string) {
    return { getResponse: () => token, reset: vi.fn<() => void>() } satisfies FormCaptcha;
  }

  it('sends the completed challenge as captchaKey', async () => {
    const { form, calls } = setup({}, { definition: protectedForm, captcha: captcha('token-9') });
    fillValid(form);
    await form.submit();
    expect(calls[2]?.body).toMatchObject({ captchaKey: 'token-9' });
  });

  it('asks for the captcha before sending anything', async () => {
    const widget = captcha('');
    const { form, calls } = setup({}, { definition: protectedForm, captcha: widget });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe('Complete CAPTCHA before submitting.');
    expect(calls).toHaveLength(0);
  });

  it('asks for the captcha when the widget never rendered', async () => {
    const { form } = setup({}, { definition: protectedForm });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe('Complete CAPTCHA before submitting.');
  });

  it('resets the captcha after a failed submission', async () => {
    const widget = captcha('token-9');
    const { form } = setup(
      { '/api/form/SaveFormSubmission': { status: 500, body: undefined } },
      {
        definition: protectedForm,
        captcha: widget,
      },
    );
    fillValid(form);
    await form.submit();
    expect(widget.reset).toHaveBeenCalledTimes(1);
  });

  it('shows the processing error when the captcha itself breaks', async () => {
    const broken = {
      getResponse: () => {
        throw new Error('widget gone');
      },
      reset: vi.fn(),
    };
    const { form } = setup({}, { definition: protectedForm, captcha: broken });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe('Error processing form submission. Please reload and try again.');
  });
});

describe('a form with invalid fields', () => {
  it('shows the field errors, the form message and both banners without sending anything', async () => {
    const { form, calls } = setup();
    form.setValue('email', 'ada@');
    await form.submit();
    expect(form.getState().submission).toEqual({
      status: 'failed',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
      bannerAbove: 'Your form has encountered a problem. Please scroll down to review.',
      bannerBelow: 'Your form has encountered a problem. Please scroll up to review.',
    });
    expect(calls).toHaveLength(0);
  });

  it('keeps what the shopper typed', async () => {
    const { form } = setup();
    form.setValue('email', 'ada@');
    form.setValue('phone', ['646', '', '']);
    await form.submit();
    expect(form.getState().values).toEqual({ email: 'ada@', phone: ['646', '', ''], source: 'newsletter' });
  });

  it('shows the server validation errors on their fields and sends nothing more', async () => {
    const { form, paths } = setup({
      '/api/rest/forms/validate/contact': { status: 400, body: { errors: { email: 'This address bounced.' } } },
    });
    fillValid(form);
    await form.submit();
    const state = failed(form.getState().submission);
    expect(state.fieldErrors).toEqual({ email: 'This address bounced.' });
    expect(state.message).toBe('One or more fields is invalid, please check your entries.');
    expect(paths()).toEqual(['/api/rest/forms/validate/contact']);
  });

  it('heeds field errors in a validation answer even when its status says success', async () => {
    const { form, paths } = setup({
      '/api/rest/forms/validate/contact': { status: 200, body: { errors: { phone: 'Not a number we can call.' } } },
    });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).fieldErrors).toEqual({ phone: 'Not a number we can call.' });
    expect(paths()).toHaveLength(1);
  });

  it('may be corrected and sent again', async () => {
    const { form } = setup();
    form.setValue('email', 'ada@');
    await form.submit();
    form.setValue('email', 'ada@example.com');
    await form.submit();
    expect(form.getState().submission.status).toBe('success');
  });
});

describe('a submission the platform refuses', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('answers %i on save with "%s" and unlocks', async (status, message) => {
    const { form } = setup({ '/api/form/SaveFormSubmission': { status, body: undefined } });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe(message);
  });

  it('refuses with the validation endpoint status too', async () => {
    const { form, paths } = setup({ '/api/rest/forms/validate/contact': { status: 404, body: undefined } });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe('This form has not been configured yet.');
    expect(paths()).toHaveLength(1);
  });

  it('says it could not get a key when the key is refused or missing', async () => {
    for (const answer of [{ status: 500, body: undefined }, { status: 200, body: {} }, new TypeError('Failed to fetch')]) {
      const { form, paths } = setup({ '/api/form/FormSubmissionKey': answer });
      fillValid(form);
      await form.submit();
      expect(failed(form.getState().submission).message).toBe('Could not get a form submission key, please try again later.');
      expect(paths()).not.toContain('/api/form/SaveFormSubmission');
    }
  });

  it('shows the unknown error when the save gets no answer', async () => {
    const { form } = setup({ '/api/form/SaveFormSubmission': new TypeError('Failed to fetch') });
    fillValid(form);
    await form.submit();
    expect(failed(form.getState().submission).message).toBe('Unknown error, please try again later.');
  });

  it('sends once however often submit is pressed while sending', async () => {
    const { form, calls } = setup();
    fillValid(form);
    await Promise.all([form.submit(), form.submit(), form.submit()]);
    expect(calls).toHaveLength(3);
  });

  it('never clears what the shopper typed, whatever the platform answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        fc.constantFrom('/api/rest/forms/validate/contact', '/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission'),
        fc.emailAddress(),
        async (status, path, email) => {
          const { form } = setup({ [path]: { status, body: { message: 'no' } } });
          form.setValue('email', email);
          form.setValue('phone', ['1', '2', '3']);
          const before = form.getState().values;
          await form.submit();
          expect(form.getState().submission.status).toBe('failed');
          expect(form.getState().values).toEqual(before);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('setValue', () => {
  it('names a field the form does not have', () => {
    const { form } = setup();
    expect(() => form.setValue('ghost', 'x')).toThrow(new TypeError('setValue: form contact has no field "ghost" that takes an answer'));
  });

  it('refuses an answer of the wrong shape', () => {
    const { form } = setup();
    expect(() => form.setValue('phone', '6461230000')).toThrow(
      new TypeError('setValue: the value for field "phone" does not fit a phone field'),
    );
  });
});
