// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../src/site';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';
import { eventually } from '../../test/fixtures/eventually';

/** The engine's restock markup (JSON-T §8), without a captcha container unless asked. */
function view({ captcha = false, optIn = false } = {}): string {
  return `<div class="product-restock-notification" data-product-id="p1" data-variant-id="v1">
  <span class="product-restock-cta">Tell me when it is back</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="Email address">
    <input class="sqs-editable-button" type="submit" value="Notify Me">
  </form>
  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${optIn ? ' checked' : ''}>Newsletter</label>
  ${captcha ? '<div class="captcha-container"></div>' : ''}
</div>`;
}

let unmounts: (() => void)[] = [];
let element: HTMLElement;

afterEach(() => {
  unmounts.forEach((unmount) => unmount());
  unmounts = [];
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

function render(markup: string, runtime: TestRuntime = createTestRuntime(() => jsonResponse(200, {}))): TestRuntime {
  document.body.innerHTML = markup;
  element = document.querySelector<HTMLElement>('.product-restock-notification')!;
  unmounts.push(mount(element, runtime));
  return runtime;
}

const email = () => element.querySelector<HTMLInputElement>('input[name="email"]')!;
const message = () => element.querySelector('.sf-restock__message');
function send(text: string): void {
  email().value = text;
  element.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
const posted = async (runtime: TestRuntime) =>
  Promise.all(runtime.requests.filter((request) => request.method === 'POST').map((request) => request.clone().json()));

describe('mounting', () => {
  it('needs the product id and its form', () => {
    document.body.innerHTML = '<div class="product-restock-notification"><form></form></div>';
    expect(() => mount(document.querySelector('div')!, createTestRuntime())).toThrow(WidgetAttributeError);
    document.body.innerHTML = '<div class="product-restock-notification" data-product-id="p1"></div>';
    expect(() => mount(document.querySelector('div')!, createTestRuntime())).toThrow(/form/);
  });
});

describe('a send the loader kept before the widget listened', () => {
  it('is sent once on mount, with what was typed, and the mark goes', async () => {
    document.body.innerHTML = view();
    element = document.querySelector<HTMLElement>('.product-restock-notification')!;
    email().value = 'kept@example.com';
    element.setAttribute('data-sf-press', 'kept');
    const runtime = createTestRuntime(() => jsonResponse(200, {}));
    unmounts.push(mount(element, runtime));
    expect(element.hasAttribute('data-sf-press')).toBe(false);
    await eventually(async () => expect(await posted(runtime)).toHaveLength(1));
    expect((await posted(runtime))[0]).toMatchObject({ siteVisitorEmail: 'kept@example.com' });
  });

  it('is not invented: a view without the mark sends nothing on mount', async () => {
    const runtime = render(view());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await posted(runtime)).toEqual([]);
  });
});

describe('sending', () => {
  it('refuses a blank and an invalid email by the field, without a request', async () => {
    const runtime = render(view());
    send('  ');
    await eventually(() => expect(message()?.textContent).toBe('Email cannot be blank'));
    expect(message()?.getAttribute('role')).toBe('alert');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(message()?.id);
    expect(email().getAttribute('aria-label')).toBe('Email address');
    expect(document.activeElement).toBe(email());
    send('ada@');
    await eventually(() => expect(message()?.textContent).toBe('Email is invalid'));
    expect(element.querySelectorAll('.sf-restock__message')).toHaveLength(1);
    expect(runtime.requests).toEqual([]);
  });

  it('signs up with the opt-in, the variant and the page language, then says "Signed up!" in place of the form', async () => {
    document.documentElement.lang = 'fr-CA';
    const runtime = render(view({ optIn: true }));
    send(' ada@example.com ');
    await eventually(() => expect(element.textContent).toBe('Signed up!'));
    expect(await posted(runtime)).toEqual([
      {
        isJoinMailingList: true,
        productId: 'p1',
        variantId: 'v1',
        siteVisitorEmail: 'ada@example.com',
        recaptchaEnterpriseV3Token: '',
        language: 'fr-CA',
      },
    ]);
    const status = element.querySelector('[role="status"]');
    expect(document.activeElement).toBe(status);
    expect(element.querySelector('form')).toBeNull();
  });

  it('shows the merchant’s success text from the page’s merchandising context', async () => {
    const context: PageContext = {
      productMerchandisingContext: { p1: { restockNotificationMessages: { successText: 'Thanks, we will write.' } } },
    };
    render(
      view(),
      createTestRuntime(() => jsonResponse(200, {}), context),
    );
    send('ada@example.com');
    await eventually(() => expect(element.textContent).toBe('Thanks, we will write.'));
  });

  it('shows the server’s message, else "Unable to submit form. Please try again later.", keeping what was typed', async () => {
    let answer = jsonResponse(409, { error: 'This variant is back in stock' });
    const runtime = render(
      view(),
      createTestRuntime(() => answer),
    );
    send('ada@example.com');
    await eventually(() => expect(message()?.textContent).toBe('This variant is back in stock'));
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    answer = new Response('', { status: 500 });
    send('ada@example.com');
    await eventually(() => expect(message()?.textContent).toBe('Unable to submit form. Please try again later.'));
    expect(email().value).toBe('ada@example.com');
    expect(runtime.requests).toHaveLength(2);
  });

  it('says the captcha is not set up when a protected view has no site key, without a request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = render(view({ captcha: true }));
    send('ada@example.com');
    await eventually(() => expect(message()?.textContent).toBe('ReCaptcha has not been set up!'));
    expect(logged).toHaveBeenCalled();
    expect(runtime.requests).toEqual([]);
  });

  it('asks the captcha for a product_waitlist token and sends it', async () => {
    const execute = vi.fn(async () => 'captcha-token');
    const provider = { ready: (callback: () => void) => callback(), render: vi.fn(), execute, reset: vi.fn(), getResponse: vi.fn() };
    (window as unknown as { grecaptcha: unknown }).grecaptcha = { enterprise: provider };
    const context: PageContext = { website: { captchaSettings: { siteKey: 'site-key' } } };
    const runtime = render(
      view({ captcha: true }),
      createTestRuntime(() => jsonResponse(200, {}), context),
    );
    send('ada@example.com');
    await eventually(() => expect(element.textContent).toBe('Signed up!'));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'product_waitlist' });
    expect((await posted(runtime))[0]).toMatchObject({ recaptchaEnterpriseV3Token: 'captcha-token' });
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
  });
});
