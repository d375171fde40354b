import { captureError } from '../errors';
import { apiRequest, apiUrl } from '../tracking';

/** One namespace's preferences as the platform keeps them, the website id left out. */
export type PreferenceValues = Readonly<Record<string, unknown>>;

/** A commerce-preference call failed: unreachable platform, an error status or an unreadable answer. */
export class PreferencesError extends Error {
  override readonly name = 'PreferencesError';
}

/** Dispatched on `document` after a saved change (detail `{ namespace }`); subscribers refetch. */
export const PREFERENCES_CHANGED_EVENT = 'storefront:preferences-changed';

export interface PreferencesOptions {
  /** Where `/api/...` lives; `/` for the same origin. */
  apiRoot: string;
}

export interface Preferences {
  /** The namespace's preferences, loaded once and cached. Errors are reported and rethrown. */
  get(namespace: string): Promise<PreferenceValues>;
  /**
   * Merges `changes` in at once (subscribers see them before the platform answers) and saves the
   * whole object; nothing is sent when nothing changes. A failed save is undone, reported and rethrown.
   */
  update(namespace: string, changes: PreferenceValues): Promise<PreferenceValues>;
  /** Calls `listener` with each new value of the namespace; returns the unsubscribe function. */
  subscribe(namespace: string, listener: (values: PreferenceValues) => void): () => void;
}

/** Commerce preferences per namespace over GET and PUT /api/v1/commerce-preferences/{namespace}. */
export function createPreferences({ apiRoot }: PreferencesOptions): Preferences {
  const cache = new Map<string, Promise<PreferenceValues>>();
  const listeners = new Map<string, Set<(values: PreferenceValues) => void>>();

  const report = (error: unknown): void => captureError(error, { source: 'preferences' });

  const request = async (namespace: string, values?: PreferenceValues): Promise<unknown> => {
    const method = values === undefined ? 'GET' : 'PUT';
    const url = apiUrl(apiRoot, `/api/v1/commerce-preferences/${encodeURIComponent(namespace)}`);
    let response: Response;
    try {
      response = await apiRequest(
        url,
        values === undefined ? {} : { method, body: JSON.stringify(values), contentType: 'application/json' },
      );
    } catch (cause) {
      throw new PreferencesError(`${method} ${url} could not reach the platform`, { cause });
    }
    if (!response.ok) throw new PreferencesError(`${method} ${url} answered ${response.status}`);
    if (method === 'PUT') return undefined;
    try {
      return await response.json();
    } catch (cause) {
      throw new PreferencesError(`${method} ${url} answered something that is not JSON`, { cause });
    }
  };

  const notify = (namespace: string, values: PreferenceValues): void => {
    for (const listener of listeners.get(namespace) ?? []) {
      try {
        listener(values);
      } catch (error) {
        report(error);
      }
    }
  };

  const get = (namespace: string): Promise<PreferenceValues> => {
    if (typeof namespace !== 'string' || namespace === '')
      return Promise.reject(new TypeError(`namespace must be a non-empty string, got ${JSON.stringify(namespace)}`));
    const cached = cache.get(namespace);
    if (cached) return cached;
    const loading = request(namespace).then((answer) => {
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
        throw new PreferencesError(`GET commerce preferences "${namespace}" answered no object`);
      const { websiteId: _websiteId, ...values } = answer as Record<string, unknown>;
      return values;
    });
    cache.set(namespace, loading);
    loading.catch((error: unknown) => {
      // A failed load is not remembered: the next read tries again.
      if (cache.get(namespace) === loading) cache.delete(namespace);
      report(error);
    });
    return loading;
  };

  const onChanged = (event: Event): void => {
    const { namespace } = (event as CustomEvent<{ namespace?: unknown }>).detail ?? {};
    if (typeof namespace !== 'string' || !listeners.has(namespace)) return;
    cache.delete(namespace);
    // A failed refetch has been reported by get; the subscribers keep the value they have.
    get(namespace).then(
      (values) => notify(namespace, values),
      () => undefined,
    );
  };

  return {
    get,
    async update(namespace, changes) {
      const current = await get(namespace);
      if (Object.keys(changes).every((key) => JSON.stringify(changes[key]) === JSON.stringify(current[key]))) return current;
      const next = { ...current, ...changes };
      const optimistic = Promise.resolve(next);
      cache.set(namespace, optimistic);
      notify(namespace, next);
      try {
        await request(namespace, next);
      } catch (error) {
        if (cache.get(namespace) === optimistic) {
          cache.set(namespace, Promise.resolve(current));
          notify(namespace, current);
        }
        report(error);
        throw error;
      }
      document.dispatchEvent(new CustomEvent(PREFERENCES_CHANGED_EVENT, { detail: { namespace } }));
      return next;
    },
    subscribe(namespace, listener) {
      if (listeners.size === 0) document.addEventListener(PREFERENCES_CHANGED_EVENT, onChanged);
      const forNamespace = listeners.get(namespace) ?? new Set();
      forNamespace.add(listener);
      listeners.set(namespace, forNamespace);
      return () => {
        forNamespace.delete(listener);
        if (forNamespace.size === 0 && listeners.get(namespace) === forNamespace) listeners.delete(namespace);
        if (listeners.size === 0) document.removeEventListener(PREFERENCES_CHANGED_EVENT, onChanged);
      };
    },
  };
}
