/**
 * Markup reduced to its text for alt text and the excerpt test. Every `>` ends a tag and leaves a
 * space in its place, so words on either side of a tag stay apart (`<b>bold</b>x` → ` bold x`);
 * text after a `<` that never closes is dropped.
 */
export function stripTags(html: string): string {
  if (!html.includes('<') && !html.includes('>')) return html;
  let text = '';
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const char = html[i] as string;
    if (char === '<') inTag = true;
    else if (char === '>') {
      inTag = false;
      text += ' ';
    } else if (!inTag) text += char;
  }
  return text;
}
