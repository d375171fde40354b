import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MOBILE_MEDIA } from '../../src/site';
import { useFocusScope } from './focus-scope';
import { injectStyles } from './inject-styles';
import { LIVE_REGION_ATTRIBUTE } from './live-region';

export interface ModalProps {
  readonly document: Document;
  readonly open: boolean;
  /** Called with `false` when the shopper closes it: the close control, Escape, or a click on the overlay. */
  readonly onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** The close control's accessible name (the catalogue's "Close"). */
  readonly closeLabel: string;
  /**
   * Whether the person can close it themselves (close control, Escape, overlay); without, only the
   * caller closes it, as a dialog that must be answered does. @default true
   */
  readonly dismissible?: boolean;
  readonly children: ReactNode;
}

/**
 * Above the page and its sticky headers, below the cart popover. The dialog fits the visible
 * screen and its body scrolls inside it, title and close control staying in view; the page behind
 * does not scroll while one is open. On a phone it takes nearly the whole screen.
 */
const MODAL_CSS = `
html:has(.sf-modal){overflow:hidden}
.sf-modal{position:fixed;inset:0;z-index:2147482000;display:flex;align-items:flex-start;justify-content:center;padding:5vh 1rem;background:rgba(0,0,0,.5);box-sizing:border-box}
.sf-modal__dialog{position:relative;box-sizing:border-box;display:flex;flex-direction:column;width:min(32rem,100%);max-height:100%;background:#fff;color:#111;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.3);font:inherit;line-height:1.5}
.sf-modal__dialog:focus{outline:none}
.sf-modal__title{margin:0;padding:1.5rem 3.5rem 1rem 1.5rem;font-size:1.25rem;line-height:1.3}
.sf-modal__body{min-height:0;overflow-y:auto;padding:0 1.5rem 1.5rem}
.sf-modal__close{position:absolute;top:.5rem;right:.5rem;width:2.75rem;height:2.75rem;padding:0;border:0;border-radius:4px;background:none;color:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
.sf-modal__close:focus-visible{outline:2px solid currentColor}
@media ${MOBILE_MEDIA}{.sf-modal{padding:.5rem}.sf-modal__title{padding-left:1rem}.sf-modal__body{padding:0 1rem 1rem}}
`;

/**
 * The one accessible modal of the storefront: a dialog (`aria-modal`) over an overlay, named by its
 * title, with a close control; Escape and a click on the overlay close it too. While open, focus
 * stays inside and the rest of the page is inert; on close focus returns to where it was.
 * State lives with the caller: `open` plus `onOpenChange`.
 */
export function Modal({ document: doc, open, onOpenChange, title, closeLabel, dismissible = true, children }: ModalProps) {
  const [container] = useState(() => doc.createElement('div'));
  useLayoutEffect(() => {
    if (!open) return;
    injectStyles(doc, 'modal', MODAL_CSS);
    doc.body.append(container);
    // Everything else goes inert, so neither focus nor a screen reader's cursor can wander behind
    // the dialog; the live region stays alive for announcements.
    const made = [...doc.body.children].filter(
      (element) => element !== container && !element.hasAttribute(LIVE_REGION_ATTRIBUTE) && !element.hasAttribute('inert'),
    );
    for (const element of made) element.setAttribute('inert', '');
    return () => {
      for (const element of made) element.removeAttribute('inert');
      container.remove();
    };
  }, [doc, open, container]);

  if (!open) return null;
  return createPortal(
    <ModalDialog title={title} closeLabel={closeLabel} onClose={dismissible ? () => onOpenChange(false) : undefined}>
      {children}
    </ModalDialog>,
    container,
  );
}

function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  /** Absent: the dialog cannot be dismissed by the person. */
  onClose: (() => void) | undefined;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement | null>(null);
  const body = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  useFocusScope(dialog, { initialFocusWithin: body });

  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  // Escape closes the topmost dialog from inside it, and from the inert page behind it too: focus
  // moves in with a passive effect, after the dialog is painted, and a key pressed before then lands
  // there. An Escape something inside has taken (a list of suggestions closing) is left to it, and
  // one pressed in another dialog (the cart popover) is that dialog's.
  useLayoutEffect(() => {
    const root = dialog.current;
    if (root === null) return;
    const doc = root.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const within = event.target instanceof Element ? event.target.closest('[role=dialog]') : null;
      const dialogs = doc.querySelectorAll('.sf-modal__dialog');
      if ((within ?? root) === root && dialogs[dialogs.length - 1] === root) latestClose.current?.();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // A press on the backdrop closes, as Escape and the close button do from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="sf-modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) latestClose.current?.();
      }}
    >
      <div ref={dialog} className="sf-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="sf-modal__title">
          {title}
        </h2>
        <div ref={body} className="sf-modal__body">
          {children}
        </div>
        {onClose !== undefined && (
          <button type="button" className="sf-modal__close" aria-label={closeLabel} onClick={() => latestClose.current?.()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
