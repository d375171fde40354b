import type { CartStore, ShoppingCart } from '../src/cart';
import type { PlatformClient } from '../src/platform';
import type { PageContext } from '../src/site';
import type { CensusCall, CensusOptions, CensusRequest, TrackingClient, TrackingClientOptions } from '../src/tracking';

/** What the loader read from its own `<script>` tag. */
export interface StorefrontConfig {
  /** `data-api-root`, always ending in `/`. @default '/' */
  readonly apiRoot: string;
  /** `data-locale`. @default `<html lang>`, else 'en-US' */
  readonly locale: string;
  /** `data-currency`, an ISO 4217 code. @default 'USD' */
  readonly currency: string;
  /**
   * `data-captcha-script`, as an absolute URL: where protected forms load the captcha provider's
   * script from. Absent: the provider's own address (`DEFAULT_CAPTCHA_SCRIPT_URL` in src/captcha).
   */
  readonly captchaScriptUrl?: string;
}

/** What every widget is given when it mounts: one config, one page context, one cart store, one API client, one tracking client. */
export interface WidgetRuntime {
  readonly config: StorefrontConfig;
  readonly pageContext: PageContext | null;
  readonly store: CartStore;
  /** The page's one platform API client; widgets that call the platform beyond the cart use it. */
  readonly client: PlatformClient;
  /** Shopping events (spec 000 §7): sent by beacon, only when the census cookie exists; never throws. */
  readonly tracking: Pick<TrackingClient, 'track'>;
  /** Census calls (spec 000 §7): a form shown, a quick view opened …; never throws, failures ignored. */
  readonly census: (call: CensusCall) => void;
}

/** Turns a host element into a live widget and returns the function that takes it down again. */
export type MountWidget = (element: HTMLElement, runtime: WidgetRuntime) => () => void;

/** The shape of every widget chunk. `mount` throws a `TypeError` naming the attribute it rejects. */
export interface WidgetModule {
  readonly mount: MountWidget;
}

/** Where the runtime gets the chunks it imports; tests hand it stand-ins. */
export interface RuntimeChunks {
  /** One loader per widget name (`data-widget`, or the one an engine class maps to). */
  readonly widgets: Readonly<Record<string, () => Promise<WidgetModule>>>;
  /** The cart popover, which the runtime opens itself on the first add. */
  readonly popover: () => Promise<WidgetModule>;
  /** The telemetry chunk holds the tracking and census code; the runtime imports it on the first event or call. */
  readonly telemetry: () => Promise<TelemetryModule>;
}

export interface RuntimeOptions {
  /** The loader's own tag, whose data attributes are the config. */
  readonly script: HTMLScriptElement | null;
  readonly document: Document;
  readonly window: Window;
  /** @default RUNTIME_CHUNKS, the build's own chunks, which the runtime entry (runtime/index.ts) supplies */
  readonly chunks?: RuntimeChunks;
}

/** What the runtime chunk gives the loader: the one way to mount a widget element. */
export interface PageRuntime {
  /**
   * Mounts the widget `element` asks for (its `data-widget`, else its engine class): imports that
   * widget's chunk, then mounts unless `wanted()` has turned false meanwhile (the element left the
   * page). Resolves with the function that unmounts it, or `undefined` when nothing was mounted; an
   * unknown widget name, a chunk that cannot load and a widget refusing its element are each one
   * console error. Never rejects.
   */
  mount(element: HTMLElement, wanted: () => boolean): Promise<(() => void) | undefined>;
}

/** The shape of the runtime chunk: the API client, the cart store and the widget chunk map, without React. */
export interface RuntimeModule {
  startRuntime(options: RuntimeOptions): PageRuntime;
}

export interface TelemetryChunkOptions {
  /** The loader's own tag: `data-api-root`, `data-session-replay-script`, and `data-collector-delay` for tests. */
  readonly script: HTMLScriptElement | null;
  readonly document: Document;
}

/** The shape of the telemetry chunk: census, shopping events, collector and error reporter, started once. */
export interface TelemetryModule {
  startTelemetry(options: TelemetryChunkOptions): void;
  /** The one place the shopping-events client's code lives; the runtime borrows it from here. */
  createTrackingClient(options: TrackingClientOptions): TrackingClient;
  /** Likewise the census's; the runtime turns a widget's call into its request. */
  recordCensus(options: CensusOptions, request: CensusRequest): Promise<void>;
}

export interface SessionReplayChunkOptions {
  /** The loader's own tag: `data-session-replay-script` and `data-session-replay-sample`. */
  readonly script: HTMLScriptElement;
  readonly pageContext: PageContext;
  /** GETs a platform path written `/api/...` under the API root, through the telemetry chunk's transport. */
  readonly getApi: (path: string) => Promise<Response>;
}

/** The shape of the session replay chunk, which the telemetry chunk imports when the tag names a replay script. */
export interface SessionReplayModule {
  /** Resolves whether replay started; never rejects. */
  startSessionReplay(options: SessionReplayChunkOptions): Promise<boolean>;
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
