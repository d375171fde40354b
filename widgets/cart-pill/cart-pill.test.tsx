// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartFixture } from '../../test/fixtures/cart';
import { createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let runtime: TestRuntime;
let unmount: () => void;

const pill = () => host.querySelector<HTMLAnchorElement>('a.sf-cart-pill');
const liveRegion = () => document.querySelector('[aria-live="polite"]');
const setQuantity = (totalQuantity: number) => act(() => runtime.setCart(cartFixture({ totalQuantity })));

beforeEach(async () => {
  document.body.innerHTML = '<header><div data-widget="cart-pill"></div></header>';
  host = document.querySelector('[data-widget="cart-pill"]')!;
  runtime = createTestRuntime();
  await act(() => {
    unmount = mount(host, runtime);
  });
});

afterEach(() => {
  act(() => unmount());
  vi.restoreAllMocks();
});

describe('with no cart or an empty one', () => {
  it('renders nothing', async () => {
    expect(host.innerHTML).toBe('');
    await setQuantity(0);
    expect(host.innerHTML).toBe('');
  });
});

describe('with items in the cart', () => {
  it('is a link to /cart showing the count, named for assistive technology', async () => {
    await setQuantity(3);
    expect(pill()?.getAttribute('href')).toBe('/cart');
    expect(pill()?.textContent).toBe('3');
    expect(pill()?.getAttribute('aria-label')).toBe('Cart, 3 items');
  });

  it('says "item" for one', async () => {
    await setQuantity(1);
    expect(pill()?.getAttribute('aria-label')).toBe('Cart, 1 item');
  });

  it('shows 100 at 100 and 100+ above', async () => {
    await setQuantity(100);
    expect(pill()?.textContent).toBe('100');
    await setQuantity(101);
    expect(pill()?.textContent).toBe('100+');
    expect(pill()?.getAttribute('aria-label')).toBe('Cart, 101 items');
  });

  it('hides again when the cart empties', async () => {
    await setQuantity(2);
    await setQuantity(0);
    expect(pill()).toBeNull();
  });

  it('is reachable from the keyboard', async () => {
    await setQuantity(2);
    pill()!.focus();
    expect(document.activeElement).toBe(pill());
  });
});

describe('announcements', () => {
  it('announces the new count politely when it changes', async () => {
    await setQuantity(2);
    expect(liveRegion()?.textContent).toBe('Cart, 2 items');
    await setQuantity(3);
    expect(liveRegion()?.textContent).toBe('Cart, 3 items');
  });

  it('does not announce anything on mount', () => {
    expect(liveRegion()?.textContent).toBe('');
  });
});

describe('inside the site-editor frame', () => {
  it('sets the frame URL instead of navigating', async () => {
    const frame = document.createElement('iframe');
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    Object.defineProperty(window, 'frameElement', { value: frame, configurable: true });
    try {
      await setQuantity(2);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      pill()!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(frame.getAttribute('src')).toBe(new URL('/cart', location.href).href);
    } finally {
      delete (window as { frameElement?: unknown }).frameElement;
    }
  });

  it('navigates normally when not framed', async () => {
    await setQuantity(2);
    let preventedByWidget: boolean | undefined;
    // Runs after the widget's own handler; then stops the test environment from navigating.
    document.addEventListener(
      'click',
      (event) => {
        preventedByWidget = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    pill()!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(preventedByWidget).toBe(false);
  });
});
