// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, entryFixture } from '../test/fixtures/cart';
import { CART_CHANNEL_NAME, CART_EVENT } from '../src/cart';
import { createTrackingClient, recordCensus } from '../src/tracking';
import {
  MARKUP_WIDGETS,
  PRESS_ATTRIBUTE,
  WIDGET_SELECTOR,
  readLoaderConfig,
  startLoader,
  startRuntime,
  type LoaderChunks,
  type RuntimeOptions,
  type StorefrontKit,
  type TelemetryChunkOptions,
  type WidgetModule,
  type WidgetRuntime,
} from './index';
import { eventually } from '../test/fixtures/eventually';
import { PRESS_ATTRIBUTE as WIDGET_PRESS_ATTRIBUTE } from '../widgets/ui/host-button';

interface FakeWidget {
  readonly load: ReturnType<typeof vi.fn<() => Promise<WidgetModule>>>;
  readonly mount: ReturnType<typeof vi.fn<(element: HTMLElement, runtime: WidgetRuntime) => () => void>>;
  readonly unmount: ReturnType<typeof vi.fn<() => void>>;
}

/** A widget chunk that records what the loader does with it. */
function fakeWidget(): FakeWidget {
  const unmount = vi.fn<() => void>();
  const mount = vi.fn<(element: HTMLElement, runtime: WidgetRuntime) => () => void>(() => unmount);
  const load = vi.fn<() => Promise<WidgetModule>>(async () => ({ mount }));
  return { load, mount, unmount };
}

let widgets: Record<
  'account' | 'cart-pill' | 'add-to-cart' | 'variant-picker' | 'quantity-input' | 'quick-view' | 'button' | 'promo-popup' | 'popover',
  FakeWidget
>;
let runtimeChunk: ReturnType<typeof vi.fn<LoaderChunks['runtime']>>;
let telemetryChunk: ReturnType<typeof vi.fn<LoaderChunks['telemetry']>>;
let reactChunk: ReturnType<typeof vi.fn<LoaderChunks['react']>>;
let startTelemetry: ReturnType<typeof vi.fn<(options: TelemetryChunkOptions) => void>>;
/** What the loader asked to run when the browser is idle; tests decide when that is. */
let idleCallbacks: IdleRequestCallback[];
let kit: StorefrontKit;
let errors: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;
let stop: AbortController;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const addedCart = cartFixture({ totalQuantity: 2, entries: [entryFixture({ quantity: 2 })] });

function start(markup: string, script: HTMLScriptElement | null = null): StorefrontKit {
  document.body.innerHTML = markup;
  kit = startLoader({
    version: '9.9.9',
    script,
    document,
    window,
    signal: stop.signal,
    chunks: { runtime: runtimeChunk, telemetry: telemetryChunk, react: reactChunk },
  });
  return kit;
}

