import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CODE_BLOCK_MESSAGES, MAX_CODE_BLOCK_LENGTH, codeTrust } from '../../src/code-blocks';
import { addContentBlock, publishContentBlock, saveContentBlock, type CodeBlock } from '../../src/content-pages';
import { FailureAlert, SaveActions, useAdmin, useConfirm, useSave, useUnsavedChanges, type BlockEditorProps } from '../ui';
import { CodeEditor, type CodeEditorHandle } from '../code-editor/code-editor';
import { InsertLinkDialog } from '../links/insert-link-dialog';

function problemOf(source: string): string | undefined {
  if (source.trim() === '') return CODE_BLOCK_MESSAGES.empty;
  if (source.length > MAX_CODE_BLOCK_LENGTH) return CODE_BLOCK_MESSAGES.tooLong;
  return undefined;
}

/** A code block's editor: its HTML with syntax highlighting, links inserted through the link editor. */
export default function CodeBlockEditor({ pageId, block, onSaved, onCancel }: BlockEditorProps<CodeBlock>) {
  const { client, permissions } = useAdmin();
  const confirm = useConfirm();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const code = useRef<CodeEditorHandle>(null);
  const [source, setSource] = useState(block?.source ?? '');
  const [tried, setTried] = useState(false);
  const [linking, setLinking] = useState<{ text: string } | null>(null);
  const inserting = useRef<string | null>(null);
  const { saving, failure, run } = useSave();
  const dirty = source !== (block?.source ?? '');
  const problem = problemOf(source);
  const mayPublish = codeTrust(permissions) === 'raw';
  // The block as stored was written by a role without code rights: it shows sanitized until published.
  const held = block !== undefined && !block.trusted && !dirty;

  useEffect(() => heading.current?.focus(), []);

  // Once the link dialog has closed (and given focus back), the link goes in at the cursor.
  useEffect(() => {
    const html = inserting.current;
    if (linking !== null || html === null) return;
    inserting.current = null;
    code.current?.insert(html);
  }, [linking]);

  const save = async (): Promise<boolean> => {
    setTried(true);
    if (problem !== undefined) return false;
    return run(async () => {
      const input = { type: 'code', source } as const;
      onSaved(block === undefined ? await addContentBlock(client, pageId, input) : await saveContentBlock(client, pageId, block.id, input));
    }, '');
  };
  const prompt = useUnsavedChanges({ dirty, save });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  const publish = async () => {
    if (block === undefined) return;
    const { id: blockId, source: written } = block;
    await confirm({
      title: 'Publish this block as written?',
      message: CODE_BLOCK_MESSAGES.publishConfirm,
      confirmLabel: CODE_BLOCK_MESSAGES.publishLabel,
      busyLabel: 'Publishing…',
      action: async () => onSaved(await publishContentBlock(client, pageId, blockId, written)),
    });
  };

  const cancel = async () => {
    const leave =
      !dirty ||
      (await confirm({
        title: 'Discard changes?',
        message: 'Your changes to this code block are not saved.',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }));
    if (leave) onCancel();
  };

  return (
    <>
      <form className="admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {block === undefined ? 'New code block' : 'Edit code block'}
        </h2>
        {!mayPublish && <p className="admin-hint">{CODE_BLOCK_MESSAGES.untrustedHint}</p>}
        {held && (
          <div className="admin-notice" role="note">
            <p>{CODE_BLOCK_MESSAGES.heldSanitized}</p>
            {mayPublish && (
              <button type="button" className="admin-button" disabled={saving} onClick={() => void publish()}>
                {CODE_BLOCK_MESSAGES.publishLabel}
              </button>
            )}
          </div>
        )}
        <CodeEditor
          ref={code}
          label="HTML"
          value={source}
          onChange={setSource}
          describedBy={`${id}-count`}
          invalid={tried && problem !== undefined}
        />
        <p id={`${id}-count`} className="admin-hint">
          {source.length.toLocaleString('en-US')} of {MAX_CODE_BLOCK_LENGTH.toLocaleString('en-US')} characters.
        </p>
        {tried && problem !== undefined && (
          <p role="alert" className="admin-alert">
            {problem}
          </p>
        )}
        <div className="admin-actions">
          <button type="button" className="admin-button" onClick={() => setLinking({ text: code.current?.selectedText() ?? '' })}>
            Insert link
          </button>
        </div>
        {failure !== null && <FailureAlert failure={failure} />}
        <SaveActions saving={saving} dirty={dirty} onDiscard={() => setSource(block?.source ?? '')} />
        <div className="admin-actions">
          <button type="button" className="admin-button" disabled={saving} onClick={() => void cancel()}>
            Back to the blocks
          </button>
        </div>
      </form>
      <InsertLinkDialog
        open={linking !== null}
        initialText={linking?.text ?? ''}
        onClose={() => setLinking(null)}
        onInsert={(html) => {
          inserting.current = html;
          setLinking(null);
        }}
      />
      {prompt}
    </>
  );
}
