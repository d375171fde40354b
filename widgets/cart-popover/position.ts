/** Spec 000 §2: 16px below the cart pill or the header; 33px from the top when neither is there. */
export const GAP_BELOW_ANCHOR_PX = 16;
export const FALLBACK_TOP_PX = 33;
const MIN_RIGHT_PX = 16;

export interface PopoverPosition {
  readonly top: number;
  readonly right: number;
}

/**
 * Where the popover goes, in viewport pixels for `position: fixed`: under the visible cart pill,
 * else under the site header, right-aligned with it. An anchor scrolled out of view does not count.
 */
export function popoverPosition(doc: Document): PopoverPosition {
  const viewportWidth = doc.documentElement.clientWidth || doc.defaultView?.innerWidth || 0;
  for (const selector of ['.sf-cart-pill', 'header']) {
    const anchor = doc.querySelector(selector);
    if (anchor === null) continue;
    const rect = anchor.getBoundingClientRect();
    if (rect.bottom <= 0 || rect.width === 0) continue;
    return { top: rect.bottom + GAP_BELOW_ANCHOR_PX, right: Math.max(MIN_RIGHT_PX, viewportWidth - rect.right) };
  }
  return { top: FALLBACK_TOP_PX, right: MIN_RIGHT_PX };
}
