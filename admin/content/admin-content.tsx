import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { adminFailureOf } from '../../src/admin';
import {
  deleteContentBlock,
  deleteContentPage,
  getContentPage,
  getNewsletterEmbed,
  listContentPages,
  orderContentBlocks,
  type ContentBlock,
  type ContentBlockType,
  type ContentPage,
  type ContentPageSummary,
  type SavedBlock,
} from '../../src/content-pages';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad, type BlockEditorProps } from '../ui';
import { EmbedPanel } from '../embed/embed-panel';
import { BLOCK_EDITORS } from './block-editors';
import { NewContentPageForm } from './new-content-page';

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

/** How the editor came to show a page: just created, or the next one after a page was deleted. */
type Arrival = 'add' | 'chooser';

/** Which way a block moves in the page's order. */
type Direction = 'up' | 'down';

interface MoveButtonProps {
  readonly blockId: string;
  readonly name: string;
  readonly direction: Direction;
  /** A move is being saved: another waits for it. */
  readonly busy: boolean;
  readonly onMove: (blockId: string, name: string, direction: Direction) => Promise<void>;
}

/** "Move up" or "Move down" for one block, found again by its data attributes to keep focus after the move. */
function MoveButton({ blockId, name, direction, busy, onMove }: MoveButtonProps) {
  return (
    <button
      type="button"
      className="admin-button admin-button--small"
      aria-disabled={busy || undefined}
      data-block={blockId}
      data-move={direction}
      onClick={() => void onMove(blockId, name, direction)}
    >
      {direction === 'up' ? 'Move up' : 'Move down'}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
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

interface PageBlocksProps {
  readonly page: ContentPageSummary;
  /** The page picker: shown above the list, not with a block's editor. */
  readonly chooser: ReactNode;
  /** The new page form: shown below the list, not with a block's editor. */
  readonly newPage: ReactNode;
  /** Where focus goes once the blocks show: adding the first block of a page just created, or the page picker after a page was deleted. */
  readonly arrival: Arrival | null;
  readonly onChanged: () => void;
  readonly onDeleted: (page: ContentPageSummary) => void;
  /** Says what happened in the editor's status region. */
  readonly tell: (outcome: Outcome) => void;
}

/** One page's blocks, or the editor of one of them. */
function PageBlocks({ page, chooser, newPage, arrival, onChanged, onDeleted, tell }: PageBlocksProps) {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const id = useId();
  const [state, reload, , update] = useLoad(() => getContentPage(client, page.id));
  const [editing, setEditing] = useState<Editing | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const firstAdd = useRef<HTMLButtonElement>(null);
  const chooserBox = useRef<HTMLDivElement>(null);
  const arriving = useRef(arrival);
  const list = useRef<HTMLOListElement>(null);
  /** The moved block's button to focus once the list shows the new order. */
  const refocus = useRef<{ blockId: string; direction: Direction } | null>(null);
  const [moving, setMoving] = useState(false);

  // A page just created opens ready for its first block; after a page is deleted, the picker has focus.
  useEffect(() => {
    if (arriving.current === null || state.status !== 'loaded') return;
    const target = arriving.current === 'add' ? firstAdd.current : chooserBox.current?.querySelector('select');
    arriving.current = null;
    target?.focus();
  });

  // After a move, focus stays on the moved block: on the same button, or the other one at an end.
  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null) return;
    refocus.current = null;
    const other: Direction = wanted.direction === 'up' ? 'down' : 'up';
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-block="${wanted.blockId}"][data-move="${direction}"]`);
    (button(wanted.direction) ?? button(other))?.focus();
  });

  // Back from an editor (or a block deleted), focus goes to the list's heading, not lost with the editor.
  useEffect(() => {
    if (editing !== null || !returning.current) return;
    returning.current = false;
    listHeading.current?.focus();
  });

  const close = (next: Outcome) => {
    returning.current = true;
    tell(next);
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

  const move = async (blockId: string, name: string, direction: Direction) => {
    if (moving || state.status !== 'loaded') return;
    const order = state.data.blocks.map((block) => block.id);
    const from = order.indexOf(blockId);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    setMoving(true);
    try {
      const saved = await orderContentBlocks(client, page.id, order);
      refocus.current = { blockId, direction };
      update((current) => ({ ...current, blocks: saved.blocks }));
      onChanged();
      tell({ status: `${name} moved ${direction}: now block ${to + 1} of ${order.length}.` });
    } catch (error) {
      const failure = adminFailureOf(error, 'save');
      tell({ status: `${name} was not moved. ${failure.message}` });
    } finally {
      setMoving(false);
    }
  };

  const removePage = async () => {
    const deleted = await confirm({
      title: `Delete the page “${page.title}”?`,
      message: `Its blocks are deleted with it, shoppers can no longer open ${page.url}, and its links leave the navigation.`,
      confirmLabel: 'Delete page',
      busyLabel: 'Deleting…',
      destructive: true,
      action: () => deleteContentPage(client, page.id),
    });
    if (deleted) onDeleted(page);
  };

  const open = (next: Editing) => {
    tell({ status: '' });
    setEditing(next);
  };

  if (state.status === 'loading') return <p className="admin-hint">Loading the page’s blocks…</p>;
  if (state.status === 'failed') return <FailureAlert failure={state.failure} onRetry={reload} />;

  const Editor = editing === null ? undefined : EDITORS[editing.type];
  if (editing !== null && Editor !== undefined)
    return (
      <>
        <Suspense fallback={<p className="admin-hint">Loading the block editor…</p>}>
          <Editor pageId={page.id} block={editing.block} onSaved={onSaved} onCancel={() => close({ status: '' })} />
        </Suspense>
      </>
    );

  const { blocks } = state.data;
  return (
    <>
      <div ref={chooserBox}>{chooser}</div>
      <section className="admin-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={listHeading} tabIndex={-1}>
          Blocks of {state.data.title}
        </h2>
        {blocks.length === 0 ? (
          <p className="admin-hint">This page has no blocks yet.</p>
        ) : (
          <ol ref={list} className="admin-list" aria-labelledby={`${id}-title`}>
            {blocks.map((block, index) => {
              const name = blockName(block, blocks);
              return (
                <li key={block.id} className="admin-row">
                  <span className="admin-row__title">
                    <strong>{name}</strong>
                    <br />
                    <span className="admin-hint">{blockGlimpse(block)}</span>
                  </span>
                  {index > 0 && <MoveButton blockId={block.id} name={name} direction="up" busy={moving} onMove={move} />}
                  {index < blocks.length - 1 && <MoveButton blockId={block.id} name={name} direction="down" busy={moving} onMove={move} />}
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
          {ADDABLE.map((type, index) => (
            <button
              key={type}
              ref={index === 0 ? firstAdd : undefined}
              type="button"
              className="admin-button"
              onClick={() => open({ type })}
            >
              Add {TYPE_LABELS[type]}
            </button>
          ))}
        </div>
        <div className="admin-actions">
          <button type="button" className="admin-button" onClick={() => void removePage()}>
            Delete page<span className="visually-hidden"> {page.title}</span>
          </button>
        </div>
      </section>
      {newPage}
      <section className="admin-panel" aria-labelledby={`${id}-embed`}>
        <h2 id={`${id}-embed`}>Widgets to embed</h2>
        <p className="admin-hint">Copy a widget’s code into a code block. Each product’s code is in Store pages.</p>
        <EmbedPanel name="the newsletter sign-up" load={() => getNewsletterEmbed(client)} />
      </section>
    </>
  );
}

/**
 * The content page editor: the site's content pages, one page's blocks in order; create and delete
 * pages; add, edit, order and delete blocks, each type in its own editor (BLOCK_EDITORS), the
 * storefront page previewed beside.
 */
export default function AdminContent() {
  const { client } = useAdmin();
  const id = useId();
  const [state, reload, , update] = useLoad(() => listContentPages(client));
  const [chosen, setChosen] = useState<string | null>(null);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: '' });
  const [version, setVersion] = useState(0);
  const pages = state.status === 'loaded' ? state.data : [];
  const page = pages.find(({ id: pageId }) => pageId === chosen) ?? pages[0];
  const noPages = useRef<HTMLParagraphElement>(null);

  // The last page deleted leaves no picker to focus: the sentence saying so takes focus instead.
  useEffect(() => {
    if (arrival !== 'chooser' || page !== undefined) return;
    noPages.current?.focus();
  }, [arrival, page]);

  const onCreated = (created: ContentPage) => {
    const url = `/${created.urlId}`;
    update((current) => [...current, { id: created.id, urlId: created.urlId, title: created.title, url, blockCount: 0 }]);
    setChosen(created.id);
    setArrival('add');
    setOutcome({ status: `Created “${created.title}” at ${url}. Add its first block.` });
    setVersion((current) => current + 1);
  };

  const onDeleted = (deleted: ContentPageSummary) => {
    update((current) => current.filter(({ id: pageId }) => pageId !== deleted.id));
    setChosen(null);
    setOutcome({ status: `“${deleted.title}” deleted.` });
    setArrival('chooser');
    setVersion((current) => current + 1);
  };

  const newPage = <NewContentPageForm onCreated={onCreated} />;
  return (
    <EditorLayout previewPath={page?.url ?? '/'} previewVersion={version}>
      {/* Kept in place whatever is shown below it, so what it says is announced as it changes. */}
      <div role="status">
        {outcome.status !== '' && <p className="admin-status">{outcome.status}</p>}
        {outcome.notice !== undefined && <p className="admin-warning">{outcome.notice}</p>}
      </div>
      {state.status === 'loading' && <p className="admin-hint">Loading the content pages…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {state.status === 'loaded' && page === undefined && (
        <>
          <p className="admin-hint" ref={noPages} tabIndex={-1}>
            The site has no content pages.
          </p>
          {newPage}
        </>
      )}
      {page !== undefined && (
        <PageBlocks
          key={page.id}
          page={page}
          arrival={arrival}
          newPage={newPage}
          onChanged={() => setVersion((current) => current + 1)}
          onDeleted={onDeleted}
          tell={setOutcome}
          chooser={
            <div className="admin-field">
              <label htmlFor={`${id}-page`}>Page</label>
              <select
                id={`${id}-page`}
                value={page.id}
                onChange={(event) => {
                  setOutcome({ status: '' });
                  setArrival(null);
                  setChosen(event.target.value);
                }}
              >
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
