/** A selection in a text: `from` to `to`, both character offsets (equal for a cursor). */
export interface TextSelection {
  readonly from: number;
  readonly to: number;
}

/**
 * `text` put in place of the selection of `source` (at the cursor when it is empty), and the
 * cursor after it. Offsets out of range are brought inside the text, a reversed selection put in
 * order, so a stale selection still inserts somewhere sensible.
 */
export function insertAtSelection(source: string, selection: TextSelection, text: string): { source: string; cursor: number } {
  const clamp = (offset: number) => Math.min(Math.max(0, Math.trunc(offset) || 0), source.length);
  const from = Math.min(clamp(selection.from), clamp(selection.to));
  const to = Math.max(clamp(selection.from), clamp(selection.to));
  return { source: source.slice(0, from) + text + source.slice(to), cursor: from + text.length };
}
