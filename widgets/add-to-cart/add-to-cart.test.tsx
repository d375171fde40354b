// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnswer, createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { getProductForm } from '../../src/product-form';
import type { PageContext } from '../../src/site';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';
import { eventually } from '../../test/fixtures/eventually';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEM = 'item-1';
const STOCK = (results: unknown[]) => jsonResponse(200, { results });

/** The engine's add-to-cart markup (JSON-T §8) for a product. */
function engineButton(attributes = 'data-product-type="1" data-original-label="Add To Cart"', classes = ''): string {
  return `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-editable-button ${classes}" role="button" tabindex="0" data-item-id="${ITEM}" ${attributes}>
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>
</div>`;
}

/** A platform that answers stock with `stock` and adds with `add`. */
function platform(stock: unknown[] = [{ sku: 'SKU-1', unlimited: true }], add: () => Response = () => addAnswer()) {
  return (request: Request) => (request.method === 'GET' ? STOCK(stock) : add());
}

let host: HTMLElement;
const unmounts: (() => void)[] = [];

function render(markup: string, runtime: TestRuntime = createTestRuntime(platform()), { pressedBefore = false } = {}): TestRuntime {
  document.body.innerHTML = markup;
  host = document.querySelector<HTMLElement>('.sqs-add-to-cart-button, [data-widget="add-to-cart"]')!;
  // The loader kept a press made while the widget's code was on its way.
  if (pressedBefore) host.setAttribute('data-sf-press', 'kept');
  act(() => {
    unmounts.push(mount(host, runtime));
  });
  return runtime;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const label = () => host.textContent?.trim();
const alertText = () => document.querySelector('.sf-add-to-cart-message [role="alert"]')?.textContent ?? null;
const posts = (runtime: TestRuntime) => runtime.requests.filter((request) => request.method === 'POST');

/** A product page's context: the page's product carries its whole item (`structuredContent`). */
function productContext(content: Record<string, unknown>): PageContext {
  const product: NonNullable<PageContext['product']> & { structuredContent: unknown } = { id: ITEM, structuredContent: content };
  return { pageType: 50, product };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(() => unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the engine’s button', () => {
  it('mounts without moving anything: its own label, no message', () => {
    render(engineButton());
    expect(label()).toBe('Add To Cart');
    expect(host.dataset['state']).toBe('idle');
    expect(document.querySelector('.sf-add-to-cart-message')).toBeNull();
  });

  it('adds on click: Adding…, then Added! 1 s after success for 2 s, then its label', async () => {
    const runtime = render(engineButton());
    act(() => host.click());
    await settle();
    expect(label()).toBe('Adding…');
    expect(host.getAttribute('aria-disabled')).toBe('true');
    expect(posts(runtime)).toHaveLength(1);
    await advance(999);
    expect(label()).toBe('Adding…');
    await advance(1);
    expect(label()).toBe('Added!');
    await advance(2000);
    expect(label()).toBe('Add To Cart');
    expect(host.hasAttribute('aria-disabled')).toBe(false);
  });

  it.each(['Enter', ' '])('answers %j as a button does', async (key) => {
    const runtime = render(engineButton());
    host.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await settle();
    expect(posts(runtime)).toHaveLength(1);
  });

  it('sends one request however often it is clicked while busy', async () => {
    const runtime = render(engineButton());
    act(() => host.click());
    act(() => host.click());
    await settle();
    act(() => host.click());
    await settle();
    expect(posts(runtime)).toHaveLength(1);
  });

  it('adds once for a press made before it mounted, which the loader kept', async () => {
    const runtime = render(engineButton(), undefined, { pressedBefore: true });
    await settle();
    expect(label()).toBe('Adding…');
    expect(posts(runtime)).toHaveLength(1);
    act(() => host.click());
    await advance(3000);
    expect(posts(runtime)).toHaveLength(1);
    expect(label()).toBe('Add To Cart');
  });

  it('checks a press made before it mounted as any other: options first, without a request', async () => {
    const runtime = createTestRuntime(
      platform(),
      productContext({
        productType: 1,
        variantOptionOrdering: ['Size'],
        variants: [
          { sku: 'S', attributes: { Size: 'S' }, qtyInStock: 3 },
          { sku: 'L', attributes: { Size: 'L' }, qtyInStock: 3 },
        ],
      }),
    );
    render(engineButton(), runtime, { pressedBefore: true });
    await settle();
    expect(alertText()).toBe('Unable to Add ItemPlease select the Size option.');
    expect(runtime.requests).toHaveLength(0);
  });

  it('does nothing on mount when nothing was pressed, and tells the loader it listens until unmounted', async () => {
    const runtime = render(engineButton());
    await settle();
    expect(runtime.requests).toHaveLength(0);
    expect(label()).toBe('Add To Cart');
    expect(host.getAttribute('data-sf-press')).toBe('live');
    act(() => unmounts.pop()!());
    expect(host.hasAttribute('data-sf-press')).toBe(false);
  });

  it('uses the merchant’s custom label', () => {
    render(
      engineButton('data-product-type="3" data-use-custom-label="true" data-original-label="Book a Place"').replace(
        '>Add To Cart<',
        '>Book a Place<',
      ),
    );
    expect(label()).toBe('Book a Place');
  });
});

describe('the add to cart shopping event', () => {
  it('is sent after a successful add, with the product, the SKU and the quantity added', async () => {
    const runtime = render(
      `<button type="button" data-widget="add-to-cart" data-item-id="${ITEM}" data-sku="SKU-1" data-quantity="2">Add To Cart</button>`,
      createTestRuntime(platform(undefined, () => addAnswer(5))),
    );
    act(() => host.click());
    expect(runtime.tracked).toEqual([]);
    await settle();
    // The entry may already have held some: the event counts what this add asked for.
    expect(runtime.tracked).toEqual([{ event: 'add_to_cart', data: { productId: ITEM, sku: 'SKU-1', quantity: 2 } }]);
  });

  it('is not sent when the add fails', async () => {
    const runtime = render(
      engineButton(),
      createTestRuntime(platform(undefined, () => jsonResponse(409, { error: 'Sorry, we do not have enough of that item available.' }))),
    );
    act(() => host.click());
    await settle();
    expect(runtime.tracked).toEqual([]);
  });
});

describe('checks and failures', () => {
  const shirt = {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      { sku: 'S-NAT', attributes: { Size: 'S', Color: 'Natural' }, qtyInStock: 3 },
      { sku: 'L-NAT', attributes: { Size: 'L', Color: 'Natural' }, qtyInStock: 0 },
    ],
  };

  it('says which options are missing, in an alert titled "Unable to Add Item", without a request', async () => {
    const runtime = render(engineButton(), createTestRuntime(platform(), productContext(shirt)));
    act(() => host.click());
    await settle();
    expect(alertText()).toBe('Unable to Add ItemPlease select the Size and Color options.');
    expect(runtime.requests).toHaveLength(0);
    expect(label()).toBe('Add To Cart');
    // The alert follows the engine's wrapper, not the inside of the button.
    expect(host.closest('.sqs-add-to-cart-button-wrapper')?.nextElementSibling?.className).toBe('sf-add-to-cart-message');
  });

  it('shows a sold-out choice as "Sold Out", disabled, and does nothing on click', async () => {
    const runtime = createTestRuntime(platform(), productContext({ ...shirt, variants: [shirt.variants[1]] }));
    render(engineButton(), runtime);
    expect(label()).toBe('Sold Out');
    expect(host.dataset['state']).toBe('sold-out');
    expect(host.getAttribute('aria-disabled')).toBe('true');
    act(() => host.click());
    await settle();
    expect(runtime.requests).toHaveLength(0);
  });

  it('refuses more than the stock answer allows, then idles after 1 s with the message still shown', async () => {
    render(engineButton(), createTestRuntime(platform([{ sku: 'SKU-1', qtyInStock: 0 }])));
    act(() => host.click());
    await settle();
    expect(alertText()).toBe('Unable to Add ItemSorry, we do not have enough of that item available.');
    expect(label()).toBe('Adding…');
    await advance(1000);
    expect(label()).toBe('Sold Out');
    expect(alertText()).not.toBeNull();
  });

  it.each([
    [jsonResponse(429, { error: 'Too many requests' }), 'Please try again in a few seconds.'],
    [jsonResponse(401, { crumbFail: true, error: 'Invalid crumb' }), 'Your session has expired. Please reload the page and try again.'],
    [jsonResponse(409, { error: 'This cart is priced in USD.' }), 'This cart is priced in USD.'],
  ])('shows the platform’s failure in the spec’s words (%#)', async (answer, message) => {
    render(engineButton(), createTestRuntime(platform(undefined, () => answer)));
    act(() => host.click());
    await settle();
    expect(alertText()).toBe(`Unable to Add Item${message}`);
  });

  it('titles a gift card’s alert "Unable to purchase Gift Card"', async () => {
    render(
      engineButton('data-product-type="4"'),
      createTestRuntime(
        platform(),
        productContext({
          productType: 4,
          variantOptionOrdering: ['Amount'],
          variants: [
            { sku: 'G25', attributes: { Amount: '$25' } },
            { sku: 'G50', attributes: { Amount: '$50' } },
          ],
        }),
      ),
    );
    act(() => host.click());
    await settle();
    expect(alertText()).toBe('Unable to purchase Gift CardSelect a denomination for the Gift Card.');
  });
});

