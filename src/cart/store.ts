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

/** Throws a `TypeError` naming `name` unless `value` is a non-empty string. */
function validateId(value: string, name: string): void {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} must be a non-empty string`);
}

function validateQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError(`quantity must be a whole number of at least 1, got ${String(quantity)}`);
}

function validateAddEntryInput(input: AddEntryInput): void {
  validateId(input.itemId, 'itemId');
  validateId(input.sku, 'sku');
  validateQuantity(input.quantity);
  if (input.additionalFields !== undefined && typeof input.additionalFields !== 'string') {
    throw new TypeError('additionalFields must be a JSON string');
  }
}

function validateUpdateInput(input: UpdateAdditionalFieldsInput): void {
  validateId(input.entryId, 'entryId');
  validateId(input.itemId, 'itemId');
  validateId(input.sku, 'sku');
  if (typeof input.additionalFields !== 'string') throw new TypeError('additionalFields must be a JSON string');
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

    /**
     * Reads the cart and takes it, unless a newer cart arrived meanwhile; `share` tells the other
     * tabs. Never rejects: a failure is recorded and the cart kept.
     */
    async function readCart(share: boolean): Promise<void> {
      const startedAt = revision;
      try {
        const cart = await recalculating(() => client.get<ShoppingCart>(CART_PATH, { searchParams: { calculateSubtotal: 'true' } }));
        if (revision !== startedAt) return;
        revision++;
        set({ cart, status: 'ready', loadError: null });
        if (share) channel?.post(cart);
      } catch (error) {
        console.error('[storefront-kit] Could not load the cart.', error);
        set({ status: 'failed', loadError: error as PlatformError });
      }
    }

    async function loadOnce(): Promise<ShoppingCart | null> {
      if (!cartMayExist(readCookies())) {
        set({ status: 'ready' });
      } else {
        set({ status: 'loading' });
        await readCart(false);
      }
      return store.getState().cart;
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
          // Answers may have arrived in another order than the platform applied them: read the cart again.
          void readCart(true);
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
        validateId(input.entryId, 'entryId');
        validateQuantity(input.quantity);
        return write(() => client.put<UpdateEntryQuantityResult>(`${entryPath(input.entryId)}/quantity`, { quantity: input.quantity }));
      },
      async removeEntry(entryId) {
        validateId(entryId, 'entryId');
        return write(() => client.delete<RemoveEntryResult>(entryPath(entryId)));
      },
      async restoreEntry(entryId) {
        validateId(entryId, 'entryId');
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
