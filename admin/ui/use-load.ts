import { useCallback, useEffect, useState } from 'react';
import { adminFailureOf, type AdminFailure } from '../../src/admin';

/** A load's state (spec 001 §4 generic fetch): pending, then the data or the failure. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T }
  | { readonly status: 'failed'; readonly failure: AdminFailure };

/**
 * Runs `load` on mount and whenever `reload` is called (what is shown stays meanwhile); a failure is
 * the §8 message to show with a retry. A load that finishes after a newer one started is ignored.
 */
export function useLoad<T>(load: () => Promise<T>): [LoadState<T>, () => void, (data: T) => void, (change: (data: T) => T) => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState({ status: 'failed', failure: adminFailureOf(error, 'load') }),
    );
    return () => {
      current = false;
    };
    // `load` is the caller's closure over stable values; a new round is asked for explicitly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const reload = useCallback(() => {
    // What is shown stays until the fresh answer arrives; only a failed load shows loading again.
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    setRound((value) => value + 1);
  }, []);
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  // Changes what is loaded as it stands when the change lands (several may land between renders).
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current)),
    [],
  );
  return [state, reload, replace, update];
}
