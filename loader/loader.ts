import { CART_EVENT, cartMayExist, hasCartCookie, watchCartChannel, type ShoppingCart } from '../src/cart';
import { LATER_REACT_SELECTOR, PRESS_ATTRIBUTE, WIDGET_SELECTOR } from './markup';
import { messageOf, reportProblem } from './report';
import type { PageRuntime, RuntimeModule, StorefrontKit, TelemetryModule } from './types';

/**
 * How the loader fetches its chunks; the build wires these to hashed files beside the loader. The
 * runtime owns the map of widget chunks it mounts; the loader only asks for their files early (`wave`).
 */
export interface LoaderChunks {
  readonly runtime: () => Promise<RuntimeModule>;
  readonly telemetry: () => Promise<TelemetryModule>;
  /** React and the widgets' shared UI, which every widget chunk imports: fetched early, beside the runtime. */
  readonly react: () => Promise<unknown>;
  /**
   * Per widget selector, its chunk and everything that imports statically (the build writes them):
   * asked for beside the runtime, so a page's widgets arrive in one wave after the loader.
   */
  readonly wave?: readonly (readonly [selector: string, load: () => Promise<unknown>])[];
}

export interface LoaderOptions {
  readonly version: string;
  /** The loader's own tag, for its data attributes. */
  readonly script: HTMLScriptElement | null;
  readonly document: Document;
  readonly window: Window;
  readonly chunks: LoaderChunks;
  /** Stops watching the page and the cart when aborted (a page never needs to; tests and hosts that swap documents do). */
  readonly signal?: AbortSignal;
}

/** An element's mount: under way, failed for good, or done (its unmount function). */
type MountState = Promise<void> | 'failed' | (() => void);

// On a page that is never idle, telemetry still starts this long after load.
const TELEMETRY_IDLE_TIMEOUT_MS = 2000;
// The pill is invisible without a cart, so its chunk (and React with it) waits until one exists.
const CART_PILL = 'cart-pill';
// A widget whose server markup works alone (the header's account link) mounts on its first press.
const ON_PRESS = 'data-mount-on-press';

/**
 * Starts the storefront on a page: mounts every `[data-widget]` (and engine product markup) once
 * through the runtime chunk — one carrying `hidden` once it is shown — follows markup added and
 * removed later, starts telemetry when the browser is idle after load, and returns the
 * `window.StorefrontKit` API. Nothing it does throws into the host page; every problem is one
 * `[storefront-kit]` console error.
 */
