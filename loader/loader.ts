import { CART_EVENT, cartMayExist, watchCartChannel, type ShoppingCart } from '../src/cart';
import { WIDGET_SELECTOR, widgetNameOf } from './markup';
import { describeElement, messageOf, reportProblem } from './report';
import type { RuntimeModule, StorefrontKit, TelemetryModule, WidgetModule, WidgetRuntime } from './types';

/** How the loader fetches its chunks; the build wires these to hashed files beside the loader. */
export interface LoaderChunks {
  readonly runtime: () => Promise<RuntimeModule>;
  readonly popover: () => Promise<WidgetModule>;
  readonly telemetry: () => Promise<TelemetryModule>;
  /** One loader per `data-widget` name a page may use. */
  readonly widgets: Readonly<Record<string, () => Promise<WidgetModule>>>;
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

type MountState = 'pending' | 'failed' | (() => void);

// On a page that is never idle, telemetry still starts this long after load.
const TELEMETRY_IDLE_TIMEOUT_MS = 2000;
// The pill is invisible without a cart, so its chunk (and React with it) waits until one exists.
const CART_PILL = 'cart-pill';

/**
 * Starts the storefront on a page: mounts every `[data-widget]` (and engine product markup) once, follows markup added and
 * removed later, opens the cart popover on each add, and returns the `window.StorefrontKit` API.
 * Nothing it does throws into the host page; every problem is one `[storefront-kit]` console error.
 */
export function startLoader(options: LoaderOptions): StorefrontKit {
  const { document: doc, chunks, signal } = options;
  const states = new WeakMap<Element, MountState>();
  const waitingForCart = new Set<HTMLElement>();
  let cart: ShoppingCart | null = null;
  let runtime: Promise<WidgetRuntime> | undefined;
  let popover: Promise<void> | undefined;

  const startRuntime = (): Promise<WidgetRuntime> =>
    (runtime ??= chunks.runtime().then((module) => module.startRuntime(options)));
  const hasCart = (): boolean => (cart?.totalQuantity ?? 0) > 0 || cartMayExist(doc.cookie);

  async function mountElement(element: HTMLElement): Promise<void> {
    if (states.has(element) || waitingForCart.has(element)) return;
    const name = widgetNameOf(element);
    const load = Object.hasOwn(chunks.widgets, name) ? chunks.widgets[name] : undefined;
    if (load === undefined) {
      states.set(element, 'failed');
      reportProblem(describeElement(element), `data-widget "${name}" is not a widget this script knows`, element);
      return;
    }
    if (name === CART_PILL && !hasCart()) {
      waitingForCart.add(element);
      return;
    }
    states.set(element, 'pending');
    try {
      const [widget, widgetRuntime] = await Promise.all([load(), startRuntime()]);
      // Removed (or already mounted by an earlier call) while the chunk was on its way.
      if (states.get(element) !== 'pending' || !element.isConnected) return;
      states.set(element, widget.mount(element, widgetRuntime));
    } catch (error) {
      states.set(element, 'failed');
      reportProblem(describeElement(element), messageOf(error), element);
    }
  }

  function unmountElement(element: HTMLElement): void {
    // A node moved within the page is removed and re-added in one batch: it stays mounted.
    if (element.isConnected) return;
    waitingForCart.delete(element);
    const state = states.get(element);
    states.delete(element);
    if (typeof state !== 'function') return;
    try {
      state();
    } catch (error) {
      reportProblem(describeElement(element), messageOf(error), element);
    }
  }

  function widgetsIn(root: ParentNode): HTMLElement[] {
    const found = [...root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)];
    if (root instanceof HTMLElement && root.matches(WIDGET_SELECTOR)) found.unshift(root);
    return found;
  }

  const mountAll = (root: ParentNode): Promise<void> => Promise.all(widgetsIn(root).map(mountElement)).then(() => undefined);

  function mountWaitingPills(): void {
    if (!hasCart()) return;
    for (const element of waitingForCart) {
      waitingForCart.delete(element);
      if (element.isConnected) void mountElement(element);
    }
  }

  function openPopover(): Promise<void> {
    const container = doc.createElement('div');
    doc.body.append(container);
    return Promise.all([chunks.popover(), startRuntime()])
      .then(([widget, widgetRuntime]) => void widget.mount(container, widgetRuntime))
      .catch((error: unknown) => reportProblem('cart popover', messageOf(error)));
  }

  const listening = signal && { signal };
  doc.addEventListener(
    CART_EVENT.updated,
    (event) => {
      cart = (event as CustomEvent<ShoppingCart>).detail;
      mountWaitingPills();
    },
    listening,
  );
  doc.addEventListener(CART_EVENT.added, () => void (popover ??= openPopover()), listening);
  // A cart created in another tab: the CART cookie now exists here too.
  const stopWatchingTabs = watchCartChannel(options.window, () => {
    if (!hasCart()) return;
    void startRuntime();
    mountWaitingPills();
  });

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof HTMLElement) widgetsIn(node).forEach(unmountElement);
      for (const node of record.addedNodes) if (node instanceof HTMLElement) widgetsIn(node).forEach((element) => void mountElement(element));
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  signal?.addEventListener('abort', () => {
    observer.disconnect();
    stopWatchingTabs();
  });

  // Telemetry is nobody's critical path: its chunk is imported after load, once the browser is idle
  // (at most TELEMETRY_IDLE_TIMEOUT_MS later), or on the next task where there is no requestIdleCallback.
  const win = options.window;
  const startTelemetry = () =>
    chunks
      .telemetry()
      .then((module) => module.startTelemetry(options))
      .catch((error: unknown) => reportProblem('telemetry', messageOf(error)));
  const whenIdle = () => win.requestIdleCallback?.(startTelemetry, { timeout: TELEMETRY_IDLE_TIMEOUT_MS }) ?? win.setTimeout(startTelemetry);
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
    mount(root = doc) {
      if (typeof (root as Partial<ParentNode> | null)?.querySelectorAll !== 'function') {
        reportProblem('StorefrontKit.mount', 'root must be a document or an element');
        return Promise.resolve();
      }
      return mountAll(root);
    },
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
