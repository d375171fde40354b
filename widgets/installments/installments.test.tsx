// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProductForm } from '../../src/product-form';
import type { PageContext } from '../../src/site';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';
import { showInstallmentsPill, type PillInput } from './installments-pill';
import { eventually } from '../../test/fixtures/eventually';
import { waitForRender } from '../../test/fixtures/react';

// The pill's code, spied on: which inputs the widget showed, in order. Its callbacks run in the
// order they were asked for, so once a later input shows, every earlier one has been shown too.
vi.mock('./installments-pill', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./installments-pill')>();
  return { ...actual, showInstallmentsPill: vi.fn(actual.showInstallmentsPill) };
});
const shown = (): string[] =>
  vi
    .mocked(showInstallmentsPill)
    .mock.calls.map(([, input]: [HTMLElement, PillInput, unknown]) =>
      input.kind === 'cart' ? `cart ${input.cart.grandTotalCents}` : `product ×${input.quantity}`,
    );

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEM = 'tote';
const CONTEXT = {
  afterPayAvailable: true,
  afterPayMin: { value: '24.00', currency: 'USD' },
  afterPayMax: { value: '240.00', currency: 'USD' },
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};
const TOTE = { productType: 1, variants: [{ sku: 'TOTE', priceMoney: { value: '24.00', currency: 'USD' }, unlimited: true }] };
const PROVIDER_PAGE = '<!doctype html><h1>Pay later</h1>';
/** What the page writes for one tote: exactly the minimum, so out of range. */
const WRITTEN_PILL = `<p class="sf-installments" data-provider="afterpay" data-kind="out-of-range"><span class="sf-installments__text">Afterpay available for orders over $24.00</span> <button type="button" class="sf-installments__info">Learn more</button></p>`;

let unmounts: (() => void)[] = [];
let element: HTMLElement;

beforeEach(() => {
  vi.mocked(showInstallmentsPill).mockClear();
});

