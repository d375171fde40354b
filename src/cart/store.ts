import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PlatformClient, PlatformError } from '../platform';
import type { CartChannel } from './cross-tab';
import { cartMayExist } from './load-rule';
import type {
  AddEntryInput,
  AddEntryResult,
  CartEntry,
  RemoveEntryResult,
  RestoreEntryResult,
  ShoppingCart,
  UpdateAdditionalFieldsInput,
  UpdateAdditionalFieldsResult,
  UpdateEntryQuantityInput,
  UpdateEntryQuantityResult,
} from './types';

const CART_PATH = 'api/commerce/shopping-cart';
const ENTRIES_PATH = 'api/commerce/shopping-cart/entries';

/** `idle` before the first load; `ready` once the store knows the cart (or that there is none). */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The "added" event: what the shopper just put in the cart, in this tab. */
export interface CartAdded {
  readonly entry: CartEntry;
  readonly cart: ShoppingCart;
  /** Grows with every add, so adding the same entry twice is still two events. */
  readonly sequence: number;
}

export interface CartState {
  /** The shopper's cart; `null` while none is known (not loaded yet, or the visitor has none). */
  readonly cart: ShoppingCart | null;
  readonly status: CartStatus;
  /** Set when the platform starts recalculating the cart (a load or an add), cleared when all end. */
  readonly isRecalculating: boolean;
  /** The latest add in this tab; the cart popover opens on each new one. */
  readonly lastAdded: CartAdded | null;
  /** Why the last load failed; the store keeps the previous cart meanwhile. */
  readonly loadError: PlatformError | null;
  /**
   * Loads the cart when one may exist (authenticated visitor or a CART cookie). Never rejects:
   * a failure sets `status: 'failed'` and `loadError`. Concurrent calls share one request.
   */
  load(): Promise<ShoppingCart | null>;
  /** Adds an entry; rejects with a `PlatformError` whose `shopperMessage` is what to show. */
  addEntry(input: AddEntryInput): Promise<AddEntryResult>;
  /** Replaces an entry's additional-fields answers; rejects like `addEntry`. */
  updateAdditionalFields(input: UpdateAdditionalFieldsInput): Promise<UpdateAdditionalFieldsResult>;
  /** Sets an entry's quantity (the platform checks stock); rejects like `addEntry`. */
  updateEntryQuantity(input: UpdateEntryQuantityInput): Promise<UpdateEntryQuantityResult>;
  /** Takes an entry out of the cart; rejects like `addEntry`. */
  removeEntry(entryId: string): Promise<RemoveEntryResult>;
  /** Puts an entry removed a moment ago back where it was (an undo); rejects like `addEntry`. */
  restoreEntry(entryId: string): Promise<RestoreEntryResult>;
}

export type CartStore = StoreApi<CartState>;

export interface CartStoreOptions {
  readonly client: PlatformClient;
  /** Shares changes with the shopper's other tabs. @default no sharing */
  readonly channel?: CartChannel;
  /** The cookie string the load rule reads. @default () => document.cookie */
  readonly readCookies?: () => string;
}

function validateAddEntryInput(input: AddEntryInput): void {
  if (typeof input.itemId !== 'string' || input.itemId === '') throw new TypeError('itemId must be a non-empty string');
  if (typeof input.sku !== 'string' || input.sku === '') throw new TypeError('sku must be a non-empty string');
  if (!Number.isInteger(input.quantity) || input.quantity < 1) {
    throw new RangeError(`quantity must be a whole number of at least 1, got ${String(input.quantity)}`);
  }
  if (input.additionalFields !== undefined && typeof input.additionalFields !== 'string') {
    throw new TypeError('additionalFields must be a JSON string');
  }
}

function validateEntryId(entryId: string): void {
  if (typeof entryId !== 'string' || entryId === '') throw new TypeError('entryId must be a non-empty string');
}

function validateUpdateInput(input: UpdateAdditionalFieldsInput): void {
  validateEntryId(input.entryId);
  if (typeof input.itemId !== 'string' || input.itemId === '') throw new TypeError('itemId must be a non-empty string');
  if (typeof input.sku !== 'string' || input.sku === '') throw new TypeError('sku must be a non-empty string');
  if (typeof input.additionalFields !== 'string') throw new TypeError('additionalFields must be a JSON string');
}

function validateQuantityInput(input: UpdateEntryQuantityInput): void {
  validateEntryId(input.entryId);
  if (!Number.isInteger(input.quantity) || input.quantity < 1) {
    throw new RangeError(`quantity must be a whole number of at least 1, got ${String(input.quantity)}`);
  }
}

/** The path of one entry of the cart: `…/shopping-cart/entries/{entryId}`. */
const entryPath = (entryId: string): string => `${ENTRIES_PATH}/${encodeURIComponent(entryId)}`;

