import { describe, expect, it } from 'vitest';
import { characterCount, isDirty, isHeldSanitized } from './header-footer';

const stored = { header: '<p>Hi</p>', footer: '<p>Bye</p>', heldSanitized: ['header'] as const };
const saved = { ...stored, heldSanitized: [...stored.heldSanitized] };

describe('the header and footer editor', () => {
  it('is dirty only while a draft differs from what is stored, in either part', () => {
    expect(isDirty(null, saved)).toBe(false);
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, header: '<p>Hello</p>' }, saved)).toBe(true);
    expect(isDirty({ ...saved, footer: '' }, saved)).toBe(true);
    expect(isDirty({ ...saved, footer: '' }, null)).toBe(false);
  });

  it('shows a part as held sanitized only while it reads as stored', () => {
    expect(isHeldSanitized(saved, saved, 'header')).toBe(true);
    expect(isHeldSanitized(saved, { ...saved, header: '<p>Hi!</p>' }, 'header')).toBe(false);
    expect(isHeldSanitized(saved, saved, 'footer')).toBe(false);
    expect(isHeldSanitized(null, saved, 'header')).toBe(false);
  });

  it('counts characters against the 20,000 limit, in the owner’s digits', () => {
    expect(characterCount('')).toBe('0 of 20,000 characters.');
    expect(characterCount('x'.repeat(1234))).toBe('1,234 of 20,000 characters.');
  });
});
