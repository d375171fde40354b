import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

export interface SanitizeOptions {
  /** Elements removed beside what is never kept (scripts, SVG, MathML…). @default none */
  readonly forbidTags?: readonly string[];
  /** The window whose DOM parses the HTML. @default the page's window */
  readonly window?: WindowLike | undefined;
}

// One purifier per window: creating one builds DOMPurify's tables again.
const purifiers = new WeakMap<object, DOMPurify>();

/**
 * HTML from elsewhere made safe to insert into the page: scripts, event handlers, `javascript:`
 * URLs, SVG and MathML are removed, and so is every tag in `forbidTags`; data attributes are kept.
 * Where no DOM is available to sanitize with, nothing is returned rather than the HTML unchecked.
 */
export function sanitizeHtml(html: string, { forbidTags = [], window = globalThis.window }: SanitizeOptions = {}): string {
  if (window === undefined || html === '') return '';
  let purifier = purifiers.get(window);
  if (purifier === undefined) {
    purifier = createDOMPurify(window);
    purifiers.set(window, purifier);
  }
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: [...forbidTags] });
}
