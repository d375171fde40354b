import type { WindowLike } from 'dompurify';
import { sanitizeHtml } from '../sanitize';

// A style sheet would restyle the host page; a form would post outside our submission flow.
const POST_SUBMIT_FORBIDDEN = ['style', 'form', 'input', 'button', 'textarea', 'select'];

/**
 * The merchant's post-submit HTML made safe to insert: scripts, event handlers, `javascript:`
 * URLs, SVG and MathML, style sheets and forms are removed. Where no DOM is available to
 * sanitize with, nothing is returned rather than the HTML unchecked.
 * @default window the page's window
 */
export function sanitizePostSubmitHtml(html: string, window: WindowLike | undefined = globalThis.window): string {
  return sanitizeHtml(html, { window, forbidTags: POST_SUBMIT_FORBIDDEN });
}
