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
  /** The posting channel, so it can ignore its own message when it comes back through the watcher. */
  readonly from: string;
}

/**
 * Calls `listener` with every message posted on the cart channel by another channel, in another
 * tab or this one; returns the function that stops watching. Messages arrive through a
 * BroadcastChannel where the browser has one, else as `storage` events on a localStorage key.
 * This is the receiving half alone, small enough for the loader, which only needs to know that a
 * cart may now exist.
 */
export function watchCartChannel(host: CartChannelHost, listener: (message: unknown) => void): () => void {
  const Broadcast = host.BroadcastChannel;
  if (typeof Broadcast === 'function') {
    const channel = new Broadcast(CART_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => listener(event.data);
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_CHANNEL_NAME || event.newValue === null) return;
    try {
      listener(JSON.parse(event.newValue));
    } catch {
      // Not ours to read; another script wrote the key.
    }
  };
  host.addEventListener('storage', onStorage);
  return () => host.removeEventListener('storage', onStorage);
}

// Another tab may run an older or newer bundle; only a message that carries a cart is trusted.
function cartFrom(message: unknown, self: string): ShoppingCart | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { cart, from } = message as Partial<CartMessage>;
  if (from === self || typeof cart !== 'object' || cart === null) return undefined;
  return typeof cart.totalQuantity === 'number' && Array.isArray(cart.entries) ? cart : undefined;
}

/**
 * Opens the cross-tab channel the cart store uses: storage events fire in every other tab of the
 * origin, never in this one. Storage failures (private mode, quota, disabled storage) are warned
 * about and ignored.
 */
export function createCartChannel(host: CartChannelHost = globalThis as unknown as CartChannelHost): CartChannel {
  const self = Math.random().toString(36).slice(2);
  const listeners = new Set<(cart: ShoppingCart) => void>();
  const stopWatching = watchCartChannel(host, (message) => {
    const cart = cartFrom(message, self);
    if (cart !== undefined) for (const listener of listeners) listener(cart);
  });
  const Broadcast = host.BroadcastChannel;
  const outgoing = typeof Broadcast === 'function' ? new Broadcast(CART_CHANNEL_NAME) : undefined;

  return {
    post(cart) {
      const message: CartMessage = { cart, from: self };
      if (outgoing !== undefined) {
        outgoing.postMessage(message);
        return;
      }
      try {
        // `at` makes every post a change, so posting the same cart twice still reaches other tabs.
        host.localStorage?.setItem(CART_CHANNEL_NAME, JSON.stringify({ ...message, at: Date.now() }));
      } catch (error) {
        console.warn('[storefront-kit] Could not share the cart with other tabs.', error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      stopWatching();
      outgoing?.close();
    },
  };
}
