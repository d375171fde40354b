import { escapeHtml } from '../site-templates';
import { linkAttributes } from './href';
import type { Link } from './link';

/**
 * The `<a>` element a link writes into HTML content: its `href` (and `target`/`rel` for a new
 * window) and its text, the link's name or else its address, each escaped so that no quote or
 * angle bracket the owner typed can end the attribute or the element.
 */
export function linkHtml(link: Link): string {
  const attributes = linkAttributes(link);
  const text = link.name?.trim() || attributes.href;
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<a${written}>${escapeHtml(text)}</a>`;
}
