// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVERY_FIELD_FORM, formMarkup, formsPlatform, typeInto } from '../../test/fixtures/forms';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import type { WidgetRuntime } from '../../loader';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let element: HTMLElement;
let unmount: (() => void) | undefined;

function render(definition: unknown = EVERY_FIELD_FORM, runtime: WidgetRuntime = createTestRuntime(formsPlatform().answer)): WidgetRuntime {
  document.body.innerHTML = `<main>${formMarkup(definition)}</main>`;
  element = document.querySelector<HTMLElement>('[data-widget]')!;
  act(() => {
    unmount = mount(element, runtime);
  });
  return runtime;
}

/** The control a visible label names (required mark aside), as a shopper finds it. */
function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const text = (candidate: Element) => candidate.textContent?.replace(/\s+/g, ' ').replace(' (required)', '').trim();
  const found = [...document.querySelectorAll('label')].find((candidate) => text(candidate) === label);
  if (found === undefined) throw new Error(`No label "${label}"`);
  return document.getElementById(found.htmlFor) as T;
}

/** The field wrapper a title belongs to. */
const field = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.sf-field')].find((candidate) =>
    candidate.querySelector('.sf-field__title')?.textContent?.startsWith(title),
  );

const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

async function submit(): Promise<void> {
  act(() => submitButton().click());
  await settle();
}

function fillRequired(): void {
  act(() => {
    typeInto(control('First Name'), 'Ada');
    typeInto(control('Last Name'), 'Lovelace');
    typeInto(control('Email'), 'ada@example.com');
    typeInto(control<HTMLTextAreaElement>('Message'), 'Hello there');
    control('Workshop').click();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', '/contact?ref=newsletter');
  document.title = 'Contact';
});

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('every field type', () => {
  it('renders a labelled control for each part a shopper types', () => {
    render();
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Message',
      'Budget',
      'Guests',
      'Website',
      'Access code',
      'Twitter',
      'Subject',
      'Month',
      'Day',
      'Year',
      'Hour',
      'Minute',
      'Second',
      'AM/PM',
      'Address Line 1',
      'Address Line 2',
      'City',
      'State',
      'Zip Code',
      'Country',
      'Area Code',
      'Prefix',
      'Line Number',
      'Order',
      'Workshop',
      'Other',
      'Ceramics',
      'Textiles',
      'Coffee',
      'Nearest store',
    ]) {
      expect(control<HTMLElement>(label), label).toBeInstanceOf(HTMLElement);
    }
    expect(control('Email').type).toBe('email');
    expect(control('Access code').type).toBe('password');
    expect(control('Website').type).toBe('url');
    expect(control('Subject').placeholder).toBe('What is it about?');
  });

  it('groups a field of several controls under its title', () => {
    render();
    const topic = field('Topic')!;
    expect(topic.getAttribute('role')).toBe('radiogroup');
    expect(document.getElementById(topic.getAttribute('aria-labelledby')!)?.textContent).toBe('Topic (required)');
    expect(field('Your name')?.getAttribute('role')).toBe('group');
    expect(field('Interests')?.getAttribute('role')).toBe('group');
  });

  it('shows a section as a heading with its description, and no hidden field at all', () => {
    render();
    expect(document.querySelector('h2')?.textContent).toBe('About your visit');
    const form = element.querySelector('[data-form-root]')!;
    expect(form.textContent).toContain('Optional details.');
    expect(form.textContent).not.toContain('Source');
    expect(form.querySelector('#sf-form-contact-source')).toBeNull();
  });

  it('labels each likert choice with the spec’s words, one group per statement', () => {
    render();
    const fast = document.querySelector<HTMLElement>('[role="radiogroup"][aria-labelledby$="service-0-title"]')!;
    expect(fast.textContent).toBe('FastStrongly DisagreeDisagreeNeutralAgreeStrongly Agree');
  });

  it('marks required fields and describes a field by its description', () => {
    render();
    const email = control('Email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('We answer here.');
    expect(control('Subject').hasAttribute('aria-required')).toBe(false);
  });

  it('counts the characters of a text area with a limit as n / max', () => {
    render();
    const message = control<HTMLTextAreaElement>('Message');
    expect(field('Message')?.querySelector('.sf-field__counter')?.textContent).toBe('0 / 20');
    act(() => typeInto(message, 'Hello 👋'));
    expect(field('Message')?.querySelector('.sf-field__counter')?.textContent).toBe('7 / 20');
    expect(message.getAttribute('aria-describedby')).toContain('counter');
  });

  it('replaces the server-rendered copy in place and makes it usable', () => {
    document.body.innerHTML = `<main>${formMarkup(EVERY_FIELD_FORM).replace('</script>', '</script><div data-form-root inert><form class="sf-form"></form></div>')}</main>`;
    element = document.querySelector<HTMLElement>('[data-widget]')!;
    const root = element.querySelector('[data-form-root]')!;
    act(() => {
      unmount = mount(element, createTestRuntime(formsPlatform().answer));
    });
    expect(element.querySelectorAll('[data-form-root]')).toHaveLength(1);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelectorAll('form')).toHaveLength(1);
    expect(control('Email').closest('[data-form-root]')).toBe(root);
  });
});

