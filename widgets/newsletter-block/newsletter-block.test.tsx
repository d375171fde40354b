// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMarkup, formsPlatform, typeInto } from '../../test/fixtures/forms';
import { createTestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NEWSLETTER = {
  id: 'newsletter',
  name: 'Newsletter',
  submissionMessage: 'You are on the list.',
  captcha: { enabled: true },
  fields: [
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'email', type: 'email', title: 'Email Address', required: true },
  ],
};

let unmount: (() => void) | undefined;

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  vi.restoreAllMocks();
});

function render(platform = formsPlatform()) {
  document.body.innerHTML = formMarkup(NEWSLETTER, { widget: 'newsletter-block', submitLabel: 'Sign Up' });
  const element = document.querySelector<HTMLElement>('[data-widget]')!;
  const runtime = { ...createTestRuntime(platform.answer), pageContext: { website: { captchaSettings: { siteKey: 'site-key' } } } };
  act(() => {
    unmount = mount(element, runtime);
  });
  return element;
}

describe('the newsletter block', () => {
  it('is one compact form: titles stay the accessible names and show as placeholders', () => {
    const element = render();
    const form = element.querySelector('form')!;
    expect(form.classList.contains('sf-form--newsletter')).toBe(true);
    const email = document.getElementById('sf-form-newsletter-email') as HTMLInputElement;
    expect(email.labels?.[0]?.classList.contains('sf-visually-hidden')).toBe(true);
    expect(email.labels?.[0]?.textContent).toBe('Email Address (required)');
    expect(email.placeholder).toBe('Email Address');
    const first = document.getElementById('sf-form-newsletter-name-First') as HTMLInputElement;
    expect(first.labels?.[0]?.classList.contains('sf-visually-hidden')).toBe(true);
    expect(first.labels?.[0]?.textContent).toBe('First Name');
    expect(first.placeholder).toBe('First Name');
    expect(element.querySelector('button[type="submit"]')?.textContent).toBe('Sign Up');
  });

  it('runs its captcha as the newsletter block action', async () => {
    const render_ = vi.fn(() => 0);
    Object.assign(window, {
      grecaptcha: {
        enterprise: {
          ready: (callback: () => void) => callback(),
          render: render_,
          execute: vi.fn(),
          reset: vi.fn(),
          getResponse: () => 'token-1',
        },
      },
    });
    const platform = formsPlatform();
    const element = render(platform);
    await act(async () => (document.getElementById('sf-form-newsletter-email') as HTMLInputElement).focus());
    expect(render_).toHaveBeenCalledWith(
      element.querySelector('.sf-form__captcha'),
      expect.objectContaining({ action: 'newsletter_block' }),
    );

    act(() => typeInto(document.getElementById('sf-form-newsletter-email') as HTMLInputElement, 'ada@example.com'));
    await act(async () => element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect((platform.sent.at(-1)?.body as Record<string, unknown>)['captchaKey']).toBe('token-1');
    expect(element.querySelector('.sf-form-success')?.textContent).toBe('You are on the list.');
  });
});
