import type { ShoppingCart } from './types';

/** The BroadcastChannel name shared by every tab. */
export const CART_CHANNEL_NAME = 'storefront-kit:cart';

/** Carries cart changes between the shopper's open tabs of the same site. */
export interface CartChannel {
  /** Tells the other tabs about a cart this tab changed. */
  post(cart: ShoppingCart): void;
  /** Calls `listener` with each cart another tab posts; returns the unsubscribe function. */
  subscribe(listener: (cart: ShoppingCart) => void): () => void;
  close(): void;
}

/**
 * The part of `window` the channel uses. Every browser the storefront supports has
 * BroadcastChannel; one without it keeps each tab's cart to itself until the tab loads the cart again.
 */
export type CartChannelHost = Window | { readonly BroadcastChannel?: typeof BroadcastChannel | undefined };

/** The host's BroadcastChannel, which the DOM's types list on the global scope but not on `Window`. */
function broadcastOf(host: CartChannelHost): typeof BroadcastChannel | undefined {
  return (host as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
}

interface CartMessage {
  readonly cart: ShoppingCart;
  /** The posting channel, so it can ignore its own message when it comes back through the watcher. */
  readonly from: string;
}

/**
 * Calls `listener` with every message posted on the cart channel by another channel, in another
 * tab or this one; returns the function that stops watching. This is the receiving half alone, small enough for the loader, which only needs to know that a
 * cart may now exist.
 */
export function watchCartChannel(host: CartChannelHost, listener: (message: unknown) => void): () => void {
  const Broadcast = broadcastOf(host);
  if (typeof Broadcast !== 'function') return () => undefined;
  const channel = new Broadcast(CART_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => listener(event.data);
  return () => channel.close();
}

// Another tab may run an older or newer bundle; only a message that carries a cart is trusted.
function cartFrom(message: unknown, self: string): ShoppingCart | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { cart, from } = message as Partial<CartMessage>;
  if (from === self || typeof cart !== 'object' || cart === null) return undefined;
  return typeof cart.totalQuantity === 'number' && Array.isArray(cart.entries) ? cart : undefined;
}

/** Opens the cross-tab channel the cart store uses. */
export function createCartChannel(host: CartChannelHost = globalThis as unknown as CartChannelHost): CartChannel {
  const self = Math.random().toString(36).slice(2);
  const listeners = new Set<(cart: ShoppingCart) => void>();
  const stopWatching = watchCartChannel(host, (message) => {
    const cart = cartFrom(message, self);
    if (cart !== undefined) for (const listener of listeners) listener(cart);
  });
  const Broadcast = broadcastOf(host);
  const outgoing = typeof Broadcast === 'function' ? new Broadcast(CART_CHANNEL_NAME) : undefined;

  return {
    post(cart) {
      const message: CartMessage = { cart, from: self };
      outgoing?.postMessage(message);
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
