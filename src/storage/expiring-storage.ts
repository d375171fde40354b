import { readCookie, writeCookie } from '../site';

export interface StoredItemOptions {
  /** The item's lifetime; read after it, the item is gone. Kept until removed when absent. */
  expiresInMs?: number;
}

/** Key/value storage of JSON values with an optional expiry. Storage errors are warned about and ignored. */
export interface ExpiringStorage {
  /** The stored value, or `undefined` when absent, expired (and then removed) or unreadable. */
  get(key: string): unknown;
  /** @throws RangeError when `expiresInMs` is not a positive number. */
  set(key: string, value: unknown, options?: StoredItemOptions): void;
  remove(key: string): void;
}

interface StoredItem {
  value: unknown;
  /** Epoch milliseconds. */
  expiresAt?: number;
}

interface Backend {
  read(key: string): string | undefined;
  write(key: string, text: string, expiresInMs: number | undefined): void;
  remove(key: string): void;
}

/** Browsers cap a cookie's life at 400 days; a kept-until-removed item lives that long in the fallback. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Expiring storage over localStorage (or sessionStorage), falling back to cookies when that storage
 * is unavailable (disabled, sandboxed, or refusing writes). Nothing is touched until first use.
 */
export function createExpiringStorage(area: 'local' | 'session' = 'local'): ExpiringStorage {
  let backend: Backend | undefined;
  // The host page shares this storage: our keys carry a prefix so neither side overwrites the other.
  const use = (): Backend => (backend ??= prefixed(webStorage(area) ?? cookieStorage(area)));
  const warn = (action: string, key: string, error: unknown): void =>
    console.warn(`[storefront-kit] storage: could not ${action} "${key}"; carrying on without it`, error);

  return {
    get(key) {
      try {
        const text = use().read(key);
        if (text === undefined) return undefined;
        const item = JSON.parse(text) as StoredItem;
        if (item.expiresAt !== undefined && item.expiresAt <= Date.now()) {
          use().remove(key);
          return undefined;
        }
        return item.value;
      } catch (error) {
        warn('read', key, error);
        return undefined;
      }
    },
    set(key, value, { expiresInMs } = {}) {
      if (expiresInMs !== undefined && !(expiresInMs > 0))
        throw new RangeError(`expiresInMs must be a positive number of milliseconds, got ${expiresInMs}`);
      try {
        const item: StoredItem = { value, ...(expiresInMs !== undefined && { expiresAt: Date.now() + expiresInMs }) };
        use().write(key, JSON.stringify(item), expiresInMs);
      } catch (error) {
        warn('write', key, error);
      }
    },
    remove(key) {
      try {
        use().remove(key);
      } catch (error) {
        warn('remove', key, error);
      }
    },
  };
}

/** The key every item is stored under: `storefront-kit:{key}`. */
const STORAGE_KEY_PREFIX = 'storefront-kit:';

function prefixed(backend: Backend): Backend {
  return {
    read: (key) => backend.read(STORAGE_KEY_PREFIX + key),
    write: (key, text, expiresInMs) => backend.write(STORAGE_KEY_PREFIX + key, text, expiresInMs),
    remove: (key) => backend.remove(STORAGE_KEY_PREFIX + key),
  };
}

function webStorage(area: 'local' | 'session'): Backend | undefined {
  try {
    // Reading the property can throw (blocked storage), and so can writing (Safari's old private mode).
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    const probe = '__storefront-kit-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      read: (key) => storage.getItem(key) ?? undefined,
      write: (key, text) => storage.setItem(key, text),
      remove: (key) => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}

function cookieStorage(area: 'local' | 'session'): Backend {
  const name = (key: string): string => encodeURIComponent(key);
  return {
    read: (key) => readCookie(name(key)),
    write: (key, text, expiresInMs) => {
      const maxAgeSeconds =
        expiresInMs !== undefined ? Math.ceil(expiresInMs / 1000) : area === 'local' ? COOKIE_MAX_AGE_SECONDS : undefined;
      writeCookie(name(key), text, maxAgeSeconds === undefined ? {} : { maxAgeSeconds });
    },
    // A negative max-age expires the cookie at once in every cookie jar (some ignore 0).
    remove: (key) => writeCookie(name(key), '', { maxAgeSeconds: -1 }),
  };
}
