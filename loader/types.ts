import type { CartStore, ShoppingCart } from '../src/cart';
import type { PlatformClient } from '../src/platform';
import type { PageContext } from '../src/site';

/** What the loader read from its own `<script>` tag. */
export interface StorefrontConfig {
  /** `data-api-root`, always ending in `/`. @default '/' */
  readonly apiRoot: string;
  /** `data-locale`. @default `<html lang>`, else 'en-US' */
  readonly locale: string;
  /** `data-currency`, an ISO 4217 code. @default 'USD' */
  readonly currency: string;
}

/** What every widget is given when it mounts: one config, one page context, one API client, one cart store. */
export interface WidgetRuntime {
  readonly config: StorefrontConfig;
  readonly pageContext: PageContext | null;
  readonly client: PlatformClient;
  readonly store: CartStore;
}

/** Turns a host element into a live widget and returns the function that takes it down again. */
export type MountWidget = (element: HTMLElement, runtime: WidgetRuntime) => () => void;

/** The shape of every widget chunk. `mount` throws a `TypeError` naming the attribute it rejects. */
export interface WidgetModule {
  readonly mount: MountWidget;
}

export interface RuntimeOptions {
  /** The loader's own tag, whose data attributes are the config. */
  readonly script: HTMLScriptElement | null;
  readonly document: Document;
  readonly window: Window;
}

/** The shape of the runtime chunk: the API client and cart store, without React. */
export interface RuntimeModule {
  startRuntime(options: RuntimeOptions): WidgetRuntime;
}

/** `window.StorefrontKit`: the page's way in for templates without React. */
export interface StorefrontKit {
  readonly version: string;
  /** Mounts every `[data-widget]` in `root` (itself included) not mounted yet; settles when they have. */
  mount(root?: ParentNode): Promise<void>;
  readonly cart: {
    /** The current cart, or `null` while none is known (no cart yet, or not loaded yet). */
    get(): ShoppingCart | null;
    /** Calls `listener` with every new cart; returns the unsubscribe function. */
    subscribe(listener: (cart: ShoppingCart) => void): () => void;
  };
}

declare global {
  interface Window {
    StorefrontKit?: StorefrontKit;
  }
}
