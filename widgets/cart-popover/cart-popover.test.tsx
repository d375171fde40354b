// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnswer, createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let runtime: TestRuntime;
let container: HTMLElement;
let addButton: HTMLButtonElement;
let unmount: () => void;
let title = 'Linen Shirt';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const closeButton = () => dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]') ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** An add from the page's add-to-cart button, as the shopper would make it. */
async function addFromButton(): Promise<void> {
  addButton.focus();
  await act(async () => {
    await runtime.store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
  });
}

function stubRect(element: Element, rect: Partial<DOMRect>): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    x: 0,
    y: 0,
    ...rect,
    toJSON: () => ({}),
  } as DOMRect);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  title = 'Linen Shirt';
  document.body.innerHTML = '<main><button type="button">Add To Cart</button></main>';
  addButton = document.querySelector('button')!;
  container = document.createElement('div');
  document.body.append(container);
  runtime = createTestRuntime(() => addAnswer(1, title));
  act(() => {
    unmount = mount(container, runtime);
  });
});

afterEach(() => {
  act(() => unmount());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('before any add', () => {
  it('renders nothing', () => {
    expect(container.innerHTML).toBe('');
  });
});

describe('after an add', () => {
  it('is a dialog labelled "Added to cart" with the product title and a Close button', async () => {
    await addFromButton();
    const shown = dialog()!;
    expect(shown.classList.contains('sf-cart-popover')).toBe(true);
    const labelledBy = shown.getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelledBy)?.textContent).toBe('Added to cart');
    expect(shown.textContent).toContain('Linen Shirt');
    expect(closeButton()).not.toBeNull();
    expect(shown.getAttribute('aria-modal')).toBeNull();
  });

  it('takes focus so the message is read', async () => {
    await addFromButton();
    expect(document.activeElement).toBe(dialog());
  });

  it('closes itself after 3000 ms and gives focus back', async () => {
    await addFromButton();
    await advance(2999);
    expect(dialog()).not.toBeNull();
    await advance(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(addButton);
  });

  it('closes on Escape and gives focus back', async () => {
    await addFromButton();
    act(() => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(addButton);
  });

  it('closes on its close button and gives focus back', async () => {
    await addFromButton();
    closeButton()!.focus();
    act(() => closeButton()!.click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(addButton);
  });

  it('leaves focus alone if the shopper moved it elsewhere', async () => {
    const search = document.createElement('input');
    document.body.append(search);
    await addFromButton();
    search.focus();
    await advance(3000);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(search);
  });

  it('shows the next add and restarts its timer', async () => {
    await addFromButton();
    await advance(2000);
    title = 'Wool Socks';
    await addFromButton();
    expect(dialog()?.textContent).toContain('Wool Socks');
    await advance(2000);
    expect(dialog()).not.toBeNull();
    await advance(1000);
    expect(dialog()).toBeNull();
  });

  it('opens again on the next add after closing', async () => {
    await addFromButton();
    await advance(3000);
    await addFromButton();
    expect(dialog()).not.toBeNull();
  });

  it('does not open for a cart change from another tab', async () => {
    await act(() => runtime.setCart({ ...runtime.store.getState().cart!, totalQuantity: 5 }));
    expect(dialog()).toBeNull();
  });
});

describe('placement', () => {
  it('sits 16px below the cart pill, right-aligned with it', async () => {
    const pill = document.createElement('a');
    pill.className = 'sf-cart-pill';
    document.body.prepend(pill);
    stubRect(pill, { top: 20, bottom: 44, right: 900, width: 60 });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    await addFromButton();
    expect(dialog()!.style.top).toBe('60px');
    expect(dialog()!.style.right).toBe('100px');
  });

  /** A page 1000 px wide whose header ends 80 px down; returns the header. */
  function headerOnWidePage(): HTMLElement {
    const header = document.createElement('header');
    document.body.prepend(header);
    stubRect(header, { bottom: 80, right: 1000, width: 1000 });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    return header;
  }

  it('sits 16px below the header when there is no cart pill', async () => {
    headerOnWidePage();
    await addFromButton();
    expect(dialog()!.style.top).toBe('96px');
    expect(dialog()!.style.right).toBe('16px');
  });

  it('moves under the cart pill when the pill appears after it opened, as the add that created the cart makes it', async () => {
    const header = headerOnWidePage();
    await addFromButton();
    expect(dialog()!.style.top).toBe('96px');

    const pill = document.createElement('a');
    pill.className = 'sf-cart-pill';
    stubRect(pill, { top: 20, bottom: 44, right: 900, width: 60 });
    await act(async () => {
      header.append(pill);
      // Mutation observers run after the current task's microtasks.
      await Promise.resolve();
    });
    expect(dialog()!.style.top).toBe('60px');
    expect(dialog()!.style.right).toBe('100px');
  });

  it('sits 33px from the top when there is neither', async () => {
    await addFromButton();
    expect(dialog()!.style.top).toBe('33px');
  });

  it('is fixed to the viewport, so opening it moves nothing on the page', () => {
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    expect(rules.find((rule) => rule.selectorText === '.sf-cart-popover')?.style.position).toBe('fixed');
  });
});
