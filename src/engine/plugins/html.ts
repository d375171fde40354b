const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Escapes text for a double-quoted attribute value or for element content, as the `htmlattr`
 * formatter does: `& < > "` become entities; nothing else changes.
 * @example escapeHtmlAttribute('Tom & "Jerry"') // 'Tom &amp; &quot;Jerry&quot;'
 */
export function escapeHtmlAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}
