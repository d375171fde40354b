/**
 * The font picker's rules: its categories (spec 001 §2), its messages (§8), and the CSS font stack
 * of a family, ending in the generic family its category falls back to.
 */
export const FONT_CATEGORIES = ['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export function isFontCategory(value: unknown): value is FontCategory {
  return typeof value === 'string' && (FONT_CATEGORIES as readonly string[]).includes(value);
}

export const FONT_MESSAGES = {
  loadFonts: 'Unable to load fonts',
  preview: (fontName: string): string => `Unable to load preview for ${fontName}`,
} as const;

/** What a browser shows while a family loads, or in place of one it cannot load. */
const FALLBACK: Readonly<Record<FontCategory, string>> = {
  'Sans Serif': 'system-ui, sans-serif',
  Serif: 'Georgia, serif',
  Display: 'system-ui, sans-serif',
  Script: 'cursive',
  'Slab Serif': 'Rockwell, Georgia, serif',
  Mono: 'ui-monospace, monospace',
  Other: 'system-ui, sans-serif',
};

/**
 * The CSS `font-family` value for a family of `category`: the family quoted (only letters, digits,
 * spaces and hyphens are kept, so a name can never close the declaration), then its fallbacks.
 * With no family, the fallbacks alone: the system's own font.
 */
export function fontStack(family: string | undefined, category: FontCategory): string {
  const safe = (family ?? '').replace(/[^\p{L}\p{N} -]/gu, '').trim();
  return safe === '' ? FALLBACK[category] : `"${safe}", ${FALLBACK[category]}`;
}
