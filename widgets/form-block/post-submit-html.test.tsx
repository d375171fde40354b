// @vitest-environment jsdom
// Sanitizing is tested under jsdom: DOMPurify's own documentation calls happy-dom unsafe for it.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formMarkup, formsPlatform } from '../../test/fixtures/forms';
import { createTestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
});

describe('the post-submit HTML', () => {
  it('is shown sanitized: no script, no handler, no javascript: link survives', async () => {
    const definition = {
      id: 'hostile',
      name: 'Hostile',
      submissionMessage: 'Thanks!',
      postSubmitHtml:
        '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a> and <a href="/faq">the FAQ</a></p><script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
      fields: [],
    };
    document.body.innerHTML = formMarkup(definition);
    const element = document.querySelector<HTMLElement>('[data-widget]')!;
    act(() => {
      unmount = mount(element, createTestRuntime(formsPlatform().answer));
    });
    await act(async () => element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await act(async () => undefined);

    const shown = element.querySelector('.sf-form-success__html')!;
    expect(shown.textContent).toBe('Read this and the FAQ');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('[onclick], [onerror]')).toBeNull();
    expect(shown.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(shown.querySelectorAll('a')[1]?.getAttribute('href')).toBe('/faq');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
