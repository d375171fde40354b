import { createCartChannel, createCartStore, dispatchCartEvents, type CartStore } from '../src/cart';
import { createPlatformClient } from '../src/platform';
import { PAGE_TYPE, readPageContext } from '../src/site';
import type { TrackingClient, TrackingClientOptions } from '../src/tracking';
import { readLoaderConfig } from './config';
import type { RuntimeOptions, TelemetryModule, WidgetRuntime } from './types';

/**
 * The runtime chunk: one API client and one cart store for the whole page, mirrored onto DOM
 * events, one tracking client, plus the config from the loader's tag and the page context, each
 * read once. The loader imports it the first time a widget or a cart needs it; it holds no React,
 * nor product rules. On the cart page it sends the view cart event once the cart is known.
 */
export function startRuntime(options: RuntimeOptions): WidgetRuntime {
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
  const tracking = borrowTrackingClient(options.chunks.telemetry, { apiRoot: config.apiRoot, pageContext: pageContext ?? {} });
  if (pageContext?.pageType === PAGE_TYPE.showCart) trackCartView(store, tracking);
  void store.getState().load();
  return { config, pageContext, store, client, tracking };
}

/**
 * A tracking client whose code stays in the telemetry chunk, which the loader imports after load
 * anyway: the first event imports it (the browser shares the module with the loader's import),
 * so the runtime and the widgets carry none of it. Never throws; events wait for the chunk.
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
