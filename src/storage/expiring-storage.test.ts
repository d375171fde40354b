// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from './index';

let warn: ReturnType<typeof vi.fn<typeof console.warn>>;
const storageProperties = (['localStorage', 'sessionStorage'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
);

function blockStorage(name: 'localStorage' | 'sessionStorage'): void {
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

/** A localStorage whose writes can be made to fail, as a full or read-only one does. */
function useFailingLocalStorage(): { failWrites(): void } {
  const items = new Map<string, string>();
  let failing = false;
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failing) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, value: storage });
  return { failWrites: () => (failing = true) };
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  warn = vi.fn<typeof console.warn>();
  vi.spyOn(console, 'warn').mockImplementation(warn);
});

afterEach(() => {
  for (const [name, descriptor] of storageProperties) if (descriptor) Object.defineProperty(window, name, descriptor);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stored items', () => {
  it('come back as they were stored', () => {
    const storage = createExpiringStorage();
    storage.set('recent', { ids: ['a', 'b'], count: 2 });
    expect(storage.get('recent')).toEqual({ ids: ['a', 'b'], count: 2 });
    expect(createExpiringStorage().get('recent')).toEqual({ ids: ['a', 'b'], count: 2 });
  });

  it('round-trip any JSON value', () => {
    const storage = createExpiringStorage();
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (key, value) => {
        storage.set(key, value);
        expect(storage.get(key)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 50 },
    );
  });

  it('are undefined when never stored, and after removal', () => {
    const storage = createExpiringStorage();
    expect(storage.get('missing')).toBeUndefined();
    storage.set('gone', 1);
    storage.remove('gone');
    expect(storage.get('gone')).toBeUndefined();
  });

  it('live in sessionStorage when asked', () => {
    createExpiringStorage('session').set('tab-only', true);
    expect(sessionStorage.getItem('storefront-kit:tab-only')).not.toBeNull();
    expect(localStorage.getItem('storefront-kit:tab-only')).toBeNull();
  });
});

describe('an item with an expiry', () => {
  it('is read until it expires, then removed when read', () => {
    vi.useFakeTimers();
    const storage = createExpiringStorage();
    storage.set('promo-dismissed', true, { expiresInMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(storage.get('promo-dismissed')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('storefront-kit:promo-dismissed')).not.toBeNull();
    expect(storage.get('promo-dismissed')).toBeUndefined();
    expect(localStorage.getItem('storefront-kit:promo-dismissed')).toBeNull();
  });

  it.each([0, -5, Number.NaN])('rejects expiresInMs %s by name', (expiresInMs) => {
    expect(() => createExpiringStorage().set('k', 1, { expiresInMs })).toThrow(
      new RangeError(`expiresInMs must be a positive number of milliseconds, got ${expiresInMs}`),
    );
  });
});

describe('without web storage', () => {
  it('falls back to cookies', () => {
    blockStorage('localStorage');
    const storage = createExpiringStorage();
    storage.set('recent', ['a']);
    expect(document.cookie).toContain('recent=');
    expect(storage.get('recent')).toEqual(['a']);
    storage.remove('recent');
    expect(storage.get('recent')).toBeUndefined();
    expect(document.cookie).not.toContain('recent=');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to cookies when storage refuses writes', () => {
    useFailingLocalStorage().failWrites();
    const storage = createExpiringStorage();
    storage.set('recent', 3);
    expect(storage.get('recent')).toBe(3);
    expect(document.cookie).toContain('recent=');
  });

  it('keeps expiry in the cookie fallback', () => {
    vi.useFakeTimers();
    blockStorage('sessionStorage');
    const storage = createExpiringStorage('session');
    storage.set('short', 'x', { expiresInMs: 5000 });
    vi.advanceTimersByTime(5000);
    expect(storage.get('short')).toBeUndefined();
  });
});

describe('storage errors', () => {
  it('are warned about and ignored', () => {
    const failing = useFailingLocalStorage();
    const storage = createExpiringStorage();
    storage.set('first', 1);
    failing.failWrites();
    expect(() => storage.set('second', 2)).not.toThrow();
    expect(storage.get('second')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not write "second"');
  });

  it('include an unreadable item, which reads as absent', () => {
    localStorage.setItem('storefront-kit:broken', '{not json');
    expect(createExpiringStorage().get('broken')).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not read "broken"');
  });
});
