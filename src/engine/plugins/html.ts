/**
 * Escaping for markup. One pair of helpers for every escaping formatter and for the attribute
 * values and element text the plugin families write, so nothing escapes differently.
 */

// Made once: a pattern literal in the function would be a new object on every call.
const TEXT_SPECIALS = /[&<>]/;
const ATTRIBUTE_SPECIALS = /[&<>"]/;

/**
 * `& < >` (and `"` for attributes) as entities. Most text has nothing to escape, so a quick search
 * returns it uncopied; otherwise one pass from the first such character copies the runs between
 * the characters to replace.
 */
function escapeMarkup(text: string, attribute: boolean): string {
  const start = text.search(attribute ? ATTRIBUTE_SPECIALS : TEXT_SPECIALS);
  if (start < 0) return text;
  let escaped = '';
  let copied = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Every character to escape sorts below `?`; letters and most punctuation skip the switch.
    if (code > 0x3e) continue;
    let entity: string;
    switch (code) {
      case 0x26:
        entity = '&amp;';
        break;
      case 0x3c:
        entity = '&lt;';
        break;
      case 0x3e:
        entity = '&gt;';
        break;
      case 0x22:
        if (!attribute) continue;
        entity = '&quot;';
        break;
      default:
        continue;
    }
    escaped += text.slice(copied, i) + entity;
    copied = i + 1;
  }
  return escaped + text.slice(copied);
}

/**
 * Escapes `& < >` for element content, as the `html` formatter does.
 * @example escapeHtml('a "b" & <c>') // 'a "b" &amp; &lt;c&gt;'
 */
export const escapeHtml = (text: string): string => escapeMarkup(text, false);

/**
 * Escapes `& < > "` so text is safe inside a double-quoted attribute value or element content,
 * as the `htmlattr` formatter does.
 * @example escapeAttribute('a "b" & <c>') // 'a &quot;b&quot; &amp; &lt;c&gt;'
 */
export const escapeAttribute = (text: string): string => escapeMarkup(text, true);
