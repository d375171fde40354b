import { useId, useState, type FormEvent } from 'react';
import {
  checkLinkAddress,
  checkNavigationSize,
  checkTitle,
  countNavigationItems,
  getSiteLayout,
  mainNavigationOf,
  pageStatusLabels,
  updateNavigation,
  type SitePage,
} from '../../src/admin';
import { linkHref, validateLink, type Link, type LinkErrors } from '../../src/links';
import { EditorLayout, FailureAlert, SaveActions, useAdmin, useConfirm, useLoad, useSave, useUnsavedChanges } from '../ui';
import { LinkEditor } from '../links/link-editor';
import { useLinkableFiles } from '../links/use-linkable-files';
import { SortableList, type SortableHandle } from '../sortable/sortable-list';
import {
  foldersOf,
  kindOf,
  moveTo,
  navigationOf,
  newKey,
  remove,
  reorder,
  sameNavigation,
  treeFromLinks,
  update,
  type EditableItem,
  type Tree,
} from './tree';

const KIND_LABEL = { page: 'Page', link: 'Link', folder: 'Folder', 'member-area': 'Member area' } as const;

/**
 * The navigation editor: the main navigation as a tree of pages, links and folders. Reorder by
 * drag and drop or by keyboard, nest in a folder, rename, remove, add; saved together.
 */
