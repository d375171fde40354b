// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnswer, createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let button: HTMLButtonElement;
let unmount: (() => void) | undefined;

function render(markup: string, runtime: TestRuntime = createTestRuntime()): TestRuntime {
  document.body.innerHTML = markup;
  button = document.querySelector('button')!;
  act(() => {
    unmount = mount(button, runtime);
  });
  return runtime;
}

const PLAIN = '<button type="button" data-widget="add-button" data-item-id="item-1" data-sku="SKU-1" data-quantity="2">Add To Cart</button>';

/** Lets the stubbed request settle and React commit, while fake timers stand still. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('before any click', () => {
  it('keeps the merchant’s label and adds nothing around the button', () => {
    render(PLAIN);
    expect(button.textContent).toBe('Add To Cart');
    expect(document.querySelector('.sf-add-button-message')).toBeNull();
    expect(button.dataset['state']).toBe('idle');
  });
});

describe('a successful add', () => {
  it('sends the item, SKU and quantity through the shared cart store', async () => {
    const runtime = render(PLAIN);
    button.click();
    await settle();
    const request = runtime.requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/commerce/shopping-cart/entries');
    expect(runtime.store.getState().cart?.totalQuantity).toBe(1);
  });

  it('emits the add to cart shopping event with what was added', async () => {
    const runtime = render(PLAIN);
    button.click();
    expect(runtime.tracked).toEqual([]);
    await settle();
    expect(runtime.tracked).toEqual([{ event: 'add_to_cart', data: { productId: 'item-1', sku: 'SKU-1', quantity: 2 } }]);
  });

  it('shows Adding…, then Added! after 1 s for 2 s, then the label again', async () => {
    render(PLAIN);
    button.click();
    await settle();
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-disabled')).toBe('true');

    await advance(999);
    expect(button.textContent).toBe('Adding…');
    await advance(1);
    expect(button.textContent).toBe('Added!');
    expect(button.dataset['state']).toBe('added');

    await advance(1999);
    expect(button.textContent).toBe('Added!');
    await advance(1);
    expect(button.textContent).toBe('Add To Cart');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('ignores clicks while busy, and keeps keyboard focus on the button', async () => {
    const runtime = render(PLAIN);
    button.focus();
    button.click();
    button.click();
    await settle();
    expect(runtime.requests).toHaveLength(1);
    expect(document.activeElement).toBe(button);
  });
});

describe('a failed add', () => {
  it('shows the spec’s message in an alert after the button and idles after 1 s', async () => {
    render(PLAIN, createTestRuntime(() => jsonResponse(429, { error: 'Too many requests' })));
    button.click();
    await settle();

    const alert = button.nextElementSibling?.matches('.sf-add-button-message') ? button.nextElementSibling.querySelector('[role="alert"]') : null;
    expect(alert?.textContent).toBe('Unable to Add ItemPlease try again in a few seconds.');
    expect(button.textContent).toBe('Adding…');
    await advance(1000);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('emits no add to cart event', async () => {
    const runtime = render(PLAIN, createTestRuntime(() => jsonResponse(409, { error: 'Sorry, we do not have enough of that item available.' })));
    button.click();
    await settle();
    expect(runtime.tracked).toEqual([]);
  });

  it('shows the server’s own message otherwise, and clears it on the next try', async () => {
    let fail = true;
    render(PLAIN, createTestRuntime(() => (fail ? jsonResponse(409, { error: 'Sorry, we do not have enough of that item available.' }) : addAnswer())));
    button.click();
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Sorry, we do not have enough of that item available.');

    await advance(1000);
    fail = false;
    button.click();
    await settle();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.querySelector('.sf-add-button-message')).toBeNull();
  });
});

describe('attributes', () => {
  it('defaults the quantity to 1', async () => {
    let sent: unknown;
    render(
      '<button type="button" data-widget="add-button" data-item-id="item-1" data-sku="SKU-1">Buy</button>',
      createTestRuntime(async (request) => {
        sent = await request.json();
        return addAnswer();
      }),
    );
    button.click();
    await settle();
    expect(sent).toEqual({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
  });

  it.each([
    ['<button data-widget="add-button" data-sku="S">Add</button>', 'data-item-id'],
    ['<button data-widget="add-button" data-item-id="I" data-sku=" ">Add</button>', 'data-sku'],
    ['<button data-widget="add-button" data-item-id="I" data-sku="S" data-quantity="0">Add</button>', 'data-quantity'],
    ['<button data-widget="add-button" data-item-id="I" data-sku="S" data-quantity="1.5">Add</button>', 'data-quantity'],
    ['<div data-widget="add-button" data-item-id="I" data-sku="S">Add</div>', 'data-widget'],
  ])('rejects %s naming %s', (markup, attribute) => {
    document.body.innerHTML = markup;
    const element = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(() => mount(element, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(element, createTestRuntime())).toThrow(expect.objectContaining({ attribute, message: expect.stringMatching(new RegExp(`^${attribute} `)) }));
  });

  it('uses "Add To Cart" when the button has no text', () => {
    render('<button type="button" data-widget="add-button" data-item-id="I" data-sku="S"></button>');
    expect(button.textContent).toBe('Add To Cart');
  });
});

describe('unmounting', () => {
  it('leaves the button as the merchant wrote it', () => {
    render(PLAIN);
    act(() => unmount!());
    unmount = undefined;
    expect(button.textContent).toBe('Add To Cart');
    expect(button.hasAttribute('data-state')).toBe(false);
  });
});
