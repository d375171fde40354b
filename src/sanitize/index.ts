/** Untrusted HTML made safe to insert (DOMPurify): a form's post-submit HTML, the quick view's product block. */
export { sanitizeHtml } from './sanitize';
export type { SanitizeOptions } from './sanitize';
