import type { ShoppingCart } from './types';

/** The BroadcastChannel name, and the localStorage key of the fallback, shared by every tab. */
export const CART_CHANNEL_NAME = 'storefront-kit:cart';

/** Carries cart changes between the shopper's open tabs of the same site. */
export interface CartChannel {
  /** Tells the other tabs about a cart this tab changed. */
  post(cart: ShoppingCart): void;
  /** Calls `listener` with each cart another tab posts; returns the unsubscribe function. */
  subscribe(listener: (cart: ShoppingCart) => void): () => void;
  close(): void;
}

/** The parts of `window` the channel uses; `BroadcastChannel` absent means the storage fallback. */
export interface CartChannelHost {
  readonly BroadcastChannel?: typeof BroadcastChannel | undefined;
  readonly localStorage?: Storage;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

interface CartMessage {
  readonly cart: ShoppingCart;
}

// Another tab may run an older or newer bundle; only a message that looks like a cart is trusted.
function cartFrom(data: unknown): ShoppingCart | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { cart } = data as Partial<CartMessage>;
  if (typeof cart !== 'object' || cart === null) return undefined;
  return typeof cart.totalQuantity === 'number' && Array.isArray(cart.entries) ? cart : undefined;
}

/**
 * Opens the cross-tab channel: a BroadcastChannel where the browser has one, else `storage`
 * events on a localStorage key (they fire in every other tab of the origin, never in this one).
 * Storage failures (private mode, quota, disabled storage) are warned about and ignored.
 */
export function createCartChannel(host: CartChannelHost = globalThis as unknown as CartChannelHost): CartChannel {
  const listeners = new Set<(cart: ShoppingCart) => void>();
  const deliver = (data: unknown) => {
    const cart = cartFrom(data);
    if (cart !== undefined) for (const listener of listeners) listener(cart);
  };
  const subscribe = (listener: (cart: ShoppingCart) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const Broadcast = host.BroadcastChannel;
  if (typeof Broadcast === 'function') {
    const channel = new Broadcast(CART_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (cart) => channel.postMessage({ cart } satisfies CartMessage),
      subscribe,
      close: () => channel.close(),
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_CHANNEL_NAME || event.newValue === null) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not ours to read; another script wrote the key.
    }
  };
  host.addEventListener('storage', onStorage);
  return {
    post(cart) {
      try {
        // `at` makes every post a change, so posting the same cart twice still reaches other tabs.
        host.localStorage?.setItem(CART_CHANNEL_NAME, JSON.stringify({ cart, at: Date.now() }));
      } catch (error) {
        console.warn('[storefront-kit] Could not share the cart with other tabs.', error);
      }
    },
    subscribe,
    close: () => host.removeEventListener('storage', onStorage),
  };
}
