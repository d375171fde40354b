import type { WindowLike } from 'dompurify';
import { codeBlockHtml } from '../../../src/code-blocks';

let window: WindowLike | undefined;

/**
 * HTML the site shows but did not write with code rights, cleaned as a code block from the same
 * author is (DOMPurify over a jsdom window, created on first use: most requests never need it).
 */
export async function sanitizeForSite(html: string): Promise<string> {
  if (html === '') return '';
  if (window === undefined) {
    const { JSDOM } = await import('jsdom');
    window = new JSDOM('').window as unknown as WindowLike;
  }
  return codeBlockHtml(html, 'sanitized', { window });
}