export default function AdminNavigation() {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const [state, reload] = useLoad(async () => {
    const layout = await getSiteLayout(client);
    const main = mainNavigationOf(layout);
    return { layout, main, tree: treeFromLinks(main.links) };
  });
  const [draft, setDraft] = useState<Tree | null>(null);
  const [savedTree, setSavedTree] = useState<Tree | null>(null);
  const { saving, failure, status, setStatus, run } = useSave();
  const [version, setVersion] = useState(0);

  const saved = savedTree ?? (state.status === 'loaded' ? state.data.tree : null);
  const tree = draft ?? saved;
  const dirty = draft !== null && saved !== null && !sameNavigation(draft, saved);
  const pages = new Map((state.status === 'loaded' ? state.data.layout.collections : []).map((page) => [page.id, page]));

  const save = async (): Promise<boolean> => {
    if (state.status !== 'loaded' || tree === null) return false;
    const { main, layout } = state.data;
    return run(async () => {
      await updateNavigation(client, {
        fieldName: main.identifier,
        templateId: layout.templateId,
        navigation: { items: navigationOf(tree) },
      });
      setSavedTree(tree);
      setDraft(null);
      setVersion((current) => current + 1);
    }, 'Navigation saved. The site header shows it on the next page load.');
  };
  const prompt = useUnsavedChanges({ dirty, save });

  const change = (next: Tree) => {
    setStatus('');
    setDraft(next);
  };
  const nameOf = (item: EditableItem) => {
    if (item.title.trim() !== '') return item.title.trim();
    const page = item.collectionId === null ? undefined : pages.get(item.collectionId);
    return page?.title ?? KIND_LABEL[kindOf(item)];
  };

  const askRemove = async (item: EditableItem) => {
    if (tree === null) return;
    const inside = item.items.length;
    const confirmed = await confirm({
      title: `Remove ${nameOf(item)}?`,
      message: (
        <p>
          {inside > 0
            ? `The folder and the ${inside === 1 ? 'item' : `${inside} items`} in it leave the navigation.`
            : 'It leaves the navigation.'}{' '}
          {kindOf(item) === 'page' ? 'The page itself stays.' : ''} Nothing changes on the site until you save.
        </p>
      ),
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (confirmed) change(remove(tree, item.key));
  };

  const renderItem = (current: Tree, parentKey: string | null) => (item: EditableItem, handle: SortableHandle) => {
    const name = nameOf(item);
    const kind = kindOf(item);
    const page = item.collectionId === null ? undefined : pages.get(item.collectionId);
    const folders = foldersOf(current).filter((folder) => folder.key !== item.key);
    const addressProblem = kind === 'link' ? checkLinkAddress(item.externalLink ?? '') : undefined;
    return (
      <>
        <button type="button" className="admin-button admin-button--small admin-handle" aria-label={`Reorder ${name}`} {...handle.props}>
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="admin-row__title">
          {name}
          <span className="admin-badge">{KIND_LABEL[kind]}</span>
          {page !== undefined &&
            pageStatusLabels(page).map((label) => (
              <span key={label} className="admin-badge">
                {label}
              </span>
            ))}
        </span>
        <input
          className="admin-input"
          type="text"
          aria-label={`Label of ${name}`}
          placeholder={page?.title}
          value={item.title}
          onChange={(event) => change(update(current, item.key, { title: event.target.value }))}
        />
        {kind === 'link' && (
          <input
            className="admin-input"
            type="text"
            aria-label={`Address of ${name}`}
            aria-invalid={addressProblem !== undefined}
            value={item.externalLink ?? ''}
            onChange={(event) => change(update(current, item.key, { externalLink: event.target.value }))}
          />
        )}
        {kind === 'link' && (
          <label className="admin-check">
            <input
              type="checkbox"
              checked={item.newWindow}
              onChange={(event) => change(update(current, item.key, { newWindow: event.target.checked }))}
            />
            Open<span className="visually-hidden"> {name}</span> in a new window
          </label>
        )}
        {kind !== 'folder' && (folders.length > 0 || parentKey !== null) && (
          <select
            className="admin-input"
            aria-label={`Move ${name} to`}
            value={parentKey ?? ''}
            onChange={(event) => change(moveTo(current, item.key, event.target.value === '' ? null : event.target.value))}
          >
            <option value="">The top level</option>
            {folders.map((folder) => (
              <option key={folder.key} value={folder.key}>
                Folder {nameOf(folder)}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="admin-button admin-button--small" onClick={() => void askRemove(item)}>
          Remove {name}
        </button>
        {addressProblem !== undefined && (
          <p role="alert" className="admin-alert">
            {addressProblem}
          </p>
        )}
        {kind === 'folder' && (
          <div className="admin-children">
            {item.items.length === 0 ? (
              <p className="admin-hint">Empty: move pages or links here with their “Move to” choice.</p>
            ) : (
              <SortableList
                label={`In the folder ${name}`}
                items={item.items}
                nameOf={nameOf}
                onReorder={(from, to) => change(reorder(current, item.key, from, to))}
                renderItem={renderItem(current, item.key)}
              />
            )}
          </div>
        )}
      </>
    );
  };

  return (
    <EditorLayout previewPath="/" previewVersion={version}>
      {state.status === 'loading' && <p className="admin-hint">Loading the navigation…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {state.status === 'loaded' && tree !== null && (
        <>
          <section className="admin-panel admin-tree" aria-labelledby="navigation-title">
            <h2 id="navigation-title">Main navigation</h2>
            {tree.length === 0 ? (
              <p className="admin-hint">The navigation is empty. Add a page, a link or a folder below.</p>
            ) : (
              <SortableList
                label="Main navigation"
                items={tree}
                nameOf={nameOf}
                onReorder={(from, to) => change(reorder(tree, null, from, to))}
                renderItem={renderItem(tree, null)}
              />
            )}
            {failure !== null && <FailureAlert failure={failure} />}
            <SaveActions
              saving={saving}
              dirty={dirty}
              label="Save navigation"
              onSave={() => void save()}
              onDiscard={() => setDraft(null)}
            />
            <p role="status" className="admin-status">
              {status}
            </p>
          </section>
          <AddItem pages={state.data.layout.collections} tree={tree} onAdd={(item) => change([...tree, item])} />
        </>
      )}
      {prompt}
    </EditorLayout>
  );
}

type AddKind = 'page' | 'link' | 'folder';

const EMPTY_LINK: Link = { type: 'url', to: '' };

function AddItem({ pages, tree, onAdd }: { pages: readonly SitePage[]; tree: Tree; onAdd: (item: EditableItem) => void }) {
  const id = useId();
  const [kind, setKind] = useState<AddKind>('page');
  const [pageId, setPageId] = useState('');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState<Link>(EMPTY_LINK);
  const [linkErrors, setLinkErrors] = useState<LinkErrors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const chosenPage = pages.find((page) => page.id === pageId) ?? pages[0];
  const offeredFiles = useLinkableFiles();
  const linkPages = pages.map((page) => ({ title: page.title, path: page.fullUrl }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = kind === 'link' ? validateLink(link, { pages: linkPages.map(({ path }) => path) }) : {};
    setLinkErrors(errors);
    const href = kind === 'link' && Object.keys(errors).length === 0 ? linkHref(link) : '';
    const found =
      checkNavigationSize(countNavigationItems(navigationOf(tree)) + 1) ??
      (kind === 'page' ? (chosenPage === undefined ? 'The site has no page to add' : undefined) : checkTitle(title)) ??
      (kind === 'link' ? (Object.values(errors)[0] ?? checkLinkAddress(href)) : undefined);
    setProblem(found);
    if (found !== undefined) return;
    const base = { key: newKey(), collectionId: null, externalLink: null, memberAreaId: null, newWindow: false, items: [] };
    if (kind === 'page' && chosenPage !== undefined) onAdd({ ...base, collectionId: chosenPage.id, title: '' });
    else if (kind === 'link') onAdd({ ...base, externalLink: href, title: title.trim(), newWindow: link.newWindow === true });
    else onAdd({ ...base, title: title.trim() });
    setTitle('');
    setLink(EMPTY_LINK);
  };

  return (
    <form className="admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add to the navigation</h2>
      <fieldset className="admin-actions">
        <legend className="admin-label">What to add</legend>
        {(['page', 'link', 'folder'] as const).map((each) => (
          <label key={each} className="admin-check">
            <input type="radio" name={`${id}-kind`} value={each} checked={kind === each} onChange={() => setKind(each)} />
            {each === 'page' ? 'A page' : each === 'link' ? 'A link' : 'A folder'}
          </label>
        ))}
      </fieldset>
      {kind === 'page' ? (
        <div className="admin-field">
          <label htmlFor={`${id}-page`}>Page</label>
          <select id={`${id}-page`} value={chosenPage?.id ?? ''} onChange={(event) => setPageId(event.target.value)}>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title} ({page.fullUrl}){pageStatusLabels(page).length > 0 ? ` · ${pageStatusLabels(page).join(', ')}` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="admin-field">
          <label htmlFor={`${id}-label`}>Label</label>
          <input id={`${id}-label`} type="text" value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
      )}
      {kind === 'link' && (
        <LinkEditor
          value={link}
          onChange={(next) => {
            setLink(next);
            setLinkErrors({});
          }}
          pages={linkPages}
          files={offeredFiles}
          errors={linkErrors}
          offersNewWindow
        />
      )}
      {problem !== undefined && (
        <p role="alert" className="admin-alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-button">
          Add {kind}
        </button>
      </div>
    </form>
  );
}
