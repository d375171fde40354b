import { useId, useState, type FormEvent } from 'react';
import { ADMIN_LIMITS, checkHeaderFooterHtml, getHeaderFooter, saveHeaderFooter, type HeaderFooter } from '../../src/admin';
import { CODE_BLOCK_MESSAGES, codeTrust } from '../../src/code-blocks';
import { CodeEditor } from '../code-editor/code-editor';
import { EditorLayout, FailureAlert, SaveActions, useAdmin, useLoad, useSave, useUnsavedChanges } from '../ui';

const PARTS = [
  { part: 'header', label: 'Header HTML', hint: 'Shown above the site header on every page.' },
  { part: 'footer', label: 'Footer HTML', hint: 'Shown at the foot of every page.' },
] as const;

/** The header and footer editor: the site's own HTML above and below every page, saved together. */
export default function AdminHeaderFooter() {
  const { client, permissions } = useAdmin();
  const [state, reload, replace] = useLoad(() => getHeaderFooter(client));
  const [draft, setDraft] = useState<HeaderFooter | null>(null);
  const { saving, failure, status, setStatus, run } = useSave();
  const [version, setVersion] = useState(0);
  const ids = { header: useId(), footer: useId() };

  const saved = state.status === 'loaded' ? state.data : null;
  const value = draft ?? saved;
  const dirty = draft !== null && saved !== null && (draft.header !== saved.header || draft.footer !== saved.footer);
  const trusted = codeTrust(permissions) === 'raw';

  // A failed save leaves the draft as typed: nothing the owner wrote is lost.
  const save = async (): Promise<boolean> =>
    value !== null &&
    run(async () => {
      replace(await saveHeaderFooter(client, value));
      setDraft(null);
      setVersion((current) => current + 1);
    }, 'Saved. Every page shows the change on its next load.');
  const prompt = useUnsavedChanges({ dirty, save });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  return (
    <EditorLayout previewPath="/shop" previewVersion={version}>
      {state.status === 'loading' && <p className="admin-hint">Loading the header and footer…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {value !== null && (
        <form className="admin-panel" onSubmit={onSubmit} noValidate>
          <h2>Header and footer</h2>
          {!trusted && <p className="admin-hint">{CODE_BLOCK_MESSAGES.untrustedHint}</p>}
          {PARTS.map(({ part, label, hint }) => {
            const problem = checkHeaderFooterHtml(part, value[part]);
            return (
              <div className="admin-field" key={part}>
                <CodeEditor
                  label={label}
                  value={value[part]}
                  describedBy={`${ids[part]}-hint`}
                  invalid={problem !== undefined}
                  onChange={(next) => {
                    setStatus('');
                    setDraft({ ...value, [part]: next });
                  }}
                />
                <p id={`${ids[part]}-hint`} className="admin-hint">
                  {hint} {value[part].length.toLocaleString('en-US')} of {ADMIN_LIMITS.headerFooterLength.toLocaleString('en-US')}{' '}
                  characters.
                </p>
                {problem !== undefined && (
                  <p role="alert" className="admin-alert">
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
          {failure !== null && <FailureAlert failure={failure} />}
          <SaveActions saving={saving} dirty={dirty} onDiscard={() => setDraft(null)} />
          <p role="status" className="admin-status">
            {status}
          </p>
        </form>
      )}
      {prompt}
    </EditorLayout>
  );
}
