import { useRef, useState, type FormEvent } from 'react';
import {
  COLOR_FIELDS,
  contrastWarnings,
  getFonts,
  getSiteStyles,
  saveSiteStyles,
  type ColorField,
  type PickerFont,
  type SiteStyles,
} from '../../src/site-styles';
import { hslCss } from '../../src/colors';
import { FONT_MESSAGES } from '../../src/fonts';
import { EditorLayout, FailureAlert, SaveActions, useAdmin, useLoad, useSave, useUnsavedChanges } from '../ui';
import { injectStyles } from '../../widgets/ui';
import { ColorPicker, draftProblems, type ColorDrafts } from './color-picker';
import { FontPicker, useFontPreviews } from './font-picker';
import { STYLES_PANEL_CSS } from './styles-css';

const COLOR_LABELS: Readonly<Record<ColorField, string>> = {
  accentColor: 'Accent colour',
  backgroundColor: 'Background colour',
  textColor: 'Text colour',
};

const FONT_FIELDS = [
  { field: 'headingFont', label: 'Heading font' },
  { field: 'bodyFont', label: 'Body font' },
] as const;

const NO_DRAFTS: Readonly<Record<ColorField, ColorDrafts>> = { accentColor: {}, backgroundColor: {}, textColor: {} };

const INVALID = 'Update the missing or invalid information above.';

function sameStyles(a: SiteStyles, b: SiteStyles): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The Site styles panel: the heading and body fonts and the accent, background and text colours,
 * which every page of the site uses once saved. A sample shows the choice as it is made, with a
 * warning while text or links on the background fall below WCAG AA contrast.
 */
export default function AdminStyles() {
  const { client } = useAdmin();
  injectStyles(document, 'admin-styles-panel', STYLES_PANEL_CSS);
  const [state, reload, replace] = useLoad(() => getSiteStyles(client));
  const [fontsState, reloadFonts] = useLoad(() => getFonts(client));
  const [draft, setDraft] = useState<SiteStyles | null>(null);
  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const [invalid, setInvalid] = useState(false);
  const { saving, failure, status, setStatus, run } = useSave();
  const [version, setVersion] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const fonts: readonly PickerFont[] = fontsState.status === 'loaded' ? fontsState.data : EMPTY_FONTS;
  const failedPreviews = useFontPreviews(fonts);

  const saved = state.status === 'loaded' ? state.data.styles : null;
  const value = draft ?? saved;
  const dirty = value !== null && saved !== null && (!sameStyles(value, saved) || hasDrafts(drafts));
  const problems =
    value === null ? false : COLOR_FIELDS.some((field) => Object.keys(draftProblems(drafts[field], value[field])).length > 0);

  const save = async (): Promise<boolean> => {
    if (value === null) return false;
    if (problems) {
      setInvalid(true);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return false;
    }
    return run(async () => {
      replace(await saveSiteStyles(client, value));
      setDraft(null);
      setDrafts(NO_DRAFTS);
      setVersion((current) => current + 1);
    }, 'Saved. Every page uses the new styles on its next load.');
  };
  const prompt = useUnsavedChanges({ dirty, save });

  const edit = (next: SiteStyles) => {
    setStatus('');
    setInvalid(false);
    setDraft(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  const fontOf = (id: string) => fonts.find((font) => font.id === id);
  const warnings = value === null ? [] : contrastWarnings(value);

  return (
    <EditorLayout previewPath="/shop" previewVersion={version}>
      {state.status === 'loading' && <p className="admin-hint">Loading the site styles…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {value !== null && (
        <form ref={form} className="admin-panel styles-panel" onSubmit={onSubmit} noValidate aria-labelledby="styles-title">
          <h2 id="styles-title">Site styles</h2>
          <div
            className="styles-sample"
            aria-label="Sample"
            role="group"
            style={{ background: hslCss(value.backgroundColor), color: hslCss(value.textColor), fontFamily: fontOf(value.bodyFont)?.stack }}
          >
            <h3 style={{ fontFamily: fontOf(value.headingFont)?.stack }}>Heading in the heading font</h3>
            <p>
              Body text in the body font, with <span style={{ color: hslCss(value.accentColor), textDecoration: 'underline' }}>a link</span>{' '}
              in the accent colour.
            </p>
          </div>
          <div aria-live="polite">
            {warnings.length > 0 && (
              <div className="admin-warning">
                <strong>Hard to read:</strong>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning.foreground}>{warning.message}.</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          {fontsState.status === 'loading' && <p className="admin-hint">Loading the fonts…</p>}
          {fontsState.status === 'failed' && (
            <FailureAlert failure={{ title: FONT_MESSAGES.loadFonts, message: fontsState.failure.message }} onRetry={reloadFonts} />
          )}
          {fontsState.status === 'loaded' &&
            FONT_FIELDS.map(({ field, label }) => (
              <FontPicker
                key={field}
                label={label}
                fonts={fonts}
                failedPreviews={failedPreviews}
                value={value[field]}
                onChange={(id) => edit({ ...value, [field]: id })}
              />
            ))}
          {COLOR_FIELDS.map((field) => (
            <ColorPicker
              key={field}
              label={COLOR_LABELS[field]}
              value={value[field]}
              drafts={drafts[field]}
              onChange={(color, fieldDrafts) => {
                setDrafts((before) => ({ ...before, [field]: fieldDrafts }));
                edit({ ...value, [field]: color });
              }}
            />
          ))}
          {invalid && problems && (
            <p role="alert" className="admin-alert">
              {INVALID}
            </p>
          )}
          {failure !== null && <FailureAlert failure={failure} />}
          <SaveActions
            saving={saving}
            dirty={dirty}
            onDiscard={() => {
              setDraft(null);
              setDrafts(NO_DRAFTS);
              setInvalid(false);
            }}
          />
          <p role="status" className="admin-status">
            {status}
          </p>
        </form>
      )}
      {prompt}
    </EditorLayout>
  );
}

const EMPTY_FONTS: readonly PickerFont[] = [];

function hasDrafts(drafts: Readonly<Record<ColorField, ColorDrafts>>): boolean {
  return COLOR_FIELDS.some((field) => Object.keys(drafts[field]).length > 0);
}
