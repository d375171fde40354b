import { ADMIN_LIMITS, type HeaderFooter, type HeaderFooterPart, type StoredHeaderFooter } from '../../src/admin';

/** The count under a field: "1,234 of 20,000 characters." */
export function characterCount(html: string): string {
  return `${html.length.toLocaleString('en-US')} of ${ADMIN_LIMITS.headerFooterLength.toLocaleString('en-US')} characters.`;
}

/** Whether the draft differs from what is stored: what Save, Discard and the unsaved-changes prompt go by. */
export function isDirty(draft: HeaderFooter | null, saved: HeaderFooter | null): boolean {
  return draft !== null && saved !== null && (draft.header !== saved.header || draft.footer !== saved.footer);
}

/** Held sanitized while the field shows the part as stored: a change would take the saver's trust. */
export function isHeldSanitized(saved: StoredHeaderFooter | null, value: HeaderFooter, part: HeaderFooterPart): boolean {
  return saved !== null && saved.heldSanitized.includes(part) && value[part] === saved[part];
}
