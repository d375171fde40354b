import { createCartChannel, createCartStore, dispatchCartEvents, onCartAdded, type CartStore } from '../src/cart';
import { createPlatformClient } from '../src/platform';
import { PAGE_TYPE, readPageContext } from '../src/site';
import { censusRequestOf, type CensusOptions, type TrackingClient, type TrackingClientOptions } from '../src/tracking';
import { readLoaderConfig } from './config';
import { describeElement, widgetNameOf } from './markup';
import { messageOf, reportProblem } from './report';
import type { PageRuntime, RuntimeChunks, RuntimeOptions, TelemetryModule, WidgetModule, WidgetRuntime } from './types';

/**
 * The runtime chunk: one API client and one cart store for the whole page, mirrored onto DOM
 * events, one tracking client and the widgets' census calls, plus the config from the loader's tag
 * and the page context, each read once. It runs the widget chunks it is given (the runtime entry,
 * runtime/index.ts, gives it the build's map; the loader's folder imports no widget): it resolves
 * which widget an element asks for, imports that widget's chunk and mounts it, and it opens the
 * cart popover on the first add. The loader imports it the first time a widget or a cart needs it; it holds no React,
 * nor product rules. On the cart page it sends the view cart event once the cart is known.
 */
export function startRuntime({ chunks, ...options }: RuntimeOptions & { readonly chunks: RuntimeChunks }): PageRuntime {
  const { document: doc } = options;
  const config = readLoaderConfig(options.script, doc);
  const pageContext = readPageContext(doc);
  const client = createPlatformClient({ apiRoot: config.apiRoot, baseUrl: doc.baseURI });
  const store = createCartStore({
    client,
    channel: createCartChannel(options.window),
    readCookies: () => doc.cookie,
  });
  dispatchCartEvents(store, doc);
  const trackingOptions: CensusOptions = { apiRoot: config.apiRoot, pageContext: pageContext ?? {} };
  const tracking = borrowTrackingClient(chunks.telemetry, trackingOptions);
  if (pageContext?.pageType === PAGE_TYPE.showCart) trackCartView(store, tracking);
  const census: WidgetRuntime['census'] = (call) =>
    // A chunk that cannot arrive is the loader's to report; the census fails open.
    void chunks.telemetry().then(
      (module) => module.recordCensus(trackingOptions, censusRequestOf(call)),
      () => undefined,
    );
  const widgetRuntime: WidgetRuntime = { config, pageContext, store, client, tracking, census };
  openPopoverOnFirstAdd(store, doc, () => chunks.popover(), widgetRuntime);
  void store.getState().load();

  // One import per widget chunk for the page, however many elements it mounts: a listing has hundreds.
  // A chunk that could not arrive is asked for again by the next element.
  const loading = new Map<string, Promise<WidgetModule>>();
  const loadWidget = (name: string, load: () => Promise<WidgetModule>): Promise<WidgetModule> => {
    let module = loading.get(name);
    if (module === undefined) {
      module = load();
      module.catch(() => loading.delete(name));
      loading.set(name, module);
    }
    return module;
  };

  return {
    mount(element, wanted) {
      const name = widgetNameOf(element);
      const load = Object.hasOwn(chunks.widgets, name) ? chunks.widgets[name] : undefined;
      const fail = (problem: string): undefined => void reportProblem(describeElement(element), problem, element);
      if (load === undefined) return Promise.resolve(fail(`data-widget "${name}" is not a widget this script knows`));
      // A chunk that cannot load and a widget refusing its element (it throws) end the same way.
      return loadWidget(name, load)
        .then((widget) => {
          if (!wanted()) return undefined;
          const unmount = widget.mount(element, widgetRuntime);
          return () => {
            try {
              unmount();
            } catch (error) {
              fail(messageOf(error));
            }
          };
        })
        .catch((error: unknown) => fail(messageOf(error)));
    },
  };
}

/**
 * The popover is not written in markup: on the first add in this tab its chunk is imported and
 * mounted once, into a container appended to `<body>`; it shows every add from then on.
 */
function openPopoverOnFirstAdd(store: CartStore, doc: Document, load: () => Promise<WidgetModule>, runtime: WidgetRuntime): void {
  const stop = onCartAdded(store, () => {
    stop();
    const container = doc.createElement('div');
    doc.body.append(container);
    load()
      .then((widget) => void widget.mount(container, runtime))
      .catch((error: unknown) => reportProblem('cart popover', messageOf(error)));
  });
}

/**
 * A tracking client whose code stays in the telemetry chunk, which the loader imports after load
 * anyway: the first event imports it (the browser shares the module with the loader's import),
 * so the runtime and the widgets carry none of it; census calls borrow theirs the same way. Never
 * throws; events wait for the chunk.
 */
function borrowTrackingClient(load: () => Promise<TelemetryModule>, options: TrackingClientOptions): WidgetRuntime['tracking'] {
  let client: Promise<TrackingClient> | undefined;
  return {
    track(event, data) {
      client ??= load().then((module) => module.createTrackingClient(options));
      // A chunk that cannot arrive is the loader's to report; analytics fail open.
      client.then(
        (ready) => ready.track(event, data),
        () => undefined,
      );
    },
  };
}

/**
 * View cart, once, when the cart page's cart is first known. A visitor without a cart has nothing
 * to view (and no runtime on a page without widgets), so no event.
 */
function trackCartView(store: CartStore, tracking: WidgetRuntime['tracking']): void {
  const stop = store.subscribe(({ cart }) => {
    if (cart === null || cart.id === '') return;
    stop();
    tracking.track('view_cart', { cartId: cart.id, totalQuantity: cart.totalQuantity, subtotalCents: cart.subtotalCents });
  });
}
