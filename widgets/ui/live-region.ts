/** Marks the page's one polite live region. */
export const LIVE_REGION_ATTRIBUTE = 'data-sf-live-region';

/**
 * The page's one polite live region. It must already be in the document before a message is
 * written to it, or screen readers miss the first announcement, so widgets create it on mount.
 */
export function ensureLiveRegion(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`[${LIVE_REGION_ATTRIBUTE}]`);
  if (existing !== null) return existing;
  const region = doc.createElement('div');
  region.setAttribute(LIVE_REGION_ATTRIBUTE, '');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sf-visually-hidden';
  doc.body.append(region);
  return region;
}

/** Announces `message` politely to screen-reader users without moving focus. */
export function announce(doc: Document, message: string): void {
  const region = ensureLiveRegion(doc);
  // Clearing first makes a repeated message a change, so it is read again.
  region.textContent = '';
  region.textContent = message;
}