/**
 * Creates the cart store every widget shares (zustand, framework-free). Every write answers the
 * whole cart, which the store takes as it comes; when writes overlap, answers can arrive in another
 * order than the platform applied them, so once the last of them ends the store reads the cart
 * again (a new visitor's two first adds at once, a quick run of quantity changes).
 * @example
 * const store = createCartStore({ client: createPlatformClient(), channel: createCartChannel() });
 * await store.getState().load();
 * store.subscribe((state) => render(state.cart));
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { client, channel } = options;
  const readCookies = options.readCookies ?? (() => globalThis.document?.cookie ?? '');
  let pendingRecalculations = 0;
  let addSequence = 0;
  // Bumped whenever a newer cart arrives, so a load that started earlier cannot overwrite it.
  let revision = 0;
  let inFlightLoad: Promise<ShoppingCart | null> | undefined;
  let writesInFlight = 0;
  let writesOverlapped = false;

  const store = createStore<CartState>()((set) => {
    async function recalculating<T>(work: () => Promise<T>): Promise<T> {
      if (pendingRecalculations++ === 0) set({ isRecalculating: true });
      try {
        return await work();
      } finally {
        if (--pendingRecalculations === 0) set({ isRecalculating: false });
      }
    }

    async function loadOnce(): Promise<ShoppingCart | null> {
      if (!cartMayExist(readCookies())) {
        set({ status: 'ready' });
        return store.getState().cart;
      }
      const startedAt = revision;
      set({ status: 'loading' });
      try {
        const cart = await recalculating(() => client.get<ShoppingCart>(CART_PATH, { searchParams: { calculateSubtotal: 'true' } }));
        if (revision === startedAt) {
          revision++;
          set({ cart, status: 'ready', loadError: null });
        }
      } catch (error) {
        console.error('[storefront-kit] Could not load the cart.', error);
        set({ status: 'failed', loadError: error as PlatformError });
      }
      return store.getState().cart;
    }

    /** Reads the cart after overlapping writes; a write that lands meanwhile is newer and wins. */
    async function readAfterWrites(): Promise<void> {
      const startedAt = revision;
      try {
        const cart = await recalculating(() => client.get<ShoppingCart>(CART_PATH, { searchParams: { calculateSubtotal: 'true' } }));
        if (revision !== startedAt) return;
        revision++;
        set({ cart, status: 'ready', loadError: null });
        channel?.post(cart);
      } catch (error) {
        // The answers already taken stand; the next load or write corrects them.
        console.error('[storefront-kit] Could not read the cart again after changes that overlapped.', error);
      }
    }

    /** Sends one write whose answer carries the whole cart, and takes that cart (plus `also`). */
    async function write<T extends { readonly shoppingCart: ShoppingCart }>(
      send: () => Promise<T>,
      also: (result: T) => Partial<CartState> = () => ({}),
    ): Promise<T> {
      if (writesInFlight++ > 0) writesOverlapped = true;
      try {
        const result = await recalculating(send);
        revision++;
        set({ cart: result.shoppingCart, status: 'ready', ...also(result) });
        channel?.post(result.shoppingCart);
        return result;
      } finally {
        if (--writesInFlight === 0 && writesOverlapped) {
          writesOverlapped = false;
          void readAfterWrites();
        }
      }
    }

    return {
      cart: null,
      status: 'idle',
      isRecalculating: false,
      lastAdded: null,
      loadError: null,
      load() {
        inFlightLoad ??= loadOnce().finally(() => {
          inFlightLoad = undefined;
        });
        return inFlightLoad;
      },
      async addEntry(input) {
        validateAddEntryInput(input);
        const body = {
          itemId: input.itemId,
          sku: input.sku,
          quantity: input.quantity,
          ...(input.additionalFields === undefined ? {} : { additionalFields: input.additionalFields }),
        };
        return write(
          () => client.post<AddEntryResult>(ENTRIES_PATH, body),
          (result) => ({ lastAdded: { entry: result.newlyAdded, cart: result.shoppingCart, sequence: ++addSequence } }),
        );
      },
      async updateAdditionalFields(input) {
        validateUpdateInput(input);
        const body = { itemId: input.itemId, sku: input.sku, additionalFields: input.additionalFields };
        return write(() => client.put<UpdateAdditionalFieldsResult>(`${entryPath(input.entryId)}/additionalFields`, body));
      },
      async updateEntryQuantity(input) {
        validateQuantityInput(input);
        return write(() => client.put<UpdateEntryQuantityResult>(`${entryPath(input.entryId)}/quantity`, { quantity: input.quantity }));
      },
      async removeEntry(entryId) {
        validateEntryId(entryId);
        return write(() => client.delete<RemoveEntryResult>(entryPath(entryId)));
      },
      async restoreEntry(entryId) {
        validateEntryId(entryId);
        return write(() => client.post<RestoreEntryResult>(`${entryPath(entryId)}/restore`));
      },
    };
  });

  channel?.subscribe((cart) => {
    revision++;
    store.setState({ cart, status: 'ready' });
  });

  return store;
}

/** Calls `listener` on every add in this tab; returns the unsubscribe function. */
export function onCartAdded(store: CartStore, listener: (added: CartAdded) => void): () => void {
  return store.subscribe((state, previous) => {
    if (state.lastAdded !== null && state.lastAdded !== previous.lastAdded) listener(state.lastAdded);
  });
}