/** Lets pending chunk imports and mounts finish. */
const settled = () => kit.mount(document);
const flushObserver = () => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(settled);

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  stop = new AbortController();
  widgets = {
    account: fakeWidget(),
    'cart-pill': fakeWidget(),
    'add-to-cart': fakeWidget(),
    'variant-picker': fakeWidget(),
    'quantity-input': fakeWidget(),
    'quick-view': fakeWidget(),
    button: fakeWidget(),
    'promo-popup': fakeWidget(),
    popover: fakeWidget(),
  };
  startTelemetry = vi.fn();
  telemetryChunk = vi.fn(async () => ({ startTelemetry, createTrackingClient, recordCensus }));
  reactChunk = vi.fn(async () => ({}));
  // The real runtime, over stand-ins for the chunks it imports.
  runtimeChunk = vi.fn(async () => ({
    startRuntime: (options: RuntimeOptions) =>
      startRuntime({
        ...options,
        chunks: {
          widgets: {
            account: widgets.account.load,
            'cart-pill': widgets['cart-pill'].load,
            'add-to-cart': widgets['add-to-cart'].load,
            'variant-picker': widgets['variant-picker'].load,
            'quantity-input': widgets['quantity-input'].load,
            'quick-view': widgets['quick-view'].load,
            button: widgets.button.load,
            'promo-popup': widgets['promo-popup'].load,
          },
          popover: widgets.popover.load,
          telemetry: telemetryChunk,
        },
      }),
  }));
  idleCallbacks = [];
  // happy-dom has no requestIdleCallback; Chromium's is stood in for by one the tests run by hand.
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
  });
  errors = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(errors);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      request.method === 'GET' ? json(200, addedCart) : json(200, { shoppingCart: addedCart, newlyAdded: entryFixture() }),
    ),
  );
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window, 'requestIdleCallback');
  stop.abort();
  document.body.innerHTML = '';
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page without widgets', () => {
  it('downloads no chunk at all: no React, not even the runtime', async () => {
    start('<main><p>About us</p></main>');
    await settled();
    expect(runtimeChunk).not.toHaveBeenCalled();
    expect(reactChunk).not.toHaveBeenCalled();
    for (const widget of Object.values(widgets)) expect(widget.load).not.toHaveBeenCalled();
  });

  it('still loads the runtime (not React) when a cart exists, so DOM events and cart.get() work', async () => {
    document.cookie = 'CART=token-1; path=/';
    const updated = vi.fn();
    document.addEventListener(CART_EVENT.updated, updated, { once: true });
    start('<main></main>');
    await eventually(() => expect(kit.cart.get()).toEqual(addedCart));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(widgets['add-to-cart'].load).not.toHaveBeenCalled();
    expect(reactChunk).not.toHaveBeenCalled();
  });
});

