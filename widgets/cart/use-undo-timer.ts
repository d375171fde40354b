import { useEffect, type RefObject } from 'react';

/** How long the undo of a removal stays offered once the removal is done (spec: "a few seconds"; ours). */
export const UNDO_MS = 6000;

/** Whether the shopper is at `element`: the pointer over it, or keyboard focus in it. */
function isAttending(element: HTMLElement): boolean {
  if (element.matches(':hover')) return true;
  const focused = element.ownerDocument.activeElement;
  if (focused === null || !element.contains(focused)) return false;
  // Focus moved there by the page after a click is not the shopper's attention; a keyboard user's is.
  try {
    return focused.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Calls `expire` `UNDO_MS` after `running` turns true, unless the shopper is at the notice then:
 * while the pointer is over it or keyboard focus is in it, the countdown waits, and starts again
 * in full once they leave (WCAG 2.2.1: time to act).
 */
export function useUndoTimer(notice: RefObject<HTMLElement | null>, running: boolean, expire: () => void): void {
  useEffect(() => {
    const element = notice.current;
    if (!running || element === null) return;
    const win = element.ownerDocument.defaultView ?? window;
    let timer = 0;
    const start = () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(() => (isAttending(element) ? undefined : expire()), UNDO_MS);
    };
    const pause = () => win.clearTimeout(timer);
    const focusIn = () => (isAttending(element) ? pause() : undefined);
    const leave = () => {
      // Focus moving within the notice, or the pointer leaving while focus stays, keeps it waiting.
      win.setTimeout(() => (isAttending(element) ? undefined : start()));
    };
    start();
    element.addEventListener('pointerenter', pause);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', leave);
    return () => {
      win.clearTimeout(timer);
      element.removeEventListener('pointerenter', pause);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', leave);
    };
  }, [notice, running, expire]);
}
