import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  ADMIN_LIMITS,
  STORE_PAGE_URL_ID,
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
  newPageUrlId,
  takenUrlIdsOf,
  type AdminFailure,
  type StoreCategory,
  type StorePage,
} from '../../src/admin';
import { getProductEmbed } from '../../src/content-pages';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad, useSave, useUnsavedChanges } from '../ui';
import { EmbedPanel } from '../embed/embed-panel';
import { NewPageFields, focusNewPageProblem, type NewPageDraft, type NewPageProblem } from '../new-page';

/** A new page's fields, and what a store page asks for beside them. */
interface StorePageDraft extends NewPageDraft {
  readonly description: string;
  readonly enabled: boolean;
}

const EMPTY_DRAFT: StorePageDraft = { title: '', urlId: '', description: '', enabled: true, addToNavigation: true };

/** The store pages editor: create a store page, then give each its categories and products. */
export default function AdminStorePages() {
  const { client, websiteId } = useAdmin();
  const [state, reload] = useLoad(async () => {
    const [layout, storePages] = await Promise.all([getSiteLayout(client), listStorePages(client, websiteId)]);
    return { taken: takenUrlIdsOf(layout), storePages };
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

/**
 * The form that creates a store page: the new-page fields with the store's description and Enabled
 * choice. Unlike the content and form pages, the store checks its fields itself (shown from the
 * first submit on) and sends the final URL id it worked out, which the hint shows as it is typed.
 */
function NewStorePage({ taken, onCreated }: { taken: readonly string[] | null; onCreated: (path: string) => void }) {
  const { client, websiteId, permissions } = useAdmin();
  const mayLink = permissions.includes('site:navigation');
  const confirm = useConfirm();
  const [draft, setDraft] = useState<StorePageDraft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [status, setStatus] = useState('');
  const id = useId();
  const placed = newPageUrlId(draft.title, draft.urlId, taken ?? [], STORE_PAGE_URL_ID);
  const titleProblem = checkTitle(draft.title);
  const fieldsProblem: NewPageProblem = {
    ...(titleProblem !== undefined && { title: titleProblem }),
    ...('refused' in placed && { urlId: placed.message }),
  };
  const descriptionProblem = checkDescription(draft.description);
  const refused = Object.keys(fieldsProblem).length > 0 || descriptionProblem !== undefined;
  const dirty = draft.title !== '' || draft.description !== '' || draft.urlId !== '';

  const create = async (): Promise<boolean> => {
    setTouched(true);
    // (`placed` is checked again only for its type: a refused one is part of `refused`.)
    if (refused || taken === null || 'refused' in placed) return false;
    setSaving(true);
    setFailure(null);
    setStatus('');
    const title = draft.title.trim();
    try {
      await createStorePage(client, websiteId, {
        title,
        urlId: placed.urlId,
        description: draft.description,
        enabled: draft.enabled,
        addToMainNavigation: mayLink && draft.addToNavigation,
      });
      setStatus(`Created “${title}” at /${placed.urlId}.`);
      setDraft(EMPTY_DRAFT);
      setTouched(false);
      onCreated(`/${placed.urlId}`);
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
    if (saving) return;
    if (refused) {
      // Rendered first, so the field focused is already described by its problem.
      flushSync(() => setTouched(true));
      if (Object.keys(fieldsProblem).length > 0) focusNewPageProblem(id, fieldsProblem);
      else document.getElementById(`${id}-description`)?.focus();
    }
    void create();
  };
  const set = (patch: Partial<StorePageDraft>) => {
    setStatus('');
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <form className="admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New store page</h2>
      <NewPageFields
        id={id}
        draft={draft}
        problem={touched ? fieldsProblem : {}}
        rule={STORE_PAGE_URL_ID}
        taken={taken ?? undefined}
        offerNavigation={mayLink}
        onChange={set}
      >
        <div className="admin-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            value={draft.description}
            aria-describedby={`${descriptionProblem !== undefined ? `${id}-description-problem ` : ''}${id}-description-hint`}
            aria-invalid={descriptionProblem !== undefined}
            onChange={(event) => set({ description: event.target.value })}
          />
          <p id={`${id}-description-hint`} className="admin-hint">
            {draft.description.length.toLocaleString('en-US')} of {ADMIN_LIMITS.descriptionLength.toLocaleString('en-US')} characters.
          </p>
          {descriptionProblem !== undefined && (
            <p id={`${id}-description-problem`} role="alert" className="admin-alert">
              {descriptionProblem}
            </p>
          )}
        </div>
        <label className="admin-check">
          <input type="checkbox" checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
          Enabled: shoppers can open it (a disabled page is a Draft)
        </label>
      </NewPageFields>
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
