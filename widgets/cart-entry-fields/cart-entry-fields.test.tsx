// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM = {
  id: 'gift',
  name: 'Gift Card Details',
  fields: [
    { id: 'recipientName', type: 'text', title: 'Recipient name', required: true },
    { id: 'recipientEmail', type: 'email', title: 'Recipient email', required: true },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 200 },
  ],
};
const ANSWERS = { recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '' };

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** What the cart page renders: the same list the widget renders, then its Edit button. */
const MARKUP = `<div data-widget="cart-entry-fields" data-entry-id="entry-1" data-item-id="item-1" data-sku="GIFT-50" data-form="${escapeAttribute(JSON.stringify(FORM))}" data-additional-fields="${escapeAttribute(JSON.stringify(ANSWERS))}"><dl class="sf-entry-fields"><div class="sf-entry-fields__field"><dt>Recipient name</dt><dd>Ada</dd></div><div class="sf-entry-fields__field"><dt>Recipient email</dt><dd>ada@example.com</dd></div><div class="sf-entry-fields__field"><dt>Message</dt><dd>N/A</dd></div></dl><button type="button" class="sf-entry-fields__edit">Edit</button></div>`;

let element: HTMLElement;
let runtime: TestRuntime;
let unmount: (() => void) | undefined;
let answer: (request: Request) => Response | Promise<Response>;

function updated(answers: Record<string, string>): Response {
  const entry = entryFixture({ id: 'entry-1', additionalFields: JSON.stringify(answers) });
  return jsonResponse(200, { shoppingCart: cartFixture({ totalQuantity: 1, entries: [entry] }), updatedEntry: entry });
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const field = (label: string) =>
  [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(label))?.control as HTMLInputElement;

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function openEditor(): Promise<void> {
  act(() => element.querySelector<HTMLButtonElement>('.sf-entry-fields__edit')!.click());
  await settle();
}

const submit = () => act(() => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  answer = () => updated(ANSWERS);
  document.body.innerHTML = MARKUP;
  element = document.querySelector<HTMLElement>('[data-widget]')!;
  runtime = createTestRuntime((request) => answer(request));
  const before = element.innerHTML;
  act(() => {
    unmount = mount(element, runtime);
  });
  // It renders exactly what the page rendered, so mounting moves nothing.
  expect(element.innerHTML).toBe(before);
});

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('editing an entry’s answers', () => {
  it('opens the form in the modal, filled in with the answers', async () => {
    await openEditor();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(field('Recipient name').value).toBe('Ada');
    expect(field('Recipient email').value).toBe('ada@example.com');
  });

  it('saves: "Saving…" while the platform works, then the new answers in the list', async () => {
    let release!: () => void;
    answer = async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return updated(JSON.parse(((await request.json()) as { additionalFields: string }).additionalFields) as Record<string, string>);
    };
    await openEditor();
    type(field('Message'), 'Happy birthday');
    submit();
    await settle();
    const button = dialog()!.querySelector('button[type="submit"]')!;
    expect(button.textContent).toBe('Saving…');
    expect(button.getAttribute('aria-disabled')).toBe('true');

    const request = runtime.requests[0]!;
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/commerce/shopping-cart/entries/entry-1/additionalFields');
    release();
    await settle();
    expect(dialog()).toBeNull();
    expect(element.querySelector('dl')?.textContent).toBe('Recipient nameAdaRecipient emailada@example.comMessageHappy birthday');
  });

  it('keeps the form open with the error and what was typed when the save fails', async () => {
    answer = () => jsonResponse(429, { error: 'Too many requests' });
    await openEditor();
    type(field('Message'), 'Happy birthday');
    submit();
    await settle();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Please try again in a few seconds.');
    expect(field('Message').value).toBe('Happy birthday');
    expect(dialog()!.querySelector('button[type="submit"]')?.textContent).toBe('Save');
  });

  it('checks the form before sending anything', async () => {
    await openEditor();
    type(field('Recipient email'), 'nope');
    submit();
    await settle();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('One or more fields is invalid, please check your entries.');
    expect(document.activeElement).toBe(field('Recipient email'));
    expect(document.getElementById(field('Recipient email').getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(runtime.requests).toHaveLength(0);
  });
});

describe('attributes', () => {
  it.each([
    ['data-entry-id', MARKUP.replace(' data-entry-id="entry-1"', '')],
    ['data-form', MARKUP.replace(/ data-form="[^"]*"/, '')],
  ])('requires %s', (attribute, markup) => {
    document.body.innerHTML = markup;
    expect(() => mount(document.querySelector<HTMLElement>('[data-widget]')!, createTestRuntime())).toThrow(
      expect.objectContaining({ name: WidgetAttributeError.name, attribute }),
    );
  });
});
