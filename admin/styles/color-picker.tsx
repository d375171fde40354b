import { useId } from 'react';
import { HslaColorPicker, setNonce, type HslaColor } from 'react-colorful';
import { COLOR_TEXT_FIELDS, colorFieldTexts, hslCss, readColorField, type ColorTextField, type Hsl } from '../../src/colors';

/** Text typed into a field and not yet taken as the colour: kept, with its message, until it is one. */
export type ColorDrafts = Partial<Record<ColorTextField, string>>;

const FIELD_LABELS: Readonly<Record<ColorTextField, string>> = {
  hex: 'Hex',
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
  hue: 'Hue',
  saturation: 'Saturation',
  lightness: 'Lightness',
  alpha: 'Alpha',
};

const FIELD_HINTS: Readonly<Record<ColorTextField, string>> = {
  hex: '3 to 6 digits',
  red: '0–255',
  green: '0–255',
  blue: '0–255',
  hue: '0–360',
  saturation: '0–1',
  lightness: '0–1',
  alpha: '0–1',
};

const GROUPS: readonly { readonly name: string; readonly fields: readonly ColorTextField[] }[] = [
  { name: 'RGB', fields: ['red', 'green', 'blue'] },
  { name: 'HSL', fields: ['hue', 'saturation', 'lightness'] },
];

/** react-colorful writes its own style sheet: under the page's nonce, so a strict CSP lets it in. */
let nonceSet = false;
function useStyleNonce(): void {
  if (nonceSet || typeof document === 'undefined') return;
  nonceSet = true;
  const nonce = document.querySelector<HTMLElement>('style[nonce]')?.nonce;
  if (nonce !== undefined && nonce !== '') setNonce(nonce);
}

const toPicker = ({ hue, saturation, lightness, alpha }: Hsl): HslaColor => ({
  h: hue,
  s: saturation * 100,
  l: lightness * 100,
  a: alpha,
});
const fromPicker = ({ h, s, l, a }: HslaColor): Hsl => ({ hue: h, saturation: s / 100, lightness: l / 100, alpha: a });

/** The message of each draft that is no colour. */
export function draftProblems(drafts: ColorDrafts, color: Hsl): Partial<Record<ColorTextField, string>> {
  const problems: Partial<Record<ColorTextField, string>> = {};
  for (const field of COLOR_TEXT_FIELDS) {
    const text = drafts[field];
    if (text === undefined) continue;
    const reading = readColorField(field, text, color);
    if ('message' in reading) problems[field] = reading.message;
  }
  return problems;
}

export interface ColorPickerProps {
  readonly label: string;
  readonly value: Hsl;
  readonly drafts: ColorDrafts;
  readonly onChange: (color: Hsl, drafts: ColorDrafts) => void;
}

/**
 * One colour: the saturation area and hue and alpha sliders (react-colorful, keyboard operable),
 * and its hex, RGB and HSL values and alpha as fields, all in step. A field's text that is no colour
 * stays as typed with the reason beside it.
 */
export function ColorPicker({ label, value, drafts, onChange }: ColorPickerProps) {
  useStyleNonce();
  const id = useId();
  const texts = colorFieldTexts(value);
  const problems = draftProblems(drafts, value);

  const type = (field: ColorTextField, text: string) => {
    const reading = readColorField(field, text, value);
    onChange('color' in reading ? reading.color : value, { ...drafts, [field]: text });
  };
  // Leaving a field that reads as the colour shows it as the others do.
  const leave = (field: ColorTextField) => {
    if (drafts[field] === undefined || problems[field] !== undefined) return;
    const { [field]: _left, ...rest } = drafts;
    onChange(value, rest);
  };

  const field = (name: ColorTextField) => {
    const inputId = `${id}-${name}`;
    const problem = problems[name];
    return (
      <div className="admin-field color-picker__field" key={name}>
        <label htmlFor={inputId}>
          {FIELD_LABELS[name]} <span className="admin-hint">{FIELD_HINTS[name]}</span>
        </label>
        <input
          id={inputId}
          className="admin-input"
          inputMode={name === 'hex' ? 'text' : 'decimal'}
          spellCheck={false}
          autoComplete="off"
          value={drafts[name] ?? texts[name]}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : `${inputId}-problem`}
          onChange={(event) => type(name, event.target.value)}
          onBlur={() => leave(name)}
        />
        {problem !== undefined && (
          <p id={`${inputId}-problem`} className="admin-field-error">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="color-picker">
      <legend>
        <span className="color-picker__swatch" style={{ background: hslCss(value) }} aria-hidden="true" /> {label}{' '}
        <span className="admin-hint">{texts.hex}</span>
      </legend>
      <div role="group" aria-label={`${label}: pick by eye`} className="color-picker__area">
        {/* Sliders move the colour; the fields' drafts give way to it. */}
        <HslaColorPicker color={toPicker(value)} onChange={(next) => onChange(fromPicker(next), {})} />
      </div>
      <div className="color-picker__fields">
        {field('hex')}
        {GROUPS.map(({ name, fields }) => (
          <div role="group" aria-label={`${label} ${name}`} className="color-picker__row" key={name}>
            {fields.map(field)}
          </div>
        ))}
        {field('alpha')}
      </div>
    </fieldset>
  );
}
