import { useId, useRef, useState } from 'react';
import { EMBED_MESSAGES } from '../../src/content-pages';
import { FailureAlert, useLoad } from '../ui';

export interface EmbedPanelProps {
  /** What is embedded, as the owner knows it: "Stoneware Vase", "the newsletter sign-up". */
  readonly name: string;
  /** Fetches the snippet (when the panel is first opened). */
  readonly load: () => Promise<string>;
}

function EmbedCode({ name, load }: EmbedPanelProps) {
  const id = useId();
  const [state, reload] = useLoad(load);
  const [status, setStatus] = useState('');
  const code = useRef<HTMLTextAreaElement>(null);

  if (state.status === 'loading') return <p className="admin-hint">Loading the embed code…</p>;
  if (state.status === 'failed') return <FailureAlert failure={state.failure} onRetry={reload} />;

  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(state.data);
      setStatus(EMBED_MESSAGES.copied);
    } catch {
      code.current?.focus();
      code.current?.select();
      setStatus(EMBED_MESSAGES.copyRefused);
    }
  };

  return (
    <div className="admin-field">
      <label htmlFor={`${id}-code`}>Embed code for {name}</label>
      <p id={`${id}-hint`} className="admin-hint">
        Paste it into a code block: the page shows it as the shop does.
      </p>
      <textarea
        ref={code}
        id={`${id}-code`}
        readOnly
        value={state.data}
        rows={6}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          Copy<span className="visually-hidden"> the embed code for {name}</span>
        </button>
        <p role="status" className="admin-status">
          {status}
        </p>
      </div>
    </div>
  );
}

/**
 * The "Embed" panel of something a code block can show (a product, the newsletter block): the
 * markup the loader mounts, loaded when the panel opens, and a Copy button (the clipboard, or the
 * code selected for copying by hand where the browser refuses).
 */
export function EmbedPanel({ name, load }: EmbedPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="admin-embed" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Embed {name}</summary>
      {open && <EmbedCode name={name} load={load} />}
    </details>
  );
}