describe('a product with an additional-fields form', () => {
  const FORM = { name: 'Engraving', fields: [{ id: 'text', type: 'text', title: 'Engraving text', required: true }] };
  const markup = () =>
    engineButton(
      `data-product-type="1" data-original-label="Add To Cart" data-form="${JSON.stringify(FORM).replace(/"/g, '&quot;')}"`,
      'use-form',
    );

  it('asks for the answers in a modal first, then adds them as a JSON string', async () => {
    let body: unknown;
    const runtime = render(
      markup(),
      createTestRuntime(async (request) => {
        if (request.method === 'GET') return STOCK([{ sku: 'SKU-1', unlimited: true }]);
        body = await request.json();
        return addAnswer();
      }),
    );
    host.focus();
    act(() => host.click());
    // The form's chunk is imported on first use.
    await eventually(async () => {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    });
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Engraving');
    expect(posts(runtime)).toHaveLength(0);

    const input = dialog.querySelector('input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'A & B');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(host);
    expect(body).toEqual({ itemId: ITEM, sku: 'SKU-1', quantity: 1, additionalFields: '{"text":"A & B"}' });
  });
});

describe('a data-form that is JSON but not a form', () => {
  it('mounts, and on click says the form is not configured, with no request, reported once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = render(
      engineButton(
        `data-product-type="1" data-original-label="Add To Cart" data-form="${JSON.stringify({ fields: 'none' }).replace(/"/g, '&quot;')}"`,
        'use-form',
      ),
    );
    act(() => host.click());
    await eventually(async () => {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(alertText()).toBe('Unable to Add ItemThis form has not been configured yet.');
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(runtime.requests).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![1]).toMatchObject({ attribute: 'data-form' });
  });
});

