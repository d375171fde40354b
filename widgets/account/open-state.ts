/** Whether the dialog is open: set by a press on the header's link, read by the dialog. */
export interface OpenState {
  get(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createOpenState(): OpenState {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next) {
      if (next === open) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