describe('scanning', () => {
  it('imports only the chunks the page uses and mounts each element with the shared runtime', async () => {
    start(`
      <button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>
      <button data-widget="add-to-cart" data-item-id="b" data-sku="2">Add</button>`);
    await settled();
    const { mount } = widgets['add-to-cart'];
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[0]![1]).toBe(mount.mock.calls[1]![1]);
    expect(mount.mock.calls[0]![1].config).toEqual({ apiRoot: '/', locale: 'en-US', currency: 'USD' });
    expect(runtimeChunk).toHaveBeenCalledTimes(1);
    expect(widgets['cart-pill'].load).not.toHaveBeenCalled();
  });

  it('asks for React beside the runtime, once, so the widget chunk finds it on its way', async () => {
    let releaseRuntime!: () => void;
    const runtimeArrives = new Promise<void>((resolve) => (releaseRuntime = resolve));
    const realRuntime = runtimeChunk.getMockImplementation()!;
    runtimeChunk.mockImplementationOnce(() => runtimeArrives.then(realRuntime));
    start(`<button data-widget="add-to-cart" data-item-id="a">Add</button><div class="product-variants" data-item-id="a"></div>`);
    // Both are on their way before the runtime has arrived.
    expect(runtimeChunk).toHaveBeenCalledTimes(1);
    expect(reactChunk).toHaveBeenCalledTimes(1);
    releaseRuntime();
    await settled();
    expect(reactChunk).toHaveBeenCalledTimes(1);
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('mounts each element once, however often it is scanned', async () => {
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await Promise.all([kit.mount(), kit.mount(document.body), kit.mount(document.querySelector('button')!)]);
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('reads the page context once, for every widget', async () => {
    start(`<script type="application/json" id="page-context">{"pageType":50,"website":{"id":"w1","captchaSettings":{"siteKey":""}},"betaFeatureFlags":[],"tzData":{},"websiteSettings":{"country":"US"},"bundleEligible":false}</script>
      <button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>`);
    await settled();
    expect(widgets['add-to-cart'].mount.mock.calls[0]![1].pageContext).toMatchObject({ pageType: 50, website: { id: 'w1' } });
  });
});

describe('a signed-in visitor', () => {
  const signedIn = () =>
    (document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`);

  it('loads the account’s cart, but the pill and React wait while it is empty', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, cartFixture({ totalQuantity: 0 }))),
    );
    start('<header><div data-widget="cart-pill"></div></header>');
    await eventually(() => expect(kit.cart.get()).toMatchObject({ totalQuantity: 0 }));
    await settled();
    expect(widgets['cart-pill'].load).not.toHaveBeenCalled();
    expect(reactChunk).not.toHaveBeenCalled();
  });

  it('shows the pill once the account’s cart holds something', async () => {
    signedIn();
    start('<header><div data-widget="cart-pill"></div></header>');
    await eventually(() => expect(widgets['cart-pill'].mount).toHaveBeenCalledTimes(1));
  });
});

describe('a widget that mounts on its first press (data-mount-on-press)', () => {
  const HEADER = '<header><div data-widget="account" data-mount-on-press><a href="/account/sign-in">Sign in</a></div></header>';
  const link = () => document.querySelector('a')!;
  const press = (init: MouseEventInit = {}) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    link().dispatchEvent(click);
    return click;
  };
  /** Every click on the link after the one pressed, and whether anything held its default back. */
  let later: boolean[];
  beforeEach(() => {
    later = [];
    // Stands in for the browser following the link: the test environment must not navigate.
    document.addEventListener(
      'click',
      (event) => {
        later.push(event.defaultPrevented);
        event.preventDefault();
      },
      { signal: stop.signal },
    );
  });

  it('downloads nothing, React included, until pressed', async () => {
    start(HEADER);
    await settled();
    expect(runtimeChunk).not.toHaveBeenCalled();
    expect(reactChunk).not.toHaveBeenCalled();
    expect(widgets.account.load).not.toHaveBeenCalled();
  });

  it('keeps the press, mounts the widget, then plays the press again for it', async () => {
    widgets.account.mount.mockImplementation((element) => {
      const take = (event: Event) => event.preventDefault();
      element.addEventListener('click', take);
      return () => element.removeEventListener('click', take);
    });
    start(HEADER);
    const first = press();
    expect(first.defaultPrevented).toBe(true);
    await eventually(() => expect(later).toHaveLength(2));
    // The press itself, then its replay, which the mounted widget took.
    expect(later).toEqual([true, true]);
    expect(widgets.account.mount).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-widget="account"]')!.hasAttribute('data-mount-on-press')).toBe(false);
    press();
    await settled();
    expect(widgets.account.mount).toHaveBeenCalledTimes(1);
  });

  it('follows the server’s link after all when the widget cannot load', async () => {
    widgets.account.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start(HEADER);
    press();
    await eventually(() => expect(later).toEqual([true, false]));
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('leaves a press with a modifier key to the browser (a new tab), mounting nothing', async () => {
    start(HEADER);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) press({ [modifier]: true });
    await settled();
    expect(later).toEqual([false, false, false, false]);
    expect(runtimeChunk).not.toHaveBeenCalled();
  });
});

describe('the template engine’s product markup', () => {
  const PRODUCT = `<article data-item-id="p1">
    <div class="product-variants" data-item-id="p1" data-variants="[]"></div>
    <div class="product-quantity-input" data-item-id="p1"><input type="number"></div>
    <div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button sqs-editable-button" role="button" tabindex="0" data-item-id="p1">
      <div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>
  </article>`;

  it('mounts each engine class as its widget, with no data-widget attribute', async () => {
    start(PRODUCT);
    await settled();
    expect(widgets['add-to-cart'].mount.mock.calls[0]![0].className).toContain('sqs-add-to-cart-button');
    expect(widgets['variant-picker'].mount.mock.calls[0]![0].className).toBe('product-variants');
    expect(widgets['quantity-input'].mount.mock.calls[0]![0].className).toBe('product-quantity-input');
    expect(errors).not.toHaveBeenCalled();
  });

  it('mounts engine markup added later, as a quick view or a late section would add it', async () => {
    start('<main></main>');
    document.querySelector('main')!.insertAdjacentHTML('beforeend', PRODUCT);
    await flushObserver();
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
    expect(widgets['variant-picker'].mount).toHaveBeenCalledTimes(1);
  });

  it('mounts the engine’s quick-view button, a list card’s, as the quick view', async () => {
    start(
      '<li data-item-id="p1"><span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="">Quick View</span></li>',
    );
    await settled();
    expect(widgets['quick-view'].mount).toHaveBeenCalledTimes(1);
    expect(widgets['quick-view'].mount.mock.calls[0]![0].getAttribute('data-id')).toBe('p1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('mounts the engine’s button block link as the button, and asks for no React for it', async () => {
    start(`<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-b1"><div class="sqs-block-content">
      <div class="sqs-block-button-container"><a href="/shop" class="sqs-block-button-element--medium sqs-block-button-element">Shop</a></div></div></div>`);
    await settled();
    expect(widgets.button.mount).toHaveBeenCalledTimes(1);
    expect(widgets.button.mount.mock.calls[0]![0].getAttribute('href')).toBe('/shop');
    expect(reactChunk).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('asks for no React for the promotional pop-up either, which waits for its moment', async () => {
    start('<dialog data-widget="promo-popup"></dialog>');
    await settled();
    expect(widgets['promo-popup'].mount).toHaveBeenCalledTimes(1);
    expect(reactChunk).not.toHaveBeenCalled();
  });

  it('selects exactly data-widget and the engine classes the runtime maps', () => {
    expect(WIDGET_SELECTOR.split(',')).toEqual(['[data-widget]', ...Object.keys(MARKUP_WIDGETS).map((className) => `.${className}`)]);
  });

  it('lets data-widget win over an engine class', async () => {
    start('<div class="product-variants" data-widget="quantity-input" data-item-id="p1"></div>');
    await settled();
    expect(widgets['quantity-input'].mount).toHaveBeenCalledTimes(1);
    expect(widgets['variant-picker'].mount).not.toHaveBeenCalled();
  });

  it('names engine markup by its class when its widget refuses it', async () => {
    widgets['add-to-cart'].mount.mockImplementationOnce(() => {
      throw new TypeError('data-item-id is required');
    });
    start('<div class="sqs-add-to-cart-button" role="button"></div>');
    await settled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[storefront-kit] <div class="sqs-add-to-cart-button">: data-item-id is required');
  });
});

describe('problems in the markup', () => {
  it('an unknown widget name is one console error naming the element and attribute; the others still mount', async () => {
    start(`<div data-widget="wishlist"></div><button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>`);
    await settled();
    await settled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      '[storefront-kit] <div data-widget="wishlist">: data-widget "wishlist" is not a widget this script knows',
    );
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('a widget that rejects its attributes is one console error; the others still mount', async () => {
    widgets['add-to-cart'].mount.mockImplementationOnce(() => {
      throw new TypeError('data-sku is required');
    });
    start(
      `<button data-widget="add-to-cart" data-item-id="a">Add</button><button data-widget="add-to-cart" data-item-id="b" data-sku="2">Add</button>`,
    );
    await settled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[storefront-kit] <button data-widget="add-to-cart">: data-sku is required');
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(2);
  });

  it('a runtime chunk that fails to download is reported for each element, never thrown', async () => {
    runtimeChunk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await expect(settled()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[storefront-kit] runtime: Failed to fetch dynamically imported module');
  });

  it('a chunk that fails to download is reported, never thrown', async () => {
    widgets['add-to-cart'].load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await expect(settled()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toContain('Failed to fetch dynamically imported module');
  });
});

describe('markup that changes later', () => {
  it('mounts widgets added to the page', async () => {
    start('<main></main>');
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<section><button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button></section>');
    await flushObserver();
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('unmounts widgets removed from the page', async () => {
    start('<section><button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button></section>');
    await settled();
    document.querySelector('section')!.remove();
    await flushObserver();
    expect(widgets['add-to-cart'].unmount).toHaveBeenCalledTimes(1);
  });

  it('keeps a widget that was only moved', async () => {
    start(
      '<section id="a"><button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button></section><section id="b"></section>',
    );
    await settled();
    document.getElementById('b')!.append(document.querySelector('button')!);
    await flushObserver();
    expect(widgets['add-to-cart'].unmount).not.toHaveBeenCalled();
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a widget hidden by its own hidden attribute, and mounts it once shown', async () => {
    start('<div class="product-restock-notification" data-widget="add-to-cart" data-item-id="a" hidden><form></form></div>');
    await settled();
    expect(runtimeChunk).not.toHaveBeenCalled();
    expect(widgets['add-to-cart'].load).not.toHaveBeenCalled();
    document.querySelector<HTMLElement>('[hidden]')!.hidden = false;
    await flushObserver();
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLElement>('[data-item-id]')!.hidden = true;
    document.querySelector<HTMLElement>('[data-item-id]')!.hidden = false;
    await flushObserver();
    expect(widgets['add-to-cart'].mount).toHaveBeenCalledTimes(1);
  });

  it('does not mount an element removed while its chunk was downloading', async () => {
    let release!: () => void;
    widgets['add-to-cart'].load.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ mount: widgets['add-to-cart'].mount }))),
    );
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await eventually(() => expect(release).toBeTypeOf('function'));
    document.querySelector('button')!.remove();
    await flushObserver();
    release();
    await flushObserver();
    expect(widgets['add-to-cart'].mount).not.toHaveBeenCalled();
  });
});

describe('presses before the widget listens', () => {
  const press = (element: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event;
  };
  const key = (element: Element, name: string) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event;
  };
  const ENGINE_BUTTON = `<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="p1"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>`;
  const kept = (element: Element) => element.getAttribute(PRESS_ATTRIBUTE);
  /** What `listenForActivation` does once the widget listens. */
  const listen = (element: Element) => element.setAttribute(PRESS_ATTRIBUTE, 'live');

  it('keeps a click on the engine’s button, even on its label, on the element for the widget', () => {
    start(ENGINE_BUTTON);
    const button = document.querySelector('.sqs-add-to-cart-button')!;
    const event = press(button.querySelector('.sqs-add-to-cart-button-inner')!);
    expect(event.defaultPrevented).toBe(true);
    expect(kept(button)).toBe('kept');
  });

  it('keeps one press however often the shopper pressed', () => {
    start(ENGINE_BUTTON);
    const button = document.querySelector('.sqs-add-to-cart-button')!;
    press(button);
    press(button);
    key(button, 'Enter');
    expect(kept(button)).toBe('kept');
    expect(button.getAttributeNames().filter((name) => name === PRESS_ATTRIBUTE)).toHaveLength(1);
  });

  it('keeps Enter and Space on a role="button" element, and no other key', () => {
    start(`${ENGINE_BUTTON}<div class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p2">Quick View</div>`);
    const [button, quickView] = [...document.querySelectorAll('[role="button"]')];
    expect(key(button!, 'a').defaultPrevented).toBe(false);
    expect(kept(button!)).toBeNull();
    expect(key(button!, ' ').defaultPrevented).toBe(true);
    expect(key(quickView!, 'Enter').defaultPrevented).toBe(true);
    expect([kept(button!), kept(quickView!)]).toEqual(['kept', 'kept']);
  });

  it('leaves a real <button>’s keys alone: the browser turns them into the click it keeps', () => {
    start('<button type="button" data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    const button = document.querySelector('button')!;
    expect(key(button, 'Enter').defaultPrevented).toBe(false);
    expect(kept(button)).toBeNull();
    press(button);
    expect(kept(button)).toBe('kept');
  });

  it('leaves presses inside widgets that are not buttons alone: a variant’s label, a link in a form', () => {
    start(`<div class="product-variants" data-item-id="p1" data-variants="[]"><label role="button" tabindex="0">L</label></div>
      <div data-widget="form-block"><a href="#terms">Terms</a></div>`);
    expect(press(document.querySelector('label')!).defaultPrevented).toBe(false);
    expect(press(document.querySelector('a')!).defaultPrevented).toBe(false);
    expect(key(document.querySelector('label')!, 'Enter').defaultPrevented).toBe(false);
    expect(document.querySelectorAll(`[${PRESS_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('leaves presses to the widget once it listens', () => {
    start(ENGINE_BUTTON);
    const button = document.querySelector('.sqs-add-to-cart-button')!;
    listen(button);
    expect(press(button).defaultPrevented).toBe(false);
    expect(key(button, 'Enter').defaultPrevented).toBe(false);
    expect(kept(button)).toBe('live');
  });

  it('keeps a form sent inside a widget still on its way, once, and leaves a mounted widget’s forms alone', async () => {
    const RESTOCK = `<div class="product-restock-notification" data-product-id="p1"><form action="#"><input name="email"></form></div>`;
    let releaseRuntime!: () => void;
    const runtimeArrives = new Promise<void>((resolve) => (releaseRuntime = resolve));
    const realRuntime = runtimeChunk.getMockImplementation()!;
    runtimeChunk.mockImplementationOnce(() => runtimeArrives.then(realRuntime));
    start(`${RESTOCK}<div data-widget="quick-view" data-id="p2"><form action="#"></form></div>`);
    const [view, quickView] = [...document.querySelectorAll('div')];
    const submit = (form: Element) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };
    expect(submit(view!.querySelector('form')!).defaultPrevented).toBe(true);
    expect(submit(view!.querySelector('form')!).defaultPrevented).toBe(true);
    expect(kept(view!)).toBe('kept');
    expect(view!.getAttributeNames().filter((name) => name === PRESS_ATTRIBUTE)).toHaveLength(1);

    releaseRuntime();
    await settled();
    // The quick view mounted: its forms are its own.
    expect(widgets['quick-view'].mount).toHaveBeenCalledTimes(1);
    expect(submit(quickView!.querySelector('form')!).defaultPrevented).toBe(false);
    expect(kept(quickView!)).toBeNull();
  });

  it('leaves a form outside every widget alone', () => {
    start('<form action="#"><input name="q"></form>');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('names the same attribute the widgets read', () => {
    expect(PRESS_ATTRIBUTE).toBe(WIDGET_PRESS_ATTRIBUTE);
  });
});

describe('the cart pill for a visitor with no cart yet', () => {
  it('downloads nothing until a cart exists', async () => {
    start('<header><div data-widget="cart-pill"></div></header>');
    await settled();
    expect(widgets['cart-pill'].load).not.toHaveBeenCalled();
    expect(runtimeChunk).not.toHaveBeenCalled();
  });

  it('mounts once an add in this tab creates the cart', async () => {
    start('<header><div data-widget="cart-pill"></div></header>');
    await settled();
    document.dispatchEvent(new CustomEvent(CART_EVENT.updated, { detail: addedCart }));
    await settled();
    expect(widgets['cart-pill'].mount).toHaveBeenCalledTimes(1);
  });

  it('mounts when another tab creates the cart', async () => {
    start('<header><div data-widget="cart-pill"></div></header>');
    await settled();
    // The other tab's add set the CART cookie and posted on the cart channel.
    document.cookie = 'CART=token-1; path=/';
    const otherTab = new BroadcastChannel(CART_CHANNEL_NAME);
    otherTab.postMessage({ cart: addedCart, from: 'other' });
    otherTab.close();
    await eventually(() => expect(widgets['cart-pill'].mount).toHaveBeenCalledTimes(1));
  });

  it('mounts at once when the CART cookie is already there', async () => {
    document.cookie = 'CART=token-1; path=/';
    start('<header><div data-widget="cart-pill"></div></header>');
    await settled();
    expect(widgets['cart-pill'].mount).toHaveBeenCalledTimes(1);
  });
});

describe('the cart popover', () => {
  it('is mounted once by the runtime, in a container appended to <body>, on the first add', async () => {
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await settled();
    expect(widgets.popover.load).not.toHaveBeenCalled();
    const { store } = widgets['add-to-cart'].mount.mock.calls[0]![1];
    await store.getState().addEntry({ itemId: 'a', sku: '1', quantity: 1 });
    await store.getState().addEntry({ itemId: 'a', sku: '1', quantity: 1 });
    await eventually(() => expect(widgets.popover.mount).toHaveBeenCalledTimes(1));
    expect(widgets.popover.load).toHaveBeenCalledTimes(1);
    expect(widgets.popover.mount.mock.calls[0]![0].parentElement).toBe(document.body);
    expect(widgets.popover.mount.mock.calls[0]![1]).toBe(widgets['add-to-cart'].mount.mock.calls[0]![1]);
  });
});

describe('window API', () => {
  it('reports its version', () => {
    expect(start('').version).toBe('9.9.9');
  });

  it('cart.get() is null until a cart is known, then the cart; subscribe follows changes until unsubscribed', () => {
    start('');
    expect(kit.cart.get()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = kit.cart.subscribe(listener);
    document.dispatchEvent(new CustomEvent(CART_EVENT.updated, { detail: addedCart }));
    expect(kit.cart.get()).toBe(addedCart);
    expect(listener).toHaveBeenCalledWith(addedCart);
    unsubscribe();
    document.dispatchEvent(new CustomEvent(CART_EVENT.updated, { detail: cartFixture() }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('mount() with something that is not a node is reported, not thrown', async () => {
    start('');
    await expect(kit.mount(42 as unknown as ParentNode)).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatch(/^\[storefront-kit\] StorefrontKit\.mount: /);
  });
});

describe('the runtime chunk', () => {
  it('an add through the shared store reaches the page as cart-updated then cart-added', async () => {
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await settled();
    const { store } = widgets['add-to-cart'].mount.mock.calls[0]![1];
    const seen: string[] = [];
    document.addEventListener(CART_EVENT.updated, () => seen.push('updated'));
    document.addEventListener(CART_EVENT.added, () => seen.push('added'));
    await store.getState().addEntry({ itemId: 'a', sku: '1', quantity: 1 });
    expect(seen).toEqual(['updated', 'added']);
    expect(kit.cart.get()).toEqual(addedCart);
  });
});

describe('the view cart event', () => {
  const cartPage = '<script type="application/json" id="page-context">{"pageType":200,"website":{"id":"w1"}}</script>';
  let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;
  const events = () => beacon.mock.calls.map(([, body]) => Object.fromEntries(new URLSearchParams(String(body))));

  beforeEach(() => {
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    document.cookie = 'SS_MID=census-1; path=/';
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('is sent once from the cart page, with the cart, once it has loaded', async () => {
    document.cookie = 'CART=token-1; path=/';
    start(cartPage);
    await eventually(() => expect(kit.cart.get()).toEqual(addedCart));
    await kit.mount();
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'view_cart',
        data: JSON.stringify({
          cartId: addedCart.id,
          totalQuantity: 2,
          subtotalCents: addedCart.subtotalCents,
          websiteId: 'w1',
          environment: 'staging',
        }),
      }),
    ]);
  });

  it('is not sent from other pages', async () => {
    document.cookie = 'CART=token-1; path=/';
    start(cartPage.replace('200', '50'));
    await eventually(() => expect(kit.cart.get()).toEqual(addedCart));
    expect(events()).toEqual([]);
  });
});

describe('census calls', () => {
  it('go out through the telemetry chunk’s census, with the page’s hit data', async () => {
    start(
      '<script type="application/json" id="page-context">{"pageType":50,"website":{"id":"w1"}}</script>' +
        '<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>',
    );
    await settled();
    const { census } = widgets['add-to-cart'].mount.mock.calls[0]![1];
    census({ kind: 'form-render', data: { formId: 'f1' } });

    const sent = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/census/'));
    await eventually(() => expect(sent()).toHaveLength(1));
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/census/form-render');
    expect(JSON.parse(new URLSearchParams(String(init?.body)).get('data') ?? '')).toMatchObject({ formId: 'f1', websiteId: 'w1' });
  });

  it('are dropped without a word when the telemetry chunk cannot load', async () => {
    start('<button data-widget="add-to-cart" data-item-id="a" data-sku="1">Add</button>');
    await settled();
    telemetryChunk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { census } = widgets['add-to-cart'].mount.mock.calls[0]![1];
    expect(() => census({ kind: 'quick-view', itemId: 'a' })).not.toThrow();
    await eventually(() => expect(telemetryChunk).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('telemetry', () => {
  const runIdleCallbacks = () => idleCallbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));

  it('imports its chunk only after load, once the browser is idle, and starts it with the loader tag and the document', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const tag = document.createElement('script');
    start('<main></main>', tag);
    await settled();
    expect(idleCallbacks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    expect(telemetryChunk).not.toHaveBeenCalled();

    runIdleCallbacks();
    await eventually(() => expect(startTelemetry).toHaveBeenCalledTimes(1));
    expect(startTelemetry.mock.calls[0]![0]).toMatchObject({ script: tag, document });
    expect(telemetryChunk).toHaveBeenCalledTimes(1);
  });

  it('on a page that has already loaded, waits only for the idle moment', async () => {
    start('<main></main>');
    expect(idleCallbacks).toHaveLength(1);
    expect(telemetryChunk).not.toHaveBeenCalled();
    runIdleCallbacks();
    await eventually(() => expect(startTelemetry).toHaveBeenCalledTimes(1));
  });

  it('starts on a later task where the browser has no requestIdleCallback', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    start('<main></main>');
    expect(telemetryChunk).not.toHaveBeenCalled();
    await eventually(() => expect(startTelemetry).toHaveBeenCalledTimes(1));
  });

  it('a chunk that fails to download is one console error, never thrown', async () => {
    telemetryChunk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start('<main></main>');
    runIdleCallbacks();
    await eventually(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]![0]).toBe('[storefront-kit] telemetry: Failed to fetch dynamically imported module');
  });
});

describe('config from the script tag', () => {
  function script(attributes: Record<string, string>): HTMLScriptElement {
    const tag = document.createElement('script');
    tag.src = '/assets/storefront/storefront.js';
    for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
    return tag;
  }

  it('defaults to "/", the page language, and USD', () => {
    document.documentElement.lang = 'fr-CA';
    expect(readLoaderConfig(script({}), document)).toEqual({ apiRoot: '/', locale: 'fr-CA', currency: 'USD' });
    document.documentElement.lang = '';
    expect(readLoaderConfig(null, document)).toEqual({ apiRoot: '/', locale: 'en-US', currency: 'USD' });
  });

  it('reads data-api-root, data-locale and data-currency', () => {
    expect(
      readLoaderConfig(script({ 'data-api-root': 'https://api.example/shop', 'data-locale': 'ja-jp', 'data-currency': 'jpy' }), document),
    ).toEqual({
      apiRoot: 'https://api.example/shop/',
      locale: 'ja-JP',
      currency: 'JPY',
    });
  });

  it('reads data-captcha-script as an absolute address', () => {
    expect(readLoaderConfig(script({ 'data-captcha-script': '/captcha/enterprise.js' }), document).captchaScriptUrl).toBe(
      new URL('/captcha/enterprise.js', document.baseURI).href,
    );
    expect(readLoaderConfig(script({}), document)).not.toHaveProperty('captchaScriptUrl');
  });

  it('refuses a captcha script that is not an http(s) address, naming the attribute', () => {
    expect(readLoaderConfig(script({ 'data-captcha-script': 'javascript:alert(1)' }), document)).not.toHaveProperty('captchaScriptUrl');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toContain('data-captcha-script "javascript:alert(1)" is not an http(s) address');
  });

  it('reports an unusable value once, naming the attribute, and uses the default', () => {
    expect(readLoaderConfig(script({ 'data-currency': 'dollars' }), document).currency).toBe('USD');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      '[storefront-kit] <script src="/assets/storefront/storefront.js">: data-currency "dollars" is not a 3-letter currency code; using USD',
    );
  });
});
