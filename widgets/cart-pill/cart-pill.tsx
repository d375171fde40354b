import { cartQuantityText } from '../../src/cart';
import { cartLabel } from '../../src/i18n';
import { SITE_PATH } from '../../src/site';
import { useAnnounceChange } from '../ui';
import { useCartQuantity } from './use-cart-quantity';
import { useEditorFrameLink } from './use-editor-frame';

export interface CartPillProps {
  /** The document the pill lives in, for its live announcements. */
  readonly document: Document;
}

/** A link to the cart showing how many items it holds; nothing at all while it is empty. */
export function CartPill({ document }: CartPillProps) {
  const quantity = useCartQuantity();
  const label = cartLabel(quantity);
  const followLink = useEditorFrameLink();
  useAnnounceChange(document, label);

  if (quantity <= 0) return null;
  return (
    <a className="sf-cart-pill" href={SITE_PATH.cart} aria-label={label} onClick={followLink}>
      <svg className="sf-cart-pill__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="sf-cart-pill__count" aria-hidden="true">
        {cartQuantityText(quantity)}
      </span>
    </a>
  );
}
