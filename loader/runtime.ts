import { createCartChannel, createCartStore, dispatchCartEvents } from '../src/cart';
import { createPlatformClient } from '../src/platform';
import { readPageContext } from '../src/site';
import { readLoaderConfig } from './config';
import type { RuntimeOptions, WidgetRuntime } from './types';

/**
 * The runtime chunk: one API client and one cart store for the whole page, mirrored onto DOM
 * events, plus the config from the loader's tag and the page context, each read once. The loader
 * imports it the first time a widget or a cart needs it; it holds no React, nor product rules.
 */
export function startRuntime(options: RuntimeOptions): WidgetRuntime {
  const { document: doc } = options;
  const config = readLoaderConfig(options.script, doc);
  const client = createPlatformClient({ apiRoot: config.apiRoot, baseUrl: doc.baseURI });
  const store = createCartStore({
    client,
    channel: createCartChannel(options.window),
    readCookies: () => doc.cookie,
  });
  dispatchCartEvents(store, doc);
  void store.getState().load();
  return { config, pageContext: readPageContext(doc), client, store };
}