describe('validation (spec 000 §5)', () => {
  it('shows Required above each empty required field’s title, the form message and both banners, and sends nothing', async () => {
    const platform = formsPlatform();
    render(EVERY_FIELD_FORM, createTestRuntime(platform.answer));
    await submit();

    for (const title of ['Your name', 'Email', 'Message', 'Topic']) {
      const wrapper = field(title)!;
      const error = wrapper.querySelector('.sf-field__error')!;
      expect(error.textContent, title).toBe('Required');
      // Above the title: the error comes first.
      expect(error.compareDocumentPosition(wrapper.querySelector('.sf-field__title')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(document.querySelector('[role="alert"].sf-form__message')?.textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const banners = [...document.querySelectorAll('.sf-form__banner')].map((banner) => banner.textContent);
    expect(banners).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(platform.sent).toEqual([]);
  });

  it('marks invalid controls, points them at their error, and focuses the first', async () => {
    render();
    await submit();
    const first = control('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    const email = control('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')[0]).toBe(field('Email')!.querySelector('.sf-field__error')!.id);
    expect(field('Topic')?.getAttribute('aria-invalid')).toBe('true');
    expect(control('Subject').hasAttribute('aria-invalid')).toBe(false);
  });

  it('says an email is not valid, and a text area is over its limit', async () => {
    render();
    fillRequired();
    act(() => {
      typeInto(control('Email'), 'ada@example');
      typeInto(control<HTMLTextAreaElement>('Message'), 'x'.repeat(21));
    });
    await submit();
    expect(field('Email')?.querySelector('.sf-field__error')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(field('Message')?.querySelector('.sf-field__error')?.textContent).toBe('You have exceeded the character limit.');
    expect(field('Message')?.querySelector('.sf-field__counter')?.textContent).toBe('21 / 20');
    expect(document.activeElement).toBe(control('Email'));
  });
});

describe('submitting', () => {
  it('sends validate, key and save with every answer in its shape and the page fields', async () => {
    const platform = formsPlatform();
    const runtime: TestRuntime = createTestRuntime(platform.answer);
    render(EVERY_FIELD_FORM, { ...runtime, pageContext: { collection: { id: 'contact-page' } } });
    fillRequired();
    act(() => {
      typeInto(control('Budget'), '120.50');
      typeInto(control('Month'), '07');
      typeInto(control('Day'), '14');
      typeInto(control('Year'), '2025');
      typeInto(control('Hour'), '9');
      typeInto(control('Minute'), '30');
      typeInto(control<HTMLSelectElement>('AM/PM'), 'AM');
      typeInto(control('Area Code'), '646');
      typeInto(control('Prefix'), '555');
      typeInto(control('Line Number'), '0100');
      control('Textiles').click();
      control('Ceramics').click();
      typeInto(control<HTMLSelectElement>('Nearest store'), 'Kyoto');
      document.getElementById('sf-form-contact-service-1-2')!.click();
    });
    await submit();

    expect(platform.paths()).toEqual(['/api/rest/forms/validate/contact', '/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    const answers = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello there',
      budget: '120.50',
      guests: '',
      site: '',
      code: '',
      handle: '',
      subject: '',
      day: ['07', '14', '2025'],
      time: ['9', '30', '', 'AM'],
      address: ['', '', '', '', '', ''],
      phone: ['', '646', '555', '0100'],
      topic: 'Workshop',
      interests: ['Ceramics', 'Textiles'],
      store: 'Kyoto',
      service: { Friendly: '2' },
      source: 'newsletter',
    };
    expect(platform.sent[0]?.body).toEqual(answers);
    expect(platform.sent[1]?.body).toBeUndefined();
    const saved = platform.sent[2]?.body as Record<string, unknown>;
    expect(saved).toEqual({
      key: 'key-1',
      formId: 'contact',
      form: expect.any(String),
      pageTitle: 'Contact',
      pageId: 'contact-page',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(JSON.parse(saved['form'] as string)).toEqual(answers);
  });

  it('locks the button with "Submitting…" while sending, keeping focus on it', async () => {
    let release: (response: Response) => void = () => undefined;
    const platform = formsPlatform({ '/api/form/SaveFormSubmission': () => new Promise<Response>((resolve) => (release = resolve)) });
    render(EVERY_FIELD_FORM, createTestRuntime(platform.answer));
    fillRequired();
    submitButton().focus();
    await submit();
    expect(submitButton().textContent).toBe('Submitting…');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(submitButton());
    await submit();
    expect(platform.paths().filter((path) => path === '/api/form/SaveFormSubmission')).toHaveLength(1);
    release(jsonResponse(200, {}));
    await settle();
    expect(document.querySelector('form')).toBeNull();
  });

  it('replaces the form with the submission text and the post-submit HTML, and focuses it', async () => {
    render();
    fillRequired();
    await submit();
    const success = document.querySelector<HTMLElement>('.sf-form-success')!;
    expect(document.querySelector('form')).toBeNull();
    expect(success.getAttribute('role')).toBe('status');
    expect(success.querySelector('.sf-form-success__message')?.textContent).toBe('Thank you, we will reply within two days.');
    expect(success.querySelector('a')?.getAttribute('href')).toBe('/shop');
    expect(document.activeElement).toBe(success);
  });
});

describe('a failed submission (spec 000 §8)', () => {
  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, { error: 'Unknown form' }, 'This form has not been configured yet.'],
    [429, { error: 'Slow down' }, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [400, { error: 'form must be a string holding a JSON object' }, 'form must be a string holding a JSON object'],
    [400, {}, 'Could not parse the form fields, please check your entries.'],
    [418, { message: 'I am a teapot' }, 'I am a teapot'],
    [503, {}, 'Unknown error, please try again later.'],
  ])('shows the message for HTTP %i, unlocks, and keeps every answer', async (status, body, message) => {
    render(EVERY_FIELD_FORM, createTestRuntime(formsPlatform({ '/api/form/SaveFormSubmission': () => jsonResponse(status, body) }).answer));
    fillRequired();
    await submit();
    expect(document.querySelector('.sf-form__message')?.textContent).toBe(message);
    expect(document.querySelectorAll('.sf-form__banner')).toHaveLength(2);
    expect(submitButton().textContent).toBe('Send');
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);
    expect(control('First Name').value).toBe('Ada');
    expect(control('Email').value).toBe('ada@example.com');
    expect(control('Workshop').checked).toBe(true);
  });

  it('shows the server’s field errors above their fields', async () => {
    const platform = formsPlatform({
      '/api/rest/forms/validate/': () => jsonResponse(400, { errors: { email: 'This address is already signed up.' } }),
    });
    render(EVERY_FIELD_FORM, createTestRuntime(platform.answer));
    fillRequired();
    await submit();
    expect(field('Email')?.querySelector('.sf-field__error')?.textContent).toBe('This address is already signed up.');
    expect(document.querySelector('.sf-form__message')?.textContent).toBe('One or more fields is invalid, please check your entries.');
    expect(document.activeElement).toBe(control('Email'));
    expect(platform.paths()).toEqual(['/api/rest/forms/validate/contact']);
  });

  it('says it could not get a key when the key is refused', async () => {
    render(EVERY_FIELD_FORM, createTestRuntime(formsPlatform({ '/api/form/FormSubmissionKey': () => jsonResponse(500, {}) }).answer));
    fillRequired();
    await submit();
    expect(document.querySelector('.sf-form__message')?.textContent).toBe('Could not get a form submission key, please try again later.');
  });

  it('says unknown error when no answer comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      EVERY_FIELD_FORM,
      createTestRuntime(formsPlatform({ '/api/rest/forms/validate/': () => Promise.reject(new TypeError('Failed to fetch')) }).answer),
    );
    fillRequired();
    await submit();
    expect(document.querySelector('.sf-form__message')?.textContent).toBe('Unknown error, please try again later.');
  });
});

describe('the markup', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['no definition', '<div data-widget="form-block" data-submit-label="Send"></div>', 'data-form-definition'],
    [
      'a definition that is not JSON',
      '<div data-widget="form-block" data-submit-label="Send"><script type="application/json" data-form-definition>{"id":</script></div>',
      'data-form-definition',
    ],
    ['an unknown field type', formMarkup({ id: 'x', name: 'X', fields: [{ id: 'a', type: 'color' }] }), 'data-form-definition'],
    ['no submit label', formMarkup(EVERY_FIELD_FORM, { submitLabel: null }), 'data-submit-label'],
  ])('refuses markup with %s, naming the attribute', (_situation, markup, attribute) => {
    document.body.innerHTML = markup;
    const host = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(() => mount(host, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(host, createTestRuntime())).toThrow(expect.objectContaining({ attribute }));
  });

  it('records its render with the census once, with the form’s id; markup it refuses records nothing', () => {
    const runtime = createTestRuntime();
    render(EVERY_FIELD_FORM, runtime);
    expect(runtime.censusCalls).toEqual([{ kind: 'form-render', data: { formId: 'contact' } }]);

    document.body.innerHTML = formMarkup(EVERY_FIELD_FORM, { submitLabel: null });
    const refused = createTestRuntime();
    expect(() => mount(document.querySelector<HTMLElement>('[data-widget]')!, refused)).toThrow(WidgetAttributeError);
    expect(refused.censusCalls).toEqual([]);
  });

  it('can be mounted again after unmounting', () => {
    render();
    act(() => unmount!());
    unmount = undefined;
    expect(element.querySelector('form')).toBeNull();
    act(() => {
      unmount = mount(element, createTestRuntime());
    });
    expect(element.querySelectorAll('form')).toHaveLength(1);
  });
});

describe('a protected form (spec 000 §4, §5)', () => {
  const PROTECTED = { ...EVERY_FIELD_FORM, captcha: { enabled: true } };

  // One provider for the whole page, as the captcha script leaves it: the storefront loads the
  // provider once per document and keeps it. It renders a marker and answers `token`.
  let token = '';
  const provider = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: HTMLElement, parameters: { size: string; action?: string }) => {
      container.dataset['size'] = parameters.size;
      return 0;
    }),
    execute: vi.fn(async () => token),
    reset: vi.fn(() => {
      token = '';
    }),
    getResponse: vi.fn(() => token),
  };
  const complete = (value: string) => (token = value);

  beforeEach(() => {
    token = '';
    for (const mock of Object.values(provider)) mock.mockClear();
    Object.assign(window, { grecaptcha: { enterprise: provider } });
  });

  function renderProtected(platform = formsPlatform(), siteKey = 'site-key') {
    const runtime = createTestRuntime(platform.answer);
    return render(PROTECTED, { ...runtime, pageContext: { website: { captchaSettings: { siteKey } } } });
  }

  it('renders nothing of the captcha until the shopper reaches the form, then renders once', async () => {
    renderProtected();
    const container = element.querySelector<HTMLElement>('.sf-form__captcha')!;
    expect(provider.render).not.toHaveBeenCalled();
    await act(async () => control('First Name').focus());
    await act(async () => control('Email').focus());
    await settle();
    expect(provider.render).toHaveBeenCalledTimes(1);
    expect(provider.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key', action: 'form_block' });
    expect(container.getAttribute('data-captcha-rendered')).toBe('true');
  });

  it('renders compact in a container under 320 px wide', async () => {
    renderProtected();
    vi.spyOn(element.querySelector('.sf-form__captcha')!, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    await act(async () => control('First Name').focus());
    await settle();
    expect(provider.render.mock.calls[0]?.[1]).toMatchObject({ size: 'compact' });
  });

  it('asks for the captcha before sending, then sends its token as captchaKey and resets it after a failure', async () => {
    let fail = true;
    const platform = formsPlatform({ '/api/form/SaveFormSubmission': () => (fail ? jsonResponse(429, {}) : jsonResponse(200, {})) });
    renderProtected(platform);
    await act(async () => control('First Name').focus());
    await settle();
    fillRequired();
    await submit();
    expect(document.querySelector('.sf-form__message')?.textContent).toBe('Complete CAPTCHA before submitting.');
    expect(platform.sent).toEqual([]);

    provider.reset.mockClear();
    complete('token-1');
    await submit();
    expect((platform.sent.at(-1)?.body as Record<string, unknown>)['captchaKey']).toBe('token-1');
    expect(document.querySelector('.sf-form__message')?.textContent).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(provider.reset).toHaveBeenCalledTimes(1);

    fail = false;
    complete('token-2');
    await submit();
    expect((platform.sent.at(-1)?.body as Record<string, unknown>)['captchaKey']).toBe('token-2');
    expect(document.querySelector('.sf-form-success')).not.toBeNull();
  });

  it('says "ReCaptcha has not been set up!" when the site has no captcha key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProtected(formsPlatform(), '');
    await act(async () => control('First Name').focus());
    await settle();
    expect(provider.render).not.toHaveBeenCalled();
    expect(document.querySelector('.sf-form__captcha-problem')?.textContent).toBe('ReCaptcha has not been set up!');
    expect(errors).toHaveBeenCalled();
  });

  it('destroys the captcha when the form goes away', async () => {
    renderProtected();
    await act(async () => control('First Name').focus());
    await settle();
    act(() => unmount!());
    unmount = undefined;
    expect(provider.reset).toHaveBeenCalledTimes(1);
  });
});

