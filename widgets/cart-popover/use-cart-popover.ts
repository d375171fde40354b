import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { CartAdded } from '../../src/cart';
import { popoverPosition, type PopoverPosition } from './position';

/** Spec 000 §9: the popover closes itself after 3000 ms. */
export const AUTO_CLOSE_MS = 3000;

export interface CartPopoverControl {
  /** The add being shown, or `null` while closed. */
  readonly shown: CartAdded | null;
  readonly position: PopoverPosition;
  readonly dialogRef: RefObject<HTMLDivElement | null>;
  close(): void;
}

/**
 * Opens on every new add, takes focus so the message is read, and closes after 3000 ms, on Escape
 * or on its close button, giving focus back to where it was (usually the add-to-cart button).
 */
export function useCartPopover(doc: Document, added: CartAdded | null): CartPopoverControl {
  const [closedSequence, setClosedSequence] = useState<number | null>(null);
  const [position, setPosition] = useState<PopoverPosition>({ top: 0, right: 0 });
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const shown = added !== null && added.sequence !== closedSequence ? added : null;

  const close = useCallback(() => {
    if (added === null) return;
    const dialog = dialogRef.current;
    const focused = doc.activeElement;
    // Only give focus back if the shopper has not moved it elsewhere meanwhile.
    if (dialog !== null && (focused === null || focused === doc.body || dialog.contains(focused))) {
      const target = returnFocusTo.current;
      if (target?.isConnected) target.focus();
      else dialog.blur();
    }
    setClosedSequence(added.sequence);
  }, [doc, added]);

  const sequence = shown?.sequence;
  useLayoutEffect(() => {
    if (sequence === undefined) return;
    const place = () =>
      setPosition((current) => {
        const next = popoverPosition(doc);
        return next.top === current.top && next.right === current.right ? current : next;
      });
    place();
    // The add that opened it may be the one that created the cart, so the pill it sits under can
    // appear a moment later: while open, it follows the page's markup.
    const observer = new MutationObserver(place);
    observer.observe(doc.body, { childList: true, subtree: true });
    const focused = doc.activeElement;
    // A second add while open keeps the first place to return to.
    if (focused instanceof HTMLElement && !dialogRef.current?.contains(focused)) returnFocusTo.current = focused;
    dialogRef.current?.focus();
    return () => observer.disconnect();
  }, [doc, sequence]);

  useEffect(() => {
    if (sequence === undefined) return;
    const timer = setTimeout(close, AUTO_CLOSE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [doc, sequence, close]);

  return { shown, position, dialogRef, close };
}
