/**
 * Escaping for markup the plugin families build as strings. One helper for every attribute value
 * and element text they write, so no formatter escapes differently from another.
 */

const SPECIAL = /[&<>"]/;
const SPECIAL_ALL = /[&<>"]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Escapes `& < > "` so text is safe inside a double-quoted attribute value or element content,
 * the same set as the `htmlattr` formatter.
 * @example escapeAttribute('a "b" & <c>') // 'a &quot;b&quot; &amp; &lt;c&gt;'
 */
export function escapeAttribute(text: string): string {
  // Most values hold nothing to escape; skip the replace and its allocation for them.
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (char) => ENTITIES[char] as string) : text;
}
