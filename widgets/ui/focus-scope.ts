import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.closest('[hidden],[inert]') === null);
}

export interface FocusScopeOptions {
  /** Where focus starts: the first focusable element inside it, else the first in the scope, else the scope itself. */
  readonly initialFocusWithin?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `scope` while it is mounted: focus moves in when it mounts, Tab and
 * Shift+Tab wrap around its ends, focus that lands outside is brought back, and when it unmounts
 * focus returns to where it was before (if that element is still on the page). One scope for every
 * modal, so they all behave alike.
 */
export function useFocusScope(scope: RefObject<HTMLElement | null>, options: FocusScopeOptions = {}): void {
  const { initialFocusWithin } = options;
  // A passive effect: it runs once every layout effect has, so a portal's container is in the
  // document (focus cannot move into a detached node), and on unmount it gives focus back after
  // the page behind a modal is no longer inert.
  useEffect(() => {
    const root = scope.current;
    if (root === null) return;
    const doc = root.ownerDocument;
    const returnTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const first = (): HTMLElement => {
      const within = initialFocusWithin?.current;
      return (within ? focusableIn(within)[0] : undefined) ?? focusableIn(root)[0] ?? root;
    };
    first().focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const [head] = items;
      const tail = items[items.length - 1];
      if (head === undefined || tail === undefined) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (doc.activeElement === head || doc.activeElement === root)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && doc.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) first().focus();
    };
    root.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [scope, initialFocusWithin]);
}
