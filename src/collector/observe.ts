/**
 * Observes one performance entry type, buffered entries included, when the browser supports it;
 * `undefined` otherwise.
 */
export function observe(
  type: string,
  onEntries: (entries: PerformanceEntryList) => void,
  options: PerformanceObserverInit = {},
): PerformanceObserver | undefined {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  observer.observe({ type, buffered: true, ...options });
  return observer;
}
