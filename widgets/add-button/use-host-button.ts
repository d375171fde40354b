import { useEffect, useLayoutEffect, useState } from 'react';
import type { AddButtonState } from './use-add-button';

/**
 * The merchant's own `<button>` stays the control: clicks on it start an add, and while busy it is
 * `aria-disabled` rather than `disabled`, so keyboard focus stays on it. Its state is mirrored in
 * `data-state` for theme styling.
 */
export function useHostButton(host: HTMLButtonElement, state: AddButtonState, add: () => void): void {
  useEffect(() => {
    const onClick = (event: Event) => {
      event.preventDefault();
      add();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, add]);

  useLayoutEffect(() => {
    host.dataset['state'] = state;
    if (state === 'idle') host.removeAttribute('aria-disabled');
    else host.setAttribute('aria-disabled', 'true');
  }, [host, state]);

  useEffect(
    () => () => {
      delete host.dataset['state'];
      host.removeAttribute('aria-disabled');
    },
    [host],
  );
}

/**
 * A container right after the host button for messages that cannot live inside a `<button>`.
 * Created only when there is something to show, so a working button adds nothing to the layout.
 */
export function useSlotAfter(host: HTMLElement, needed: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!needed) return;
    const element = host.ownerDocument.createElement('div');
    element.className = 'sf-add-button-message';
    host.after(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [host, needed]);
  return slot;
}
