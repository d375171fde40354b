/** Marks the page's one polite live region. */
export const LIVE_REGION_ATTRIBUTE = 'data-sf-live-region';

const regions = new WeakMap<Document, HTMLElement>();

/**
 * The page's one polite live region. It must already be in the document before a message is
 * written to it, or screen readers miss the first announcement, so widgets create it on mount.
 */
export function ensureLiveRegion(doc: Document): HTMLElement {
  // Every widget asks as it mounts: a long listing asks hundreds of times, so the answer is kept.
  const known = regions.get(doc);
  if (known?.isConnected) return known;
  const existing = doc.querySelector<HTMLElement>(`[${LIVE_REGION_ATTRIBUTE}]`);
  if (existing !== null) {
    regions.set(doc, existing);
    return existing;
  }
  const region = doc.createElement('div');
  region.setAttribute(LIVE_REGION_ATTRIBUTE, '');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sf-visually-hidden';
  doc.body.append(region);
  regions.set(doc, region);
  return region;
}

/** Announces `message` politely to screen-reader users without moving focus. */
export function announce(doc: Document, message: string): void {
  const region = ensureLiveRegion(doc);
  // Clearing first makes a repeated message a change, so it is read again.
  region.textContent = '';
  region.textContent = message;
}
