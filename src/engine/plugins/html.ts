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
  if (text.length >= LONG_TEXT && text.length <= LONGEST_BUFFERED) {
    const escaped = escapeAscii(text, start, attribute);
    if (escaped !== null) return escaped;
  }
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
 * Text this long is escaped through a byte buffer when it is ASCII: JSON in an attribute (a
 * product's variants) has a quote every few characters, and copying the runs between them makes
 * a string per run; bytes decode to one string at the end, at under half the cost.
 */
const LONG_TEXT = 128;
/** Longer text takes the string path, so the buffer (which never shrinks) stays under 400 kB. */
const LONGEST_BUFFERED = 1 << 16;
let buffer = new Uint8Array(1024);
const ascii = new TextDecoder();

/** `escapeMarkup` for ASCII text, `start` being its first character to escape; `null` if a character is not ASCII. */
function escapeAscii(text: string, start: number, attribute: boolean): string | null {
  const worst = text.length * 6;
  if (buffer.length < worst) buffer = new Uint8Array(worst);
  const bytes = buffer;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x3e || i < start) {
      if (code > 0x7f) return null;
      bytes[at++] = code;
    } else if (code === 0x26) {
      bytes[at] = 0x26; // &amp;
      bytes[at + 1] = 0x61;
      bytes[at + 2] = 0x6d;
      bytes[at + 3] = 0x70;
      bytes[at + 4] = 0x3b;
      at += 5;
    } else if (code === 0x3c || code === 0x3e) {
      bytes[at] = 0x26; // &lt; or &gt;
      bytes[at + 1] = code === 0x3c ? 0x6c : 0x67;
      bytes[at + 2] = 0x74;
      bytes[at + 3] = 0x3b;
      at += 4;
    } else if (code === 0x22 && attribute) {
      bytes[at] = 0x26; // &quot;
      bytes[at + 1] = 0x71;
      bytes[at + 2] = 0x75;
      bytes[at + 3] = 0x6f;
      bytes[at + 4] = 0x74;
      bytes[at + 5] = 0x3b;
      at += 6;
    } else bytes[at++] = code;
  }
  return ascii.decode(bytes.subarray(0, at));
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