export function startLoader(options: LoaderOptions): StorefrontKit {
  const { document: doc, window: win, chunks, signal } = options;
  const states = new WeakMap<Element, MountState>();
  const waitingForCart = new Set<HTMLElement>();
  let cart: ShoppingCart | null = null;
  let runtime: Promise<PageRuntime> | undefined;
  let react: Promise<unknown> | undefined;

  const startRuntime = (): Promise<PageRuntime> =>
    (runtime ??= chunks.runtime().then((module) => module.startRuntime({ script: options.script, document: doc, window: win })));
  const hasCart = (): boolean => !!cart?.totalQuantity || cartMayExist(doc.cookie);
  // A signed-in visitor's cart loads, but the pill (and React) waits until it holds something.
  const showsPill = (): boolean => !!cart?.totalQuantity || hasCartCookie(doc.cookie);

  function mountElement(element: HTMLElement): Promise<void> {
    const state = states.get(element);
    if (state instanceof Promise) return state;
    if (state !== undefined || waitingForCart.has(element)) return Promise.resolve();
    if (element.getAttribute('data-widget') === CART_PILL && !showsPill()) {
      waitingForCart.add(element);
      return Promise.resolve();
    }
    // Its first press mounts it (see `keepPress`).
    if (element.hasAttribute(ON_PRESS)) return Promise.resolve();
    // Almost every widget chunk imports React: asking for it now, beside the runtime, saves a round
    // trip. A failure here is the widget chunk's to report when it imports the same file.
    if (!element.matches(LATER_REACT_SELECTOR)) react ??= chunks.react().catch(() => undefined);
    // Likewise the widget's own chunks, which the runtime would ask for only once it has arrived.
    for (const [selector, load] of chunks.wave ?? []) if (element.matches(selector)) load().catch(() => undefined);
    // Removed (or unmounted) while the chunks were on their way: no longer wanted.
    const wanted = () => states.get(element) === pending && element.isConnected;
    const pending: Promise<void> = startRuntime()
      .then((page) => page.mount(element, wanted))
      .then(
        (unmount) => {
          if (states.get(element) === pending) states.set(element, unmount ?? 'failed');
        },
        (error: unknown) => {
          if (states.get(element) === pending) states.set(element, 'failed');
          reportProblem('runtime', messageOf(error), element);
        },
      );
    states.set(element, pending);
    return pending;
  }

  function unmountElement(element: HTMLElement): void {
    // A node moved within the page is removed and re-added in one batch: it stays mounted.
    if (element.isConnected) return;
    waitingForCart.delete(element);
    const state = states.get(element);
    states.delete(element);
    // The runtime's unmount functions report their own failures.
    if (typeof state === 'function') state();
  }

  function widgetsIn(root: ParentNode): HTMLElement[] {
    const found = [...root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)];
    if (root instanceof HTMLElement && root.matches(WIDGET_SELECTOR)) found.unshift(root);
    return found;
  }

  // A widget element hidden by its own `hidden` attribute (a restock sign-up for a variant not
  // chosen) waits until it is shown: its chunk is not needed before.
  const shownWidgetsIn = (root: ParentNode): HTMLElement[] => widgetsIn(root).filter((element) => !element.hidden);

  const mountAll = (root: ParentNode): Promise<void> => Promise.all(shownWidgetsIn(root).map(mountElement)).then(() => undefined);

  function mountWaitingPills(): void {
    if (!showsPill()) return;
    for (const element of waitingForCart) {
      waitingForCart.delete(element);
      if (element.isConnected) void mountElement(element);
    }
  }

  // A shopper on a slow phone presses Add To Cart while the widget's code is still on its way: the
  // press is kept on the element (PRESS_ATTRIBUTE "kept": once, however often it is repeated) and
  // the widget acts on it when it listens (and marks the element "live"). Only a widget element
  // that is itself the button counts, so a choice in a variant picker or a link in a form goes on
  // as the page wrote it. A widget whose server markup works alone (ON_PRESS) mounts on its first
  // plain press instead, which is held back and played again once it has mounted: the widget
  // takes it, or, if its code could not load, the server's link is followed after all. A press
  // with a modifier key (a new tab) is the browser's.
  const keepPress = (event: Event): void => {
    const target = event.target as Partial<HTMLElement> | null;
    const host = target?.closest?.(WIDGET_SELECTOR);
    const click = event.type === 'click';
    const mouse = event as MouseEvent;
    if (host?.hasAttribute(ON_PRESS)) {
      if (!click || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      event.preventDefault();
      host.removeAttribute(ON_PRESS);
      void mountElement(host as HTMLElement).then(() => target?.click?.());
    } else if (
      // A form sent inside a widget whose code is on its way (the restock sign-up's email and Enter)
      // is kept the same way, on the widget element, and sent by the widget once mounted; a mounted
      // widget's forms, and those of a widget that could not load, are left to it and the browser.
      host &&
      (event.type === 'submit'
        ? states.get(host as HTMLElement) instanceof Promise
        : host.matches('button,[role=button]') &&
          host.getAttribute(PRESS_ATTRIBUTE) !== 'live' &&
          // A real button turns Enter and Space into a click of its own; Space would scroll the page.
          (click || (host.localName !== 'button' && /^(Enter| )$/.test((event as KeyboardEvent).key))))
    ) {
      event.preventDefault();
      host.setAttribute(PRESS_ATTRIBUTE, 'kept');
    }
  };
  const untilAborted = signal && { signal };
  for (const type of ['click', 'keydown', 'submit']) doc.addEventListener(type, keepPress, { capture: true, ...untilAborted });

  doc.addEventListener(
    CART_EVENT.updated,
    (event) => {
      cart = (event as CustomEvent<ShoppingCart>).detail;
      mountWaitingPills();
    },
    untilAborted,
  );
  // A cart created in another tab: the CART cookie now exists here too.
  const stopWatchingTabs = watchCartChannel(win, () => {
    if (!hasCart()) return;
    void startRuntime();
    mountWaitingPills();
  });

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof HTMLElement) widgetsIn(node).forEach(unmountElement);
      // A changed `hidden` attribute names its element as the target: mounted if now shown.
      for (const node of record.type === 'attributes' ? [record.target] : record.addedNodes) {
        if (node instanceof HTMLElement) shownWidgetsIn(node).forEach((element) => void mountElement(element));
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributeFilter: ['hidden'] });
  signal?.addEventListener('abort', () => {
    observer.disconnect();
    stopWatchingTabs();
  });

  // Telemetry is nobody's critical path: its chunk is imported after load, once the browser is idle
  // (at most TELEMETRY_IDLE_TIMEOUT_MS later), or on the next task where there is no requestIdleCallback.
  const startTelemetry = () =>
    chunks
      .telemetry()
      .then((module) => module.startTelemetry(options))
      .catch((error: unknown) => reportProblem('telemetry', messageOf(error)));
  const whenIdle = () =>
    win.requestIdleCallback?.(startTelemetry, { timeout: TELEMETRY_IDLE_TIMEOUT_MS }) ?? win.setTimeout(startTelemetry);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle);

  // Without a visible widget the cart still loads when one exists, so DOM events and cart.get() work.
  if (hasCart()) void startRuntime().catch((error: unknown) => reportProblem('cart', messageOf(error)));
  const mountPage = () => void mountAll(doc);
  // DOMContentLoaded, like load, fires once per document: its listener needs no `once`.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', mountPage);
  else mountPage();

  return {
    version: options.version,
    // Whatever `root` is, the page gets a promise: a root that is not a node is reported.
    mount: (root = doc) =>
      Promise.resolve(root)
        .then(mountAll)
        .catch((error: unknown) => reportProblem('StorefrontKit.mount', 'root must be a document or an element', error)),
    cart: {
      get: () => cart,
      subscribe(listener) {
        const onUpdated = (event: Event) => listener((event as CustomEvent<ShoppingCart>).detail);
        doc.addEventListener(CART_EVENT.updated, onUpdated);
        return () => doc.removeEventListener(CART_EVENT.updated, onUpdated);
      },
    },
  };
}