describe('address suggestions', () => {
  const ADDRESS_FORM = {
    id: 'visit',
    name: 'Visit',
    submissionMessage: 'Thanks',
    fields: [{ id: 'address', type: 'address', title: 'Address', required: true }],
  };
  const details = {
    result: {
      address_components: [
        { long_name: '22', short_name: '22', types: ['street_number'] },
        { long_name: 'Jay Street', short_name: 'Jay St', types: ['route'] },
        { long_name: 'Brooklyn', short_name: 'Brooklyn', types: ['locality'] },
        { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1'] },
        { long_name: '11201', short_name: '11201', types: ['postal_code'] },
        { long_name: 'United States', short_name: 'US', types: ['country'] },
      ],
    },
  };
  const line1 = () => control('Address Line 1');
  const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  const key = (name: string) => act(() => void line1().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

  it('suggests addresses as the shopper types, and fills every part with the one picked by keyboard', async () => {
    const platform = formsPlatform({
      '/api/google-maps/places/autocomplete': () =>
        jsonResponse(200, {
          predictions: [
            { description: '22 Jay St, Brooklyn, NY', place_id: 'p-1' },
            { description: '22 Jay Ave, Queens, NY', place_id: 'p-2' },
          ],
        }),
      '/api/google-maps/places/details': () => jsonResponse(200, details),
    });
    render(ADDRESS_FORM, createTestRuntime(platform.answer));
    expect(line1().getAttribute('role')).toBe('combobox');
    expect(line1().getAttribute('aria-expanded')).toBe('false');

    act(() => typeInto(line1(), '22 Jay'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(platform.sent[0]?.url.searchParams.get('input')).toBe('22 Jay');
    expect(platform.sent[0]?.url.searchParams.get('productSection')).toBe('form-block');
    expect(line1().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((option) => option.textContent)).toEqual(['22 Jay St, Brooklyn, NY', '22 Jay Ave, Queens, NY']);

    key('ArrowDown');
    expect(line1().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    key('Enter');
    await settle();
    expect(platform.sent[1]?.url.searchParams.get('placeId')).toBe('p-1');
    expect(['Address Line 1', 'Address Line 2', 'City', 'State', 'Zip Code', 'Country'].map((label) => control(label).value)).toEqual([
      '22 Jay Street',
      '',
      'Brooklyn',
      'New York',
      '11201',
      'US',
    ]);
    expect(line1().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the suggestions on Escape and keeps what was typed', async () => {
    const platform = formsPlatform({
      '/api/google-maps/places/autocomplete': () =>
        jsonResponse(200, { predictions: [{ description: '22 Jay St, Brooklyn, NY', place_id: 'p-1' }] }),
    });
    render(ADDRESS_FORM, createTestRuntime(platform.answer));
    act(() => typeInto(line1(), '22 Jay'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    key('Escape');
    expect(line1().getAttribute('aria-expanded')).toBe('false');
    expect(line1().value).toBe('22 Jay');
  });

  it('falls back to plain inputs when the lookup fails, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = formsPlatform({ '/api/google-maps/places/autocomplete': () => jsonResponse(503, {}) });
    render(ADDRESS_FORM, createTestRuntime(platform.answer));
    const typing = line1();
    typing.focus();
    act(() => typeInto(typing, '22 Jay'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    // The same input, still focused: the shopper keeps typing where they were.
    expect(line1()).toBe(typing);
    expect(document.activeElement).toBe(typing);
    expect(line1().hasAttribute('role')).toBe(false);
    expect(line1().getAttribute('autocomplete')).toBe('address-line1');
    expect(line1().value).toBe('22 Jay');
    act(() => typeInto(line1(), '22 Jay Street'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(platform.sent).toHaveLength(1);
  });
});
