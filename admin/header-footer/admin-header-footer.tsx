import { useId, useState, type FormEvent } from 'react';
import {
  checkHeaderFooterHtml,
  getHeaderFooter,
  publishHeaderFooterPart,
  saveHeaderFooter,
  type HeaderFooter,
  type HeaderFooterPart,
} from '../../src/admin';
import { CODE_BLOCK_MESSAGES, codeTrust } from '../../src/code-blocks';
import { CodeEditor } from '../code-editor/code-editor';
import { EditorLayout, FailureAlert, SaveActions, useAdmin, useConfirm, useLoad, useSave, useUnsavedChanges } from '../ui';
import { characterCount, isDirty, isHeldSanitized } from './header-footer';

const PARTS = [
  { part: 'header', label: 'Header HTML', hint: 'Shown above the site header on every page.' },
  { part: 'footer', label: 'Footer HTML', hint: 'Shown at the foot of every page.' },
] as const;

/** The header and footer editor: the site's own HTML above and below every page, saved together. */
export default function AdminHeaderFooter() {
  const { client, permissions } = useAdmin();
  const confirm = useConfirm();
  const [state, reload, replace] = useLoad(() => getHeaderFooter(client));
  const [draft, setDraft] = useState<HeaderFooter | null>(null);
  const { saving, failure, status, setStatus, run } = useSave();
  const [version, setVersion] = useState(0);
  const ids = { header: useId(), footer: useId() };

  const saved = state.status === 'loaded' ? state.data : null;
  const value: HeaderFooter | null = draft ?? saved;
  const dirty = isDirty(draft, saved);
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

  // Publishes the part as stored (what the owner reads here), after saying what that means.
  const publish = async (part: HeaderFooterPart, label: string) => {
    if (saved === null) return;
    const html = saved[part];
    const published = await confirm({
      title: `Publish the ${part} as written?`,
      message: CODE_BLOCK_MESSAGES.publishConfirm,
      confirmLabel: CODE_BLOCK_MESSAGES.publishLabel,
      busyLabel: 'Publishing…',
      action: async () => {
        replace(await publishHeaderFooterPart(client, part, html));
        setVersion((current) => current + 1);
      },
    });
    if (published) setStatus(`${label} published as written. Every page shows it on its next load.`);
  };

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
            const held = isHeldSanitized(saved, value, part);
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
                  {hint} {characterCount(value[part])}
                </p>
                {held && (
                  <div className="admin-notice" role="note" aria-label={`${label}: held sanitized`}>
                    <p>{CODE_BLOCK_MESSAGES.heldSanitized}</p>
                    {trusted && (
                      <button type="button" className="admin-button" disabled={saving} onClick={() => void publish(part, label)}>
                        {CODE_BLOCK_MESSAGES.publishLabel}
                      </button>
                    )}
                  </div>
                )}
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
