import { useEffect, useLayoutEffect, useState } from 'react';
import { listenForActivation } from '../ui';

/**
 * The page's own element stays the control: a `<button>`, or the engine's `div[role=button]`, which
 * also answers Enter and Space as a button does. While `disabled` it is `aria-disabled` rather than
 * `disabled`, so keyboard focus stays on it. `state` is mirrored in `data-state` for theme styling.
 */
export function useHostButton(host: HTMLElement, state: string, disabled: boolean, activate: () => void): void {
  // Listening from the commit, not after the next paint: the button is live as soon as it shows
  // its state, and a press made before the widget arrived is acted on then.
  useLayoutEffect(() => listenForActivation(host, activate), [host, activate]);

  useLayoutEffect(() => {
    host.setAttribute('data-state', state);
    if (disabled) host.setAttribute('aria-disabled', 'true');
    else host.removeAttribute('aria-disabled');
  }, [host, state, disabled]);

  useEffect(
    () => () => {
      host.removeAttribute('data-state');
      host.removeAttribute('aria-disabled');
    },
    [host],
  );
}

/**
 * A container right after `anchor` for messages that cannot live inside a button. Created only
 * when there is something to show, so a working button adds nothing to the layout.
 */
export function useSlotAfter(anchor: HTMLElement, needed: boolean): HTMLElement | null {
  const [slot] = useState(() => {
    const element = anchor.ownerDocument.createElement('div');
    element.className = 'sf-add-to-cart-message';
    return element;
  });
  useLayoutEffect(() => {
    if (!needed) return;
    anchor.after(slot);
    return () => slot.remove();
  }, [anchor, slot, needed]);
  return needed ? slot : null;
}
