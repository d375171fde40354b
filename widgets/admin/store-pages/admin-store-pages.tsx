import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_LIMITS,
  StorePageNavigationError,
  adminFailureOf,
  checkCategoryName,
  checkDescription,
  checkTitle,
  createCategory,
  createStorePage,
  getSiteLayout,
  listStorePages,
  moveProductsToStore,
  type AdminFailure,
  type StoreCategory,
  type StorePage,
} from '../../../src/admin';
import { getProductEmbed } from '../../../src/content-pages';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad, useSave, useUnsavedChanges } from '../../admin-ui';
import { EmbedPanel } from '../embed/embed-panel';
import { urlIdDraft } from './url-id-field';

interface NewPageDraft {
  readonly title: string;
  /** What the owner typed in the URL id field; null while it follows the title. */
  readonly urlId: string | null;
  readonly description: string;
  readonly enabled: boolean;
  readonly addToMainNavigation: boolean;
}

const EMPTY_DRAFT: NewPageDraft = { title: '', urlId: null, description: '', enabled: true, addToMainNavigation: true };

/** The store pages editor: create a store page, then give each its categories and products. */
export default function AdminStorePages() {
  const { client, websiteId } = useAdmin();
  const [state, reload] = useLoad(async () => {
    const [layout, storePages] = await Promise.all([getSiteLayout(client), listStorePages(client, websiteId)]);
    return { taken: [...layout.reservedUrlIds, ...layout.collections.map(({ urlId }) => urlId)], storePages };
  });
  const [previewPath, setPreviewPath] = useState('/shop');
  const [version, setVersion] = useState(0);
  const changed = (path: string) => {
    setPreviewPath(path);
    setVersion((current) => current + 1);
    reload();
  };

  return (
    <EditorLayout previewPath={previewPath} previewVersion={version}>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      <NewStorePage taken={state.status === 'loaded' ? state.data.taken : null} onCreated={changed} />
      <section className="admin-panel" aria-labelledby="stores-title">
        <h2 id="stores-title">Store pages</h2>
        {state.status === 'loading' && <p className="admin-hint">Loading the store pages…</p>}
        {state.status === 'loaded' && (
          <ul className="admin-list">
            {state.data.storePages.map((page) => (
              <li key={page.id}>
                <StorePagePanel page={page} storePages={state.data.storePages} onChanged={() => changed(`/${page.urlId}`)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </EditorLayout>
  );
}

function NewStorePage({ taken, onCreated }: { taken: readonly string[] | null; onCreated: (path: string) => void }) {
  const { client, websiteId } = useAdmin();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<NewPageDraft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [status, setStatus] = useState('');
  const id = useId();
  const urlId = urlIdDraft(draft.title, draft.urlId, taken ?? []);
  const titleProblem = checkTitle(draft.title);
  const descriptionProblem = checkDescription(draft.description);
  const dirty = draft.title !== '' || draft.description !== '' || draft.urlId !== null;

  const create = async (): Promise<boolean> => {
    setTouched(true);
    if (titleProblem !== undefined || descriptionProblem !== undefined || taken === null) return false;
    setSaving(true);
    setFailure(null);
    setStatus('');
    const title = draft.title.trim();
    try {
      await createStorePage(client, websiteId, {
        title,
        urlId: urlId.final,
        description: draft.description,
        enabled: draft.enabled,
        addToMainNavigation: draft.addToMainNavigation,
      });
      setStatus(`Created “${title}” at /${urlId.final}.`);
      setDraft(EMPTY_DRAFT);
      setTouched(false);
      onCreated(`/${urlId.final}`);
      return true;
    } catch (error) {
      if (error instanceof StorePageNavigationError) {
        // The page exists: the form is done with, but the owner must know the navigation is not.
        setDraft(EMPTY_DRAFT);
        setTouched(false);
        onCreated(`/${error.urlId}`);
        await confirm({
          title: 'Store page created',
          message: (
            <p>
              “{title}” is at /{error.urlId}, but it could not be added to the main navigation:{' '}
              {adminFailureOf(error.cause, 'save').message} Add it on the Navigation page.
            </p>
          ),
          cancellable: false,
        });
        return true;
      }
      setFailure(adminFailureOf(error, 'save'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const prompt = useUnsavedChanges({ dirty, save: create });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void create();
  };
  const set = (patch: Partial<NewPageDraft>) => {
    setStatus('');
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <form className="admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New store page</h2>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          type="text"
          value={draft.title}
          aria-invalid={touched && titleProblem !== undefined}
          aria-describedby={touched && titleProblem !== undefined ? `${id}-title-problem` : undefined}
          onChange={(event) => set({ title: event.target.value })}
        />
        {touched && titleProblem !== undefined && (
          <p id={`${id}-title-problem`} role="alert" className="admin-alert">
            {titleProblem}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-url`}>URL id</label>
        <input
          id={`${id}-url`}
          type="text"
          value={urlId.shown}
          spellCheck={false}
          aria-describedby={`${id}-url-hint`}
          onChange={(event) => set({ urlId: event.target.value === '' ? null : event.target.value })}
        />
        <p id={`${id}-url-hint`} className="admin-hint" aria-live="polite">
          {urlId.final === '' ? 'Derived from the title as you type.' : `The page will be at /${urlId.final}`}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          aria-describedby={`${id}-description-hint`}
          aria-invalid={descriptionProblem !== undefined}
          onChange={(event) => set({ description: event.target.value })}
        />
        <p id={`${id}-description-hint`} className="admin-hint">
          {draft.description.length.toLocaleString('en-US')} of {ADMIN_LIMITS.descriptionLength.toLocaleString('en-US')} characters.
        </p>
        {descriptionProblem !== undefined && (
          <p role="alert" className="admin-alert">
            {descriptionProblem}
          </p>
        )}
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
        Enabled: shoppers can open it (a disabled page is a Draft)
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.addToMainNavigation}
          onChange={(event) => set({ addToMainNavigation: event.target.checked })}
        />
        Add to the main navigation
      </label>
      {failure !== null && <FailureAlert failure={failure} />}
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" aria-disabled={saving || taken === null}>
          {saving ? 'Creating…' : 'Create store page'}
        </button>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
      {prompt}
    </form>
  );
}

/** The categories as options, each indented under its parent. */
function categoryOptions(categories: readonly StoreCategory[], parent: string | null = null, depth = 0): { id: string; label: string }[] {
  return categories
    .filter(({ parentCategoryId }) => parentCategoryId === parent)
    .flatMap((category) => [
      { id: category.id, label: `${'— '.repeat(depth)}${category.displayName}` },
      ...categoryOptions(categories, category.id, depth + 1),
    ]);
}

function CategoryTree({ categories, parent = null }: { categories: readonly StoreCategory[]; parent?: string | null }) {
  const level = categories.filter(({ parentCategoryId }) => parentCategoryId === parent);
  if (level.length === 0) return null;
  return (
    <ul>
      {level.map((category) => (
        <li key={category.id}>
          {category.displayName}
          <CategoryTree categories={categories} parent={category.id} />
        </li>
      ))}
    </ul>
  );
}

function StorePagePanel({ page, storePages, onChanged }: { page: StorePage; storePages: readonly StorePage[]; onChanged: () => void }) {
  const { client, websiteId, permissions } = useAdmin();
  // The embed snippets are content work: offered to a role that edits content pages.
  const canEmbed = permissions.includes('content:edit');
  const id = useId();
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const { saving: busy, failure, status, run: save } = useSave();
  const [touched, setTouched] = useState(false);
  const nameProblem = checkCategoryName(name);
  const elsewhere = storePages
    .filter(({ id: other }) => other !== page.id)
    .flatMap((store) => store.products.map((product) => ({ ...product, store: store.title })));

  const run = async (work: () => Promise<void>, done: string) => {
    if (await save(work, done)) onChanged();
  };

  const addCategory = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || nameProblem !== undefined) return;
    const displayName = name.trim();
    void run(async () => {
      await createCategory(client, websiteId, page.id, { displayName, parentCategoryId: parent === '' ? null : parent });
      setName('');
      setTouched(false);
    }, `Category “${displayName}” added.`);
  };

  const move = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void run(
      async () => {
        await moveProductsToStore(client, websiteId, page.id, chosen, page.products.length);
        setChosen([]);
      },
      `${chosen.length === 1 ? '1 product' : `${chosen.length} products`} moved to ${page.title}.`,
    );
  };

  return (
    <article className="admin-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {page.title}
        {!page.enabled && <span className="admin-badge">Draft</span>}
      </h3>
      <p className="admin-hint">
        {page.enabled ? <a href={`/${page.urlId}`}>/{page.urlId}</a> : `/${page.urlId}`} ·{' '}
        {page.products.length === 1 ? '1 product' : `${page.products.length} products`}
      </p>
      <details>
        <summary>Categories of {page.title}</summary>
        <div className="admin-tree-categories">
          {page.categories.length === 0 ? <p className="admin-hint">No categories yet.</p> : <CategoryTree categories={page.categories} />}
        </div>
        <form className="admin-actions" onSubmit={addCategory} noValidate>
          <div className="admin-field">
            <label htmlFor={`${id}-category`}>Category name</label>
            <input
              id={`${id}-category`}
              type="text"
              value={name}
              aria-invalid={touched && nameProblem !== undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-parent`}>Inside</label>
            <select id={`${id}-parent`} value={parent} onChange={(event) => setParent(event.target.value)}>
              <option value="">The top of {page.title}</option>
              {categoryOptions(page.categories).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="admin-button" aria-disabled={busy}>
            Add category
          </button>
          {touched && nameProblem !== undefined && (
            <p role="alert" className="admin-alert">
              {nameProblem}
            </p>
          )}
        </form>
      </details>
      <details>
        <summary>Move products into {page.title}</summary>
        {elsewhere.length === 0 ? (
          <p className="admin-hint">Every product is already in this store page.</p>
        ) : (
          <form onSubmit={move}>
            <fieldset>
              <legend>Products in other store pages</legend>
              {elsewhere.map((product) => (
                <label key={product.id} className="admin-check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(product.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked ? [...current, product.id] : current.filter((each) => each !== product.id),
                      )
                    }
                  />
                  {product.title} <span className="admin-hint">({product.store})</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="admin-button" aria-disabled={busy || chosen.length === 0} disabled={chosen.length === 0}>
              Move to {page.title}
            </button>
          </form>
        )}
      </details>
      {canEmbed && page.products.length > 0 && (
        <details>
          <summary>Embed a product of {page.title}</summary>
          <ul className="admin-list">
            {page.products.map((product) => (
              <li key={product.id}>
                <EmbedPanel name={product.title} load={() => getProductEmbed(client, product.id)} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {failure !== null && <FailureAlert failure={failure} />}
      <p role="status" className="admin-status">
        {status}
      </p>
    </article>
  );
}