describe('on a product list', () => {
  const listing: PageContext = { pageType: 1, collection: { id: 'shop', type: 13 } };
  /** The product comes in sizes S and M, neither chosen yet. */
  const describeSizes = (runtime: TestRuntime) =>
    getProductForm(runtime, ITEM)
      .getState()
      .describe({
        variantOptionOrdering: ['Size'],
        variants: [
          { sku: 'S', attributes: { Size: 'S' }, unlimited: true },
          { sku: 'M', attributes: { Size: 'M' }, unlimited: true },
        ],
      });

  it('shows "Select Option", disabled, for 2 s when options are missing, then its label', async () => {
    const runtime = createTestRuntime(platform(), listing);
    render(`<li data-item-id="${ITEM}"><div class="product-variants" data-item-id="${ITEM}"></div>${engineButton()}</li>`, runtime);
    describeSizes(runtime);
    act(() => host.click());
    await settle();
    expect(label()).toBe('Select Option');
    expect(host.getAttribute('aria-disabled')).toBe('true');
    expect(alertText()).toBe('Unable to Add ItemPlease select the Size option.');
    await advance(1999);
    expect(label()).toBe('Select Option');
    await advance(1);
    expect(label()).toBe('Add To Cart');
  });

  it('checks a product shown in a dialog (a quick view) as on its own page: no "Select Option"', async () => {
    const runtime = createTestRuntime(platform(), listing);
    render(
      `<div role="dialog" aria-modal="true" aria-label="Quick view"><article data-item-id="${ITEM}"><div class="product-variants" data-item-id="${ITEM}"></div>${engineButton()}</article></div>`,
      runtime,
    );
    describeSizes(runtime);
    act(() => host.click());
    await settle();
    expect(alertText()).toBe('Unable to Add ItemPlease select the Size option.');
    expect(label()).toBe('Add To Cart');
    expect(host.getAttribute('data-state')).toBe('idle');
  });
});

