import { useId } from 'react';
import type { CartAdded, CartState } from '../../src/cart';
import { STRINGS } from '../../src/i18n';
import { useCart } from '../ui';
import { useCartPopover } from './use-cart-popover';

const selectLastAdded = (state: CartState): CartAdded | null => state.lastAdded;

export interface CartPopoverProps {
  readonly document: Document;
}

/** "Added to cart" and the product's title, in a small non-modal dialog near the cart pill. */
export function CartPopover({ document }: CartPopoverProps) {
  const added = useCart(selectLastAdded);
  const { shown, position, dialogRef, close } = useCartPopover(document, added);
  const messageId = useId();

  if (shown === null) return null;
  return (
    <div
      ref={dialogRef}
      className="sf-cart-popover"
      role="dialog"
      aria-labelledby={messageId}
      tabIndex={-1}
      style={{ top: `${position.top}px`, right: `${position.right}px` }}
    >
      <p id={messageId} className="sf-cart-popover__message">
        {STRINGS.cart.addedToCart}
      </p>
      <p className="sf-cart-popover__title">{shown.entry.title}</p>
      <button type="button" className="sf-cart-popover__close" aria-label={STRINGS.dialog.close} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
