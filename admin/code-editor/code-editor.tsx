import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { CODE_BLOCK_MESSAGES, insertAtSelection, isAndroid } from '../../src/code-blocks';
import { pageStyleNonce } from '../../widgets/ui';

type CodeMirrorModule = typeof import('./codemirror-view');
type EditorView = ReturnType<CodeMirrorModule['createCodeMirror']>;

/** What an editor around the code editor may do with it: put text at the cursor, read the selection. */
export interface CodeEditorHandle {
  /** Puts `text` in place of the selection (at the cursor), then focuses the editor after it. */
  insert(text: string): void;
  /** The text selected now ('' for a bare cursor). */
  selectedText(): string;
}

export interface CodeEditorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Ids of what else describes the code: a hint, a character count. */
  readonly describedBy?: string;
  /** Marks the code as invalid (its problem is shown and described by the caller). */
  readonly invalid?: boolean;
  readonly ref?: Ref<CodeEditorHandle>;
}

/**
 * An HTML code editor with syntax highlighting (CodeMirror, loaded with the first code editor
 * shown). Android gets the plain text area and the spec's message instead; so does anyone whose
 * browser cannot load CodeMirror. Tab leaves the editor, as it leaves any field.
 */
export function CodeEditor({ label, value, onChange, describedBy, invalid = false, ref }: CodeEditorProps) {
  const id = useId();
  const [android] = useState(() => isAndroid(navigator.userAgent));
  // Android edits in the text area; elsewhere CodeMirror, once loaded (the text area if it cannot load).
  const [mode, setMode] = useState<'loading' | 'text' | 'code'>(android ? 'text' : 'loading');
  const host = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<{ view: EditorView; module: CodeMirrorModule } | null>(null);
  const changed = useRef(onChange);
  const latestValue = useRef(value);
  useEffect(() => {
    changed.current = onChange;
    latestValue.current = value;
  });
  const pendingCursor = useRef<number | null>(null);
  const keysHint = `${id}-keys`;
  const describedByAll = [android ? `${id}-android` : keysHint, describedBy].filter(Boolean).join(' ');

  useEffect(() => {
    if (android || host.current === null) return undefined;
    const parent = host.current;
    let live = true;
    import('./codemirror-view').then(
      (module) => {
        if (!live) return;
        const view = module.createCodeMirror({
          parent,
          value: latestValue.current,
          contentAttributes: { 'aria-labelledby': `${id}-label`, 'aria-describedby': describedByAll },
          onChange: (next) => changed.current(next),
          styleNonce: pageStyleNonce(document),
        });
        editor.current = { view, module };
        setMode('code');
      },
      // Without CodeMirror the plain text area still edits everything.
      () => live && setMode('text'),
    );
    return () => {
      live = false;
      editor.current?.view.destroy();
      editor.current = null;
    };
    // The editor is made once; its text and state follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [android]);

  useEffect(() => {
    const current = editor.current;
    if (current === null) return;
    current.module.syncCodeMirror(current.view, value);
    current.view.contentDOM.setAttribute('aria-invalid', String(invalid));
  }, [value, invalid, mode]);

  // The text area's cursor after an insertion, once React has put the new text in.
  useLayoutEffect(() => {
    const cursor = pendingCursor.current;
    if (cursor === null || textarea.current === null) return;
    pendingCursor.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(cursor, cursor);
  });

  useImperativeHandle(
    ref,
    () => ({
      insert(text) {
        const current = editor.current;
        if (current !== null) return current.module.insertIntoCodeMirror(current.view, text);
        const area = textarea.current;
        const inserted = insertAtSelection(
          value,
          { from: area?.selectionStart ?? value.length, to: area?.selectionEnd ?? value.length },
          text,
        );
        pendingCursor.current = inserted.cursor;
        onChange(inserted.source);
      },
      selectedText() {
        const current = editor.current;
        if (current !== null) return current.module.selectedInCodeMirror(current.view);
        const area = textarea.current;
        return area === null ? '' : value.slice(area.selectionStart, area.selectionEnd);
      },
    }),
    [value, onChange],
  );

  return (
    <div className="admin-field">
      <label id={`${id}-label`} htmlFor={mode === 'text' ? `${id}-text` : undefined}>
        {label}
      </label>
      {android ? (
        <p id={`${id}-android`} className="admin-warning">
          {CODE_BLOCK_MESSAGES.android}
        </p>
      ) : (
        <p id={keysHint} className="admin-hint">
          Tab moves to the next control; indent with Ctrl+] and outdent with Ctrl+[.
        </p>
      )}
      {mode === 'loading' && <p className="admin-hint">Loading the code editor…</p>}
      {mode === 'text' && (
        <textarea
          ref={textarea}
          id={`${id}-text`}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-describedby={describedByAll}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div ref={host} hidden={mode !== 'code'} />
    </div>
  );
}
