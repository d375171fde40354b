/**
 * Passthrough attributes (`data-*`, `aria-*`, `id`, `title` …): every prop the image tag does not
 * know is written as an attribute of its own, unless writing it would be unsafe or would fight
 * the attributes the tag sets itself.
 */
import { IMAGE_TAG_MESSAGES, type ImageTagMessage } from './messages';

/**
 * Names that can be written unquoted and unescaped: letters first, then letters, digits and
 * `_ . : -`. Stricter than HTML, which would take almost anything but spaces, quotes, `/`, `>`, `=`.
 */
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_.:-]*$/;
/** Every HTML event handler attribute starts with `on`, whatever the case. */
const EVENT_HANDLER = /^on/i;
/** What the tag writes or reads itself, lower-cased as HTML compares attribute names. */
const OWN_NAMES: ReadonlySet<string> = new Set([
  'src',
  'srcset',
  'sizes',
  'width',
  'height',
  'alt',
  'class',
  'style',
  'loading',
  'fetchpriority',
  'decoding',
  'priority',
  'loader',
]);

/** The attribute's text, nothing when the value leaves it out, or why it cannot be written. */
export type PassthroughResult = { readonly text: string } | { readonly problem: ImageTagMessage } | undefined;

/**
 * Strings are written as given, numbers and booleans as text (`"true"` and `"false"`, as `data-*`
 * and `aria-*` want them); `undefined` and `null` leave the attribute out.
 */
export function readPassthrough(name: string, value: unknown): PassthroughResult {
  if (!ATTRIBUTE_NAME.test(name)) return { problem: IMAGE_TAG_MESSAGES.invalidName };
  if (EVENT_HANDLER.test(name)) return { problem: IMAGE_TAG_MESSAGES.eventHandler };
  if (OWN_NAMES.has(name.toLowerCase())) return { problem: IMAGE_TAG_MESSAGES.ownAttribute };
  switch (typeof value) {
    case 'string':
      return { text: value };
    case 'number':
    case 'boolean':
      return { text: String(value) };
    case 'undefined':
      return undefined;
    default:
      return value === null ? undefined : { problem: IMAGE_TAG_MESSAGES.invalidValue };
  }
}