describe('express checkout', () => {
  it('goes to /checkout after the add instead of showing Added!, titling failures "Unable to Purchase Item"', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(
      `<button type="button" data-widget="add-to-cart" data-item-id="${ITEM}" data-sku="SKU-1" data-express-checkout>Buy Now</button>`,
    );
    act(() => host.click());
    await settle();
    expect(assign).toHaveBeenCalledWith('/checkout');
    await advance(5000);
    expect(label()).toBe('Adding…');
  });

  it('stays on the page when the add fails', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(
      `<button type="button" data-widget="add-to-cart" data-item-id="${ITEM}" data-sku="SKU-1" data-express-checkout>Buy Now</button>`,
      createTestRuntime(platform(undefined, () => jsonResponse(429, {}))),
    );
    act(() => host.click());
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(alertText()).toBe('Unable to Purchase ItemPlease try again in a few seconds.');
  });
});

describe('a subscribable product', () => {
  const coffee = {
    productType: 1,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variants: [{ sku: 'SKU-1', unlimited: true }],
  };
  const subscribeButton = engineButton('data-product-type="1" data-is-subscription="true" data-original-label="Subscribe"');

  it('starts a subscription and goes to its checkout instead of adding to the cart', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const runtime = render(
      subscribeButton,
      createTestRuntime(
        (request) => (request.method === 'GET' ? STOCK([{ sku: 'SKU-1', unlimited: true }]) : jsonResponse(200, { cartToken: 'tok 1' })),
        productContext(coffee),
      ),
    );
    expect(label()).toBe('Subscribe');
    act(() => host.click());
    // The subscription's code is imported on first use.
    await eventually(async () => {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(assign).toHaveBeenCalledWith('/checkout/subscription?cartToken=tok%201');
    });
    expect(posts(runtime).map((request) => new URL(request.url).pathname)).toEqual(['/api/3/commerce/cart/subscription']);
    expect(label()).toBe('Adding…');
    expect(runtime.tracked).toEqual([]);
  });

  it('titles a failure "Unable to Purchase Item" with the server’s message', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(
      subscribeButton,
      createTestRuntime(
        (request) =>
          request.method === 'GET'
            ? STOCK([{ sku: 'SKU-1', unlimited: true }])
            : jsonResponse(409, { error: 'Sorry, we do not have enough of that item available.' }),
        productContext(coffee),
      ),
    );
    act(() => host.click());
    await eventually(async () => {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(alertText()).toBe('Unable to Purchase ItemSorry, we do not have enough of that item available.');
    });
    expect(assign).not.toHaveBeenCalled();
    await advance(1000);
    expect(label()).toBe('Subscribe');
  });

  it('adds a subscribable digital product to the cart like any other', async () => {
    const runtime = render(
      engineButton('data-product-type="2" data-is-subscription="true" data-original-label="Subscribe"'),
      createTestRuntime(platform(), productContext({ ...coffee, productType: 2 })),
    );
    act(() => host.click());
    await settle();
    expect(posts(runtime).map((request) => new URL(request.url).pathname)).toEqual(['/api/commerce/shopping-cart/entries']);
  });
});

describe('a merchant’s own button', () => {
  it('adds its fixed SKU and quantity', async () => {
    let body: unknown;
    render(
      `<button type="button" data-widget="add-to-cart" data-item-id="${ITEM}" data-sku="SKU-1" data-quantity="3">Take it</button>`,
      createTestRuntime(async (request) => {
        if (request.method === 'GET') return STOCK([{ sku: 'SKU-1', unlimited: true }]);
        body = await request.json();
        return addAnswer(3);
      }),
    );
    expect(label()).toBe('Take it');
    act(() => host.click());
    await settle();
    expect(body).toEqual({ itemId: ITEM, sku: 'SKU-1', quantity: 3 });
  });

  it.each([
    [`<div data-widget="add-to-cart" data-item-id="x">Add</div>`, 'data-widget'],
    [`<button data-widget="add-to-cart">Add</button>`, 'data-item-id'],
    [`<button data-widget="add-to-cart" data-item-id="x" data-quantity="0">Add</button>`, 'data-quantity'],
    [`<button data-widget="add-to-cart" data-item-id="x" data-product-type="9">Add</button>`, 'data-product-type'],
    [`<button data-widget="add-to-cart" data-item-id="x" data-form="{oops">Add</button>`, 'data-form'],
  ])('refuses %s, naming %s', (markup, attribute) => {
    document.body.innerHTML = markup;
    const element = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(() => mount(element, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(element, createTestRuntime())).toThrow(expect.objectContaining({ attribute }));
  });

  it('leaves the button as written when unmounted', () => {
    render(engineButton());
    act(() => unmounts.pop()!());
    expect(host.querySelector('.sqs-add-to-cart-button-inner')?.textContent).toBe('Add To Cart');
    expect(host.hasAttribute('data-state')).toBe(false);
  });
});
