import { createContext, useContext } from 'react';
import type { WidgetRuntime } from '../../loader';

/** The runtime handed to `mount`; every widget root provides it. */
export const RuntimeContext = createContext<WidgetRuntime | null>(null);

/** The page's shared runtime: config, page context and cart store. */
export function useRuntime(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error('useRuntime must be called inside a widget mounted with mountWidget');
  return runtime;
}