afterEach(() => {
  act(() => unmounts.forEach((unmount) => unmount()));
  unmounts = [];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function productContext(): PageContext {
  const product: NonNullable<PageContext['product']> & { structuredContent: unknown } = { id: ITEM, structuredContent: TOTE };
  return { pageType: 50, product };
}

function render(
  attributes: string,
  inner = '',
  runtime: TestRuntime = createTestRuntime(undefined, productContext()),
  locale = 'en-US',
): TestRuntime {
  document.body.innerHTML = `<p><a href="#top">Top</a></p><div data-widget="installments" ${attributes}>${inner}</div>`;
  element = document.querySelector<HTMLElement>('[data-widget="installments"]')!;
  const withLocale = { ...runtime, config: { ...runtime.config, locale } };
  unmounts.push(mount(element, withLocale));
  return withLocale as TestRuntime;
}

const productAttributes = `data-item-id="${ITEM}" data-installments='${JSON.stringify(CONTEXT)}' data-info-url="https://provider.example/{provider}/{locale}.html"`;
const pillText = () => element.querySelector('.sf-installments__text')?.textContent ?? null;
const pill = () => element.querySelector<HTMLElement>('.sf-installments');

describe('mounting', () => {
  it('refuses an element without its installment context, naming the attribute', () => {
    document.body.innerHTML = `<div data-widget="installments" data-item-id="${ITEM}"></div>`;
    const host = document.querySelector<HTMLElement>('div')!;
    expect(() => mount(host, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(host, createTestRuntime())).toThrow(/data-installments/);
  });

  it('writes the pill into an empty element at once', async () => {
    render(productAttributes);
    await eventually(() => expect(pillText()).toBe('Afterpay available for orders over $24.00'));
    expect(pill()?.dataset).toMatchObject({ provider: 'afterpay', kind: 'out-of-range' });
    expect(element.querySelector('button')?.textContent).toBe('Learn more');
  });

  it('leaves the pill the page wrote alone until the choice changes', async () => {
    const runtime = render(productAttributes, WRITTEN_PILL);
    expect(pillText()).toBe('Afterpay available for orders over $24.00');
    // The choice changes: once its pill shows, anything the mount had asked to show has shown.
    getProductForm(runtime, ITEM).getState().setQuantity('2');
    await eventually(() => expect(pillText()).toBe('or 4 interest-free payments of $12.00 with Afterpay'));
    expect(shown()).toEqual(['product ×2']);
  });

  it('names the sister brand for en-GB and writes nothing for an unsupported locale', async () => {
    render(productAttributes, '', undefined, 'en-GB');
    await eventually(() => expect(pillText()).toBe('Clearpay available for orders over US$24.00'));
    unmounts.forEach((unmount) => unmount());
    unmounts = [];
    const runtime = render(productAttributes, WRITTEN_PILL, undefined, 'de-DE');
    getProductForm(runtime, ITEM).getState().setQuantity('2');
    await eventually(() => expect(element.childElementCount).toBe(0));
  });

  it('has no "Learn more" without an information page', async () => {
    render(`data-item-id="${ITEM}" data-installments='${JSON.stringify(CONTEXT)}'`);
    await eventually(() => expect(pillText()).not.toBeNull());
    expect(element.querySelector('button')).toBeNull();
  });
});

describe('following the product', () => {
  it('follows the quantity across both edges of the range, keeping the focused button', async () => {
    const runtime = render(productAttributes, WRITTEN_PILL);
    const form = getProductForm(runtime, ITEM);
    const button = element.querySelector('button')!;
    button.focus();

    form.getState().setQuantity('2');
    await eventually(() => expect(pillText()).toBe('or 4 interest-free payments of $12.00 with Afterpay'));
    expect(pill()?.dataset['kind']).toBe('in-range');
    form.getState().setQuantity('10');
    await eventually(() => expect(pillText()).toBe('or 4 interest-free payments of $60.00 with Afterpay'));
    form.getState().setQuantity('11');
    await eventually(() => expect(pillText()).toBe('Afterpay available for orders up to $240.00'));
    expect(pill()?.dataset['kind']).toBe('out-of-range');
    expect(element.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('reads a quantity the button would refuse as one', async () => {
    const runtime = render(productAttributes, WRITTEN_PILL);
    getProductForm(runtime, ITEM).getState().setQuantity('2');
    await eventually(() => expect(pillText()).toMatch(/^or 4/));
    getProductForm(runtime, ITEM).getState().setQuantity('1.5');
    await eventually(() => expect(pillText()).toBe('Afterpay available for orders over $24.00'));
  });

  it('follows the chosen variant', async () => {
    const shirt = {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        { sku: 'S', attributes: { Size: 'S' }, priceMoney: { value: '24.00' }, qtyInStock: 3 },
        { sku: 'L', attributes: { Size: 'L' }, priceMoney: { value: '52.00' }, qtyInStock: 3 },
      ],
    };
    const runtime = createTestRuntime(undefined, { pageType: 50, product: { id: ITEM, structuredContent: shirt } as never });
    const form = getProductForm(render(productAttributes, WRITTEN_PILL, runtime), ITEM);
    form.getState().choose('Size', 'L');
    await eventually(() => expect(pillText()).toBe('or 4 interest-free payments of $13.00 with Afterpay'));
    form.getState().choose('Size', 'S');
    await eventually(() => expect(pillText()).toBe('Afterpay available for orders over $24.00'));
  });

  it('writes nothing for a product that is not physical', async () => {
    const runtime = createTestRuntime(undefined, {
      pageType: 50,
      product: { id: ITEM, structuredContent: { ...TOTE, productType: 3 } } as never,
    });
    getProductForm(render(productAttributes, WRITTEN_PILL, runtime), ITEM)
      .getState()
      .setQuantity('2');
    await eventually(() => expect(element.childElementCount).toBe(0));
  });
});

describe('following the cart', () => {
  const cartAttributes = `data-installments='${JSON.stringify(CONTEXT)}' data-info-url="https://provider.example/{provider}/{locale}.html"`;
  const cart = (cents: number, productType: 1 | 2 = 1) =>
    cartFixture({
      grandTotalCents: cents,
      subtotalCents: cents,
      totalQuantity: 1,
      entries: [entryFixture({ productType, subTotal: cents })],
    });

  it('takes the first cart as the one the page was written for, then follows its total', async () => {
    const cartRuntime = createTestRuntime();
    // The cart-following code is its own chunk: it has arrived once it subscribes to the cart.
    const subscribe = vi.spyOn(cartRuntime.store, 'subscribe');
    const runtime = render(cartAttributes, WRITTEN_PILL, cartRuntime);
    await eventually(() => expect(subscribe).toHaveBeenCalled());
    runtime.setCart(cart(2400));
    expect(pillText()).toBe('Afterpay available for orders over $24.00');
    runtime.setCart(cart(9600));
    await eventually(() => expect(pillText()).toBe('or 4 interest-free payments of $24.00 with Afterpay'));
    // Shown in order: the first cart was never shown, the page's pill kept until the total changed.
    expect(shown()).toEqual(['cart 9600']);
    runtime.setCart(cart(9600, 2));
    await eventually(() => expect(element.childElementCount).toBe(0));
  });
});

describe('the information modal', () => {
  /**
   * Closing commits, then an effect schedules the modal root's unmount for the next task: both run
   * inside act() too, so no update of this test's root lands in the next test.
   */
  async function closeInsideAct(close: () => void): Promise<void> {
    await act(async () => {
      close();
      for (let task = 0; task < 2; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  afterEach(async () => {
    // A modal a test left open is closed inside act(), before the page is cleared under its root.
    const close = document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]');
    if (close === null) return;
    await closeInsideAct(() => close.click());
    await waitForRender(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  async function openModal(answer: () => Promise<Response>) {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    render(productAttributes, WRITTEN_PILL);
    const button = element.querySelector<HTMLButtonElement>('.sf-installments__info')!;
    button.focus();
    // The modal's code arrives by import and mounts a root of its own: let that happen inside act().
    await act(async () => {
      button.click();
      await vi.dynamicImportSettled();
    });
    await waitForRender(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    return { fetchSpy, button };
  }

  it('shows the provider page in a sandbox without same-origin access, named by its title', async () => {
    const { fetchSpy } = await openModal(async () => new Response(PROVIDER_PAGE, { status: 200 }));
    await waitForRender(() => expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('https://provider.example/afterpay/en_US.html'));
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Paying in installments with Afterpay');
    await waitForRender(() => expect(dialog.querySelector('iframe')).not.toBeNull());
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation/);
    expect(frame.getAttribute('srcdoc')).toBe(PROVIDER_PAGE);
    expect(frame.getAttribute('title')).toBe('Paying in installments with Afterpay');
    // Never injected into the page itself.
    expect(document.querySelector('h1')).toBeNull();
  });

  it('closes on Escape and gives focus back', async () => {
    const { button } = await openModal(async () => new Response(PROVIDER_PAGE));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await closeInsideAct(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitForRender(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await waitForRender(() => expect(document.activeElement).toBe(button));
  });

  it('only logs a page that cannot load, and still closes cleanly', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button } = await openModal(async () => new Response('gone', { status: 503, statusText: 'Service Unavailable' }));
    await waitForRender(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.any(Error)));
    expect(document.querySelector('[role="dialog"] iframe')).toBeNull();
    await closeInsideAct(() => document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!.click());
    await waitForRender(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await waitForRender(() => expect(document.activeElement).toBe(button));
    await waitForRender(() => expect(document.body.querySelectorAll('[inert]')).toHaveLength(0));
  });
});
