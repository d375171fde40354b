import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

const purifiers = new WeakMap<object, DOMPurify>();

/**
 * The merchant's post-submit HTML made safe to insert: scripts, event handlers, `javascript:`
 * URLs, SVG and MathML, style sheets and forms are removed. Where no DOM is available to
 * sanitize with, nothing is returned rather than the HTML unchecked.
 * @default window the page's window
 */
export function sanitizePostSubmitHtml(html: string, window: WindowLike | undefined = globalThis.window): string {
  if (window === undefined || html === '') return '';
  let purifier = purifiers.get(window);
  if (purifier === undefined) {
    purifier = createDOMPurify(window);
    purifiers.set(window, purifier);
  }
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    // A style sheet would restyle the host page; a form would post outside our submission flow.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
