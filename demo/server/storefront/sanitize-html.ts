import type { WindowLike } from 'dompurify';
import { sanitizeHtml } from '../../../src/sanitize';

let window: WindowLike | undefined;

/**
 * HTML the site shows but did not write with code rights, cleaned by the storefront's one
 * sanitizer (DOMPurify) over a jsdom window, created on first use: most requests never need it.
 */
export async function sanitizeForSite(html: string): Promise<string> {
  if (html === '') return '';
  if (window === undefined) {
    const { JSDOM } = await import('jsdom');
    window = new JSDOM('').window as unknown as WindowLike;
  }
  return sanitizeHtml(html, { window });
}
