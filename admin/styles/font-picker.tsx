import { useEffect, useId, useState } from 'react';
import type { PickerFont } from '../../src/site-styles';
import { FONT_CATEGORIES, FONT_MESSAGES, type FontCategory } from '../../src/fonts';

/** The face a font's preview is drawn in: its regular weight, or the one nearest to it. */
function previewFace(font: PickerFont) {
  return [...font.faces].sort((a, b) => Math.abs(a.weight - 400) - Math.abs(b.weight - 400))[0];
}

/**
 * Loads each font's preview face into the document (FontFace API), so each name can be shown in
 * its own font; answers the ids of the fonts whose preview could not load.
 */
export function useFontPreviews(fonts: readonly PickerFont[]): ReadonlySet<string> {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let current = true;
    for (const font of fonts) {
      const face = previewFace(font);
      if (face === undefined) continue;
      const loaded = new FontFace(font.family, `url("${face.url}") format("woff2")`, { weight: String(face.weight), style: face.style });
      document.fonts.add(loaded);
      loaded.load().catch(() => current && setFailed((before) => new Set(before).add(font.id)));
    }
    return () => {
      current = false;
    };
  }, [fonts]);
  return failed;
}

export interface FontPickerProps {
  readonly label: string;
  readonly fonts: readonly PickerFont[];
  /** The fonts whose preview could not load. */
  readonly failedPreviews: ReadonlySet<string>;
  readonly value: string;
  readonly onChange: (id: string) => void;
}

/**
 * A font: browse all or one category, each font's name written in itself (or why its preview could
 * not load), chosen as a radio button so the arrow keys move through the list.
 */
export function FontPicker({ label, fonts, failedPreviews, value, onChange }: FontPickerProps) {
  const [category, setCategory] = useState<FontCategory | null>(null);
  const name = useId();
  const shown = fonts.filter((font) => category === null || font.category === category);
  const chosen = fonts.find((font) => font.id === value);
  const filter = (each: FontCategory | null, text: string) => (
    <button
      key={text}
      type="button"
      className="admin-button admin-button--small"
      aria-pressed={category === each}
      onClick={() => setCategory(each)}
    >
      {text}
    </button>
  );

  return (
    <fieldset className="font-picker">
      <legend>
        {label}: <span style={{ fontFamily: chosen?.stack }}>{chosen?.family ?? value}</span>
      </legend>
      <div role="group" aria-label={`${label} categories`} className="font-picker__filters">
        {filter(null, 'All fonts')}
        {FONT_CATEGORIES.map((each) => filter(each, each))}
      </div>
      {shown.length === 0 ? (
        <p className="admin-hint">No fonts in {category}.</p>
      ) : (
        <ul className="font-picker__list">
          {shown.map((font) => (
            <li key={font.id}>
              <label className="font-picker__font">
                <input type="radio" name={name} value={font.id} checked={font.id === value} onChange={() => onChange(font.id)} />
                <span className="font-picker__name" style={{ fontFamily: font.stack }}>
                  {font.family}
                </span>
                <span className="admin-hint">{font.category}</span>
                {failedPreviews.has(font.id) && <span className="admin-field-error">{FONT_MESSAGES.preview(font.family)}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
