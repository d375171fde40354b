// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { waitForRender } from '../../test/fixtures/react';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import type { ShoppingCart } from '../../src/cart';
import { WidgetAttributeError } from '../ui';
import { mount, type CartPageData } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tote = entryFixture({
  id: 'e1',
  itemId: 'tote',
  title: 'Canvas Tote',
  quantity: 2,
  subTotal: 4800,
  chosenVariant: { sku: 'TOTE', attributes: {} },
});
const cart = cartFixture({ entries: [tote], totalQuantity: 2, subtotalCents: 4800, grandTotalCents: 4800 });
const emptied = cartFixture({ entries: [], totalQuantity: 0 });

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

/** The cart root with only its JSON: the widget renders the rest. */
function rootWith(data: Partial<CartPageData> = {}): HTMLElement {
  const json: CartPageData = {
    cart,
    currency: 'USD',
    shopUrl: '/shop',
    products: { tote: { url: '/products/canvas-tote', options: [], form: null } },
    ...data,
  };
  document.body.innerHTML = `<main><div class="sf-cart" data-widget="cart"><script type="application/json" data-cart-page>${JSON.stringify(json)}</script></div></main>`;
  return document.querySelector<HTMLElement>('.sf-cart')!;
}

async function mountWith(
  answer: (request: Request) => Response | Promise<Response>,
  start: ShoppingCart = cart,
): Promise<{ root: HTMLElement; runtime: TestRuntime }> {
  const root = rootWith({ cart: start });
  const runtime = createTestRuntime(answer);
  runtime.setCart(start);
  await act(async () => {
    unmount = mount(root, runtime);
  });
  await waitForRender(() => expect(root.querySelector('.sf-cart__count')).not.toBeNull());
  return { root, runtime };
}

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (form: HTMLFormElement) => act(() => form.requestSubmit());

describe('mounting', () => {
  it('refuses a root without the page’s JSON, naming it', () => {
    document.body.innerHTML = '<div data-widget="cart"></div>';
    expect(() => mount(document.querySelector('div')!, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(document.querySelector('div')!, createTestRuntime())).toThrow(/data-cart-page is required/);
  });

  it('refuses JSON without a cart', () => {
    document.body.innerHTML = '<div data-widget="cart"><script type="application/json" data-cart-page>{"currency":"USD"}</script></div>';
    expect(() => mount(document.querySelector('div')!, createTestRuntime())).toThrow(/must hold the cart/);
  });
});

describe('a typed quantity', () => {
  it('that is not a whole number from 1 to 9999 is refused without a request, and the number comes back', async () => {
    const { root, runtime } = await mountWith(() => jsonResponse(500, {}));
    const input = root.querySelector<HTMLInputElement>('input.sf-cart__input')!;
    type(input, '0');
    submit(root.querySelector<HTMLFormElement>('form.sf-cart__quantity')!);
    await waitForRender(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unable to update quantityQuantity must be between 1 and 9999'),
    );
    expect(input.value).toBe('2');
    expect(runtime.requests).toEqual([]);
  });

  it('is sent, and a larger one is an add to cart for the difference', async () => {
    const more = entryFixture({ ...tote, quantity: 5, subTotal: 12000 });
    const { root, runtime } = await mountWith(() =>
      jsonResponse(200, { shoppingCart: cartFixture({ entries: [more], totalQuantity: 5, subtotalCents: 12000 }), updatedEntry: more }),
    );
    type(root.querySelector<HTMLInputElement>('input.sf-cart__input')!, '5');
    submit(root.querySelector<HTMLFormElement>('form.sf-cart__quantity')!);
    await waitForRender(() => expect(root.querySelector('.sf-cart__count')?.textContent).toBe('5 items'));
    expect(runtime.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'PUT /api/commerce/shopping-cart/entries/e1/quantity',
    ]);
    expect(runtime.tracked).toEqual([{ event: 'add_to_cart', data: { productId: 'tote', sku: 'TOTE', quantity: 3 } }]);
  });
});

describe('removing', () => {
  it('shows the undo at once, sends remove from cart, and the undo puts the entry back', async () => {
    const { root, runtime } = await mountWith((request) =>
      request.method === 'DELETE'
        ? jsonResponse(200, { shoppingCart: emptied, removedEntry: tote })
        : jsonResponse(200, { shoppingCart: cart, restoredEntry: tote }),
    );
    submit(root.querySelector<HTMLFormElement>('form.sf-cart__remove-form')!);
    expect(root.querySelector('.sf-cart__removed p')?.textContent).toBe('Canvas Tote was removed from your cart.');
    await waitForRender(() => expect(root.classList.contains('empty')).toBe(true));
    expect(root.querySelector('.sf-cart__empty')?.textContent).toContain('Your cart is empty');
    expect(runtime.tracked).toEqual([{ event: 'remove_from_cart', data: { productId: 'tote', sku: 'TOTE', quantity: 2 } }]);

    submit(root.querySelector<HTMLFormElement>('form.sf-cart__undo-form')!);
    await waitForRender(() => expect(root.querySelector('.sf-cart__removed')).toBeNull());
    expect(root.classList.contains('empty')).toBe(false);
    expect(root.querySelectorAll('.sf-cart__entry')).toHaveLength(1);
    expect(document.activeElement).toBe(root.querySelector('.sf-cart__remove'));
    expect(runtime.requests.map((request) => request.method)).toEqual(['DELETE', 'POST']);
  });

  it('that is refused puts the entry back with "Unable to remove item" and the platform’s message', async () => {
    const { root } = await mountWith(() => jsonResponse(404, { error: 'This item is no longer in your cart.' }));
    submit(root.querySelector<HTMLFormElement>('form.sf-cart__remove-form')!);
    await waitForRender(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unable to remove itemThis item is no longer in your cart.'),
    );
  });
});
