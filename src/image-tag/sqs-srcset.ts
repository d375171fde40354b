/**
 * The `srcset` the platform's image service (loader `sqs`) serves for an image: one candidate per
 * rendition width, in the same form as the engine's `image-srcset` formatter.
 */
import { SRCSET_WIDTHS } from '../engine/plugins/content';

/**
 * @example sqsSrcset('/i/a.jpg') // '/i/a.jpg?format=100w 100w,/i/a.jpg?format=300w 300w,…,/i/a.jpg?format=2500w 2500w'
 */
export function sqsSrcset(src: string): string {
  // A URL that already has a query (a cache-busting `?v=2`) takes the format as one more parameter.
  const separator = src.includes('?') ? '&' : '?';
  return SRCSET_WIDTHS.map((width) => `${src}${separator}format=${width} ${width}`).join(',');
}
