import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  deleteContentBlock,
  getContentPage,
  getNewsletterEmbed,
  listContentPages,
  type ContentBlock,
  type ContentBlockType,
  type ContentPageSummary,
  type SavedBlock,
} from '../../../src/content-pages';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad } from '../../admin-ui';
import { EmbedPanel } from '../embed/embed-panel';
import { BLOCK_EDITORS, type BlockEditorProps } from './block-editors';

const TYPE_LABELS: Readonly<Record<ContentBlockType, string>> = { code: 'code block', chart: 'chart block' };

/** Each listed block editor as a lazy component, its chunk imported when first opened. */
const EDITORS = Object.fromEntries(
  Object.entries(BLOCK_EDITORS).map(([type, load]) => [type, lazy(load as () => Promise<{ default: ComponentType<BlockEditorProps> }>)]),
) as Partial<Record<ContentBlockType, LazyExoticComponent<ComponentType<BlockEditorProps>>>>;
const ADDABLE = (Object.keys(TYPE_LABELS) as ContentBlockType[]).filter((type) => EDITORS[type] !== undefined);

/** How a block is named in the list and on its buttons: "Code block 2", "Chart “Kiln firings”". */
function blockName(block: ContentBlock, blocks: readonly ContentBlock[]): string {
  if (block.type === 'chart') return `Chart “${block.title}”`;
  const codeBlocks = blocks.filter(({ type }) => type === 'code');
  return `Code block ${codeBlocks.indexOf(block) + 1}`;
}

/** A glimpse of a block's content for the list. */
function blockGlimpse(block: ContentBlock): string {
  if (block.type === 'chart') return `${block.chartType === 'line' ? 'Line' : 'Bar'} chart, ${Math.max(0, block.grid.length - 1)} rows`;
  const text = block.source.replace(/\s+/g, ' ').trim();
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
}

interface Editing {
  readonly type: ContentBlockType;
  readonly block?: ContentBlock;
}

/** What the owner was last told: what happened, and the server's notice about it. */
interface Outcome {
  readonly status: string;
  readonly notice?: string;
}

/** One page's blocks, or the editor of one of them; `chooser` (the page picker) shows with the list only. */
function PageBlocks({ page, chooser, onChanged }: { page: ContentPageSummary; chooser: ReactNode; onChanged: () => void }) {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const id = useId();
  const [state, reload, , update] = useLoad(() => getContentPage(client, page.id));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: '' });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  // Back from an editor (or a block deleted), focus goes to the list's heading, not lost with the editor.
  useEffect(() => {
    if (editing !== null || !returning.current) return;
    returning.current = false;
    listHeading.current?.focus();
  });

  const close = (next: Outcome) => {
    returning.current = true;
    setOutcome(next);
    setEditing(null);
  };

  const onSaved = ({ block, notice }: SavedBlock) => {
    update((current) => {
      const at = current.blocks.findIndex(({ id: blockId }) => blockId === block.id);
      return {
        ...current,
        blocks: at < 0 ? [...current.blocks, block] : current.blocks.map((each, index) => (index === at ? block : each)),
      };
    });
    onChanged();
    close({ status: editing?.block === undefined ? 'Block added.' : 'Block saved.', ...(notice === undefined ? {} : { notice }) });
  };

  const remove = async (block: ContentBlock, name: string) => {
    const removed = await confirm({
      title: `Delete ${name}?`,
      message: 'The block is removed from the page for good.',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting…',
      destructive: true,
      action: () => deleteContentBlock(client, page.id, block.id),
    });
    if (!removed) return;
    update((current) => ({ ...current, blocks: current.blocks.filter(({ id: blockId }) => blockId !== block.id) }));
    onChanged();
    close({ status: `${name} deleted.` });
  };

  const open = (next: Editing) => {
    setOutcome({ status: '' });
    setEditing(next);
  };

  // Kept in place whatever is shown below it, so what it says is announced as it changes.
  const said = (
    <div role="status">
      {outcome.status !== '' && <p className="admin-status">{outcome.status}</p>}
      {outcome.notice !== undefined && <p className="admin-warning">{outcome.notice}</p>}
    </div>
  );
  if (state.status === 'loading') return <p className="admin-hint">Loading the page’s blocks…</p>;
  if (state.status === 'failed') return <FailureAlert failure={state.failure} onRetry={reload} />;

  const Editor = editing === null ? undefined : EDITORS[editing.type];
  if (editing !== null && Editor !== undefined)
    return (
      <>
        {said}
        <Suspense fallback={<p className="admin-hint">Loading the block editor…</p>}>
          <Editor pageId={page.id} block={editing.block} onSaved={onSaved} onCancel={() => close({ status: '' })} />
        </Suspense>
      </>
    );

  const { blocks } = state.data;
  return (
    <>
      {said}
      {chooser}
      <section className="admin-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={listHeading} tabIndex={-1}>
          Blocks of {state.data.title}
        </h2>
        {blocks.length === 0 ? (
          <p className="admin-hint">This page has no blocks yet.</p>
        ) : (
          <ol className="admin-list" aria-labelledby={`${id}-title`}>
            {blocks.map((block) => {
              const name = blockName(block, blocks);
              return (
                <li key={block.id} className="admin-row">
                  <span className="admin-row__title">
                    <strong>{name}</strong>
                    <br />
                    <span className="admin-hint">{blockGlimpse(block)}</span>
                  </span>
                  {EDITORS[block.type] !== undefined && (
                    <button type="button" className="admin-button admin-button--small" onClick={() => open({ type: block.type, block })}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                  <button type="button" className="admin-button admin-button--small" onClick={() => void remove(block, name)}>
                    Delete<span className="visually-hidden"> {name}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <div className="admin-actions">
          {ADDABLE.map((type) => (
            <button key={type} type="button" className="admin-button" onClick={() => open({ type })}>
              Add {TYPE_LABELS[type]}
            </button>
          ))}
        </div>
      </section>
      <section className="admin-panel" aria-labelledby={`${id}-embed`}>
        <h2 id={`${id}-embed`}>Widgets to embed</h2>
        <p className="admin-hint">Copy a widget’s code into a code block. Each product’s code is in Store pages.</p>
        <EmbedPanel name="the newsletter sign-up" load={() => getNewsletterEmbed(client)} />
      </section>
    </>
  );
}

/**
 * The content page editor: the site's content pages, one page's blocks in order; add, edit and
 * delete blocks, each type in its own editor (BLOCK_EDITORS), the storefront page previewed beside.
 */
export default function AdminContent() {
  const { client } = useAdmin();
  const id = useId();
  const [state, reload] = useLoad(() => listContentPages(client));
  const [chosen, setChosen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const pages = state.status === 'loaded' ? state.data : [];
  const page = pages.find(({ id: pageId }) => pageId === chosen) ?? pages[0];

  return (
    <EditorLayout previewPath={page?.url ?? '/'} previewVersion={version}>
      {state.status === 'loading' && <p className="admin-hint">Loading the content pages…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {state.status === 'loaded' && page === undefined && <p className="admin-hint">The site has no content pages.</p>}
      {page !== undefined && (
        <PageBlocks
          key={page.id}
          page={page}
          onChanged={() => setVersion((current) => current + 1)}
          chooser={
            <div className="admin-field">
              <label htmlFor={`${id}-page`}>Page</label>
              <select id={`${id}-page`} value={page.id} onChange={(event) => setChosen(event.target.value)}>
                {pages.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.title} ({each.url})
                  </option>
                ))}
              </select>
            </div>
          }
        />
      )}
    </EditorLayout>
  );
}
