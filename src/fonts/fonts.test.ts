import { describe, expect, it } from 'vitest';
import { FONT_CATEGORIES, FONT_MESSAGES, fontStack, isFontCategory } from './index';

describe('fonts', () => {
  it('are filtered by the spec categories', () => {
    expect(FONT_CATEGORIES).toEqual(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    expect(isFontCategory('Slab Serif')).toBe(true);
    expect(isFontCategory('Handwriting')).toBe(false);
  });

  it('have the spec messages', () => {
    expect(FONT_MESSAGES.loadFonts).toBe('Unable to load fonts');
    expect(FONT_MESSAGES.preview('Lora')).toBe('Unable to load preview for Lora');
  });

  it('fall back to their category generic family, and never let a name break out of the declaration', () => {
    expect(fontStack('Lora', 'Serif')).toBe('"Lora", Georgia, serif');
    expect(fontStack('IBM Plex Mono', 'Mono')).toBe('"IBM Plex Mono", ui-monospace, monospace');
    expect(fontStack(undefined, 'Sans Serif')).toBe('system-ui, sans-serif');
    expect(fontStack('x"; } body { color: red', 'Script')).toBe('"x  body  color red", cursive');
  });
});
