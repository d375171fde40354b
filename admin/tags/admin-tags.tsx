import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { adminFailureOf, isAdminValidationError, type AdminFailure } from '../../src/admin';
import {
  TAG_MESSAGES,
  TAGGED_COLLECTIONS,
  checkSingleEdit,
  checkTagName,
  createTerm,
  deleteTerm,
  filterTagNames,
  listTaggedItems,
  listTerms,
  mergeMoves,
  mergeTerms,
  normalizeTagName,
  renameTerm,
  sameTagName,
  setItemTerms,
  type TagType,
  type TaggedCollection,
  type TaggedItem,
  type Term,
} from '../../src/tags';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad } from '../ui';
import { injectStyles } from '../../widgets/ui';
import { TAGS_CSS } from './tags-css';

/** How the editor speaks of each collection's items and each kind of name. */
const ITEM_WORDS: Readonly<Record<TaggedCollection, { one: string; many: string; label: string }>> = {
  blog: { one: 'post', many: 'posts', label: 'Journal posts' },
  shop: { one: 'product', many: 'products', label: 'Shop products' },
};
const KIND_WORDS: Readonly<Record<TagType, { many: string; title: string }>> = {
  tag: { many: 'tags', title: 'Tags' },
  category: { many: 'categories', title: 'Categories' },
};

const countOf = (count: number, collection: TaggedCollection) =>
  `${count} ${count === 1 ? ITEM_WORDS[collection].one : ITEM_WORDS[collection].many}`;

/** The storefront's list filtered by a name: `/blog?tag=…`, `/shop?category=…`. */
const filterPath = (collection: TaggedCollection, kind: TagType, name: string) => `/${collection}?${kind}=${encodeURIComponent(name)}`;

const namesOf = (item: TaggedItem, kind: TagType) => (kind === 'tag' ? item.tags : item.categories);

/** A refusal the rules word (shown beside its field), or any other failure (shown as an alert). */
type Problem = { readonly field: string } | { readonly failure: AdminFailure };

function problemOf(error: unknown): Problem {
  return isAdminValidationError(error) ? { field: error.message } : { failure: adminFailureOf(error, 'save') };
}

/** A problem where it happened: beside the field with id `of` (which it describes), or as an alert. */
function ProblemShown({ problem, of }: { problem: Problem | null; of: string }) {
  if (problem === null) return null;
  if ('field' in problem)
    return (
      <p id={`${of}-problem`} role="alert" className="admin-field-error">
        {problem.field}
      </p>
    );
  return <FailureAlert failure={problem.failure} />;
}

interface NameInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  readonly id: string;
  readonly value: string;
  /** What is wrong with it: a refusal the rules word is read as its description (`{id}-problem`). */
  readonly problem: Problem | null;
  readonly onChange: (value: string) => void;
}

/** A name's text field, invalid and described by its refusal while it has one. */
function NameInput({ id, problem, onChange, ...rest }: NameInputProps) {
  const refused = problem !== null && 'field' in problem;
  return (
    <input
      {...rest}
      id={id}
      className="admin-input"
      type="text"
      aria-invalid={refused}
      aria-describedby={refused ? `${id}-problem` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The tags and categories editor: for the journal's posts or the shop's products, their tags or
 * their categories, each with how many items carry it and a link to the storefront filtered by it.
 * Filter, add, rename in place (one at a time), delete and merge after confirming, and assign names
 * to an item.
 */
export default function AdminTags() {
  injectStyles(document, 'admin-tags', TAGS_CSS);
  const [collection, setCollection] = useState<TaggedCollection>(TAGGED_COLLECTIONS.journal);
  const [kind, setKind] = useState<TagType>('tag');
  const [preview, setPreview] = useState({ path: `/${TAGGED_COLLECTIONS.journal}`, version: 0 });
  const id = useId();
  const show = (path: string) => setPreview((current) => ({ path, version: current.version + 1 }));

  return (
    <EditorLayout previewPath={preview.path} previewVersion={preview.version}>
      <section className="admin-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>What to edit</h2>
        <div className="tags-choices">
          <fieldset className="admin-actions">
            <legend className="admin-label">Of</legend>
            {Object.values(TAGGED_COLLECTIONS).map((each) => (
              <label key={each} className="admin-check">
                <input
                  type="radio"
                  name={`${id}-collection`}
                  checked={collection === each}
                  onChange={() => {
                    setCollection(each);
                    show(`/${each}`);
                  }}
                />
                {ITEM_WORDS[each].label}
              </label>
            ))}
          </fieldset>
          <fieldset className="admin-actions">
            <legend className="admin-label">Edit</legend>
            {(['tag', 'category'] as const).map((each) => (
              <label key={each} className="admin-check">
                <input type="radio" name={`${id}-kind`} checked={kind === each} onChange={() => setKind(each)} />
                {KIND_WORDS[each].title}
              </label>
            ))}
          </fieldset>
        </div>
      </section>
      <TermsEditor key={`${collection} ${kind}`} collection={collection} kind={kind} onShow={show} />
    </EditorLayout>
  );
}

interface TermsEditorProps {
  readonly collection: TaggedCollection;
  readonly kind: TagType;
  /** Shows a storefront page in the preview, fresh. */
  readonly onShow: (path: string) => void;
}

/** One collection's names of one kind, with the items that carry them. */
function TermsEditor({ collection, kind, onShow }: TermsEditorProps) {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const id = useId();
  const [state, reload] = useLoad(async () => {
    const [terms, items] = await Promise.all([listTerms(client, collection, kind), listTaggedItems(client, collection)]);
    return { terms, items };
  });
  const [filter, setFilter] = useState('');
  const [newName, setNewName] = useState('');
  const [newProblem, setNewProblem] = useState<Problem | null>(null);
  const [editing, setEditing] = useState<{ readonly term: Term; readonly name: string } | null>(null);
  const [editProblem, setEditProblem] = useState<Problem | null>(null);
  const [oneAtATime, setOneAtATime] = useState<string | undefined>();
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Where focus goes once the list has re-rendered (by id): a row's Edit button, or the list's heading.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  // Focus arrives in the name's field as its edit opens.
  const editingId = editing?.term.id;
  useEffect(() => {
    if (editingId !== undefined) document.getElementById(`${id}-editing`)?.focus();
  }, [editingId, id]);

  const words = { ...KIND_WORDS[kind], items: ITEM_WORDS[collection] };
  const terms = state.status === 'loaded' ? state.data.terms : [];
  const items = state.status === 'loaded' ? state.data.items : [];
  const names = terms.map((term) => term.name);
  const shown = filterTagNames(terms, filter);
  const sources = terms.filter((term) => selected.includes(term.id));
  const editButtonId = (term: Term) => `${id}-edit-${term.id}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNewProblem(null);
    try {
      const term = await createTerm(client, collection, kind, newName, names);
      setNewName('');
      setStatus(`The ${kind} “${term.name}” was added.`);
      reload();
    } catch (error) {
      setNewProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const startEditing = (term: Term) => {
    setStatus('');
    if (editing !== null && editing.term.id !== term.id) {
      // One at a time: the open edit stays, and the owner is told why the second did not open.
      setOneAtATime(checkSingleEdit(kind, 2));
      return;
    }
    setOneAtATime(undefined);
    setEditProblem(null);
    setEditing({ term, name: term.name });
  };

  const stopEditing = (term: Term) => {
    setEditing(null);
    setEditProblem(null);
    setOneAtATime(undefined);
    focusNext.current = editButtonId(term);
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (editing === null || busy) return;
    setBusy(true);
    setEditProblem(null);
    try {
      const term = await renameTerm(client, collection, kind, editing.term, editing.name, names);
      setStatus(`The ${kind} “${editing.term.name}” is now “${term.name}”.`);
      stopEditing(term);
      reload();
      onShow(filterPath(collection, kind, term.name));
    } catch (error) {
      setEditProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (term: Term) => {
    const deleted = await confirm({
      title: `Delete the ${kind} “${term.name}”?`,
      message: (
        <p>
          {term.itemCount === 0
            ? `No ${words.items.one} carries it.`
            : `It comes off the ${countOf(term.itemCount, collection)} that ${term.itemCount === 1 ? 'carries' : 'carry'} it.`}{' '}
          This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete',
      busyLabel: 'Deleting…',
      destructive: true,
      action: () => deleteTerm(client, collection, kind, term.id),
    });
    if (!deleted) return;
    setStatus(`The ${kind} “${term.name}” was deleted.`);
    setSelected((current) => current.filter((each) => each !== term.id));
    if (editing?.term.id === term.id) setEditing(null);
    // Its row goes: focus goes to the list, after the dialog has given it back to the Delete button.
    focusNext.current = `${id}-list`;
    reload();
    onShow(`/${collection}`);
  };

  const toggle = (term: Term, on: boolean) =>
    setSelected((current) => (on ? [...current, term.id] : current.filter((each) => each !== term.id)));

  return (
    <>
      <section className="admin-panel" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} tabIndex={-1}>
          {words.title} of the {collection === 'blog' ? 'journal' : 'shop'}
        </h2>
        <form className="admin-actions" onSubmit={(event) => void add(event)} noValidate>
          <div className="admin-field">
            <label htmlFor={`${id}-new`}>New {kind}</label>
            <NameInput
              id={`${id}-new`}
              value={newName}
              problem={newProblem}
              onChange={(value) => {
                setNewName(value);
                setNewProblem(null);
              }}
            />
          </div>
          <button type="submit" className="admin-button" aria-disabled={busy}>
            Add {kind}
          </button>
        </form>
        <ProblemShown problem={newProblem} of={`${id}-new`} />
        <div className="admin-field">
          <label htmlFor={`${id}-filter`}>Filter {words.many}</label>
          <input
            id={`${id}-filter`}
            className="admin-input"
            type="search"
            value={filter}
            aria-controls={`${id}-terms`}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <p role="status" className="admin-status">
          {status}
        </p>
        {oneAtATime !== undefined && (
          <p role="alert" className="admin-alert">
            {oneAtATime}
          </p>
        )}
        {state.status === 'loading' && <p className="admin-hint">Loading the {words.many}…</p>}
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {state.status === 'loaded' &&
          (shown.length === 0 ? (
            <p className="admin-hint">
              {terms.length === 0 ? `No ${words.many} yet: add one above.` : `No ${kind} holds “${filter.trim()}”.`}
            </p>
          ) : (
            <ul id={`${id}-terms`} className="admin-list" aria-label={words.title}>
              {shown.map((term) => (
                <li key={term.id} className="admin-row tags-row">
                  <input
                    type="checkbox"
                    className="tags-select"
                    aria-label={`Select ${term.name}`}
                    checked={selected.includes(term.id)}
                    onChange={(event) => toggle(term, event.target.checked)}
                  />
                  {editing?.term.id === term.id ? (
                    <form className="tags-edit" onSubmit={(event) => void rename(event)} noValidate>
                      <NameInput
                        id={`${id}-editing`}
                        aria-label={`New name of ${term.name}`}
                        value={editing.name}
                        problem={editProblem}
                        onChange={(value) => {
                          setEditing({ term, name: value });
                          setEditProblem(null);
                        }}
                        onKeyDown={(event) => {
                          if (event.key === 'Escape') {
                            event.preventDefault();
                            stopEditing(term);
                          }
                        }}
                      />
                      <button type="submit" className="admin-button admin-button--small admin-button--primary" aria-disabled={busy}>
                        Save<span className="visually-hidden"> {term.name}</span>
                      </button>
                      <button type="button" className="admin-button admin-button--small" onClick={() => stopEditing(term)}>
                        Cancel<span className="visually-hidden"> editing {term.name}</span>
                      </button>
                      <ProblemShown problem={editProblem} of={`${id}-editing`} />
                    </form>
                  ) : (
                    <span className="admin-row__title">{term.name}</span>
                  )}
                  <span className="admin-hint tags-count">{countOf(term.itemCount, collection)}</span>
                  {term.itemCount > 0 && (
                    <a className="tags-view" href={filterPath(collection, kind, term.name)}>
                      View
                      <span className="visually-hidden">
                        {' '}
                        the {words.items.many} {kind === 'tag' ? 'tagged' : 'in the category'} {term.name} on the site
                      </span>
                    </a>
                  )}
                  {editing?.term.id !== term.id && (
                    <button
                      id={editButtonId(term)}
                      type="button"
                      className="admin-button admin-button--small"
                      onClick={() => startEditing(term)}
                    >
                      Edit<span className="visually-hidden"> {term.name}</span>
                    </button>
                  )}
                  <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => void remove(term)}>
                    Delete<span className="visually-hidden"> {term.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </section>
      {state.status === 'loaded' && (
        <MergePanel
          collection={collection}
          kind={kind}
          sources={sources}
          items={items}
          names={names}
          onMerged={(term, moved) => {
            setSelected([]);
            setStatus(`${countOf(moved, collection)} moved to the ${kind} “${term.name}”.`);
            reload();
            onShow(filterPath(collection, kind, term.name));
          }}
        />
      )}
      {state.status === 'loaded' && items.length > 0 && (
        <AssignPanel
          collection={collection}
          kind={kind}
          items={items}
          terms={terms}
          onSaved={(item) => {
            reload();
            onShow(item.url);
          }}
        />
      )}
    </>
  );
}

interface MergePanelProps {
  readonly collection: TaggedCollection;
  readonly kind: TagType;
  /** The names selected in the list, in its order. */
  readonly sources: readonly Term[];
  readonly items: readonly TaggedItem[];
  readonly names: readonly string[];
  readonly onMerged: (term: Term, itemsMoved: number) => void;
}

/** Merging the selected names into one of them or a new name, after confirming how many items move. */
function MergePanel({ collection, kind, sources, items, names, onMerged }: MergePanelProps) {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const id = useId();
  // The name they become: a selected one (by id; the first until one is picked), or a new name.
  const [into, setInto] = useState<number | 'new' | null>(null);
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const words = { ...KIND_WORDS[kind], items: ITEM_WORDS[collection] };
  const chosen = into === 'new' ? undefined : (sources.find((source) => source.id === into) ?? sources[0]);
  const target = normalizeTagName(chosen?.name ?? newName);

  const merge = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (sources.length < 2) return setProblem({ field: TAG_MESSAGES.mergeNeedsTwo(kind) });
    // A new name is checked before the dialog opens, so the owner fixes it where it was typed.
    const refused = names.some((name) => sameTagName(name, target)) ? undefined : checkTagName(kind, target, names);
    if (refused !== undefined) return setProblem({ field: refused });
    const sourceNames = sources.map((source) => source.name);
    const moving = items.filter((item) => mergeMoves(namesOf(item, kind), sourceNames, target)).length;
    const joined = sourceNames.filter((name) => !sameTagName(name, target));
    let merged: { term: Term; itemsMoved: number } | undefined;
    // A failed merge is shown in the dialog, which stays open to try again or cancel.
    const confirmed = await confirm({
      title: `Merge ${sources.length} ${words.many} into “${target}”?`,
      message: (
        <p>
          {moving === 0
            ? `No ${words.items.one} moves.`
            : `${countOf(moving, collection)} ${moving === 1 ? 'moves' : 'move'} to “${target}”.`}{' '}
          {joined.map((name) => `“${name}”`).join(', ')} {joined.length === 1 ? 'is' : 'are'} then gone.
        </p>
      ),
      confirmLabel: 'Merge',
      busyLabel: 'Merging…',
      action: async () => {
        merged = await mergeTerms(client, collection, kind, sources, target, names);
      },
    });
    if (confirmed && merged !== undefined) {
      setNewName('');
      setInto(null);
      onMerged(merged.term, merged.itemsMoved);
    }
  };
  const pick = (choice: number | 'new') => {
    setInto(choice);
    setProblem(null);
  };

  return (
    <form className="admin-panel" aria-labelledby={`${id}-title`} onSubmit={(event) => void merge(event)} noValidate>
      <h2 id={`${id}-title`}>Merge {words.many}</h2>
      {sources.length < 2 ? (
        <p className="admin-hint">
          Select two or more {words.many} in the list to merge them: every {words.items.one} of theirs then carries the one name.
        </p>
      ) : (
        <fieldset className="tags-merge">
          <legend className="admin-label">Merge {sources.map((source) => `“${source.name}”`).join(', ')} into</legend>
          {sources.map((source) => (
            <label key={source.id} className="admin-check">
              <input type="radio" name={`${id}-into`} checked={chosen?.id === source.id} onChange={() => pick(source.id)} />
              {source.name}
            </label>
          ))}
          <label className="admin-check">
            <input type="radio" name={`${id}-into`} checked={into === 'new'} onChange={() => pick('new')} />A new name
          </label>
          {into === 'new' && (
            <div className="admin-field">
              <label htmlFor={`${id}-name`}>New name</label>
              <NameInput
                id={`${id}-name`}
                value={newName}
                problem={problem}
                onChange={(value) => {
                  setNewName(value);
                  setProblem(null);
                }}
              />
            </div>
          )}
        </fieldset>
      )}
      <ProblemShown problem={problem} of={`${id}-name`} />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary">
          Merge {sources.length < 2 ? words.many : `${sources.length} ${words.many}`}
        </button>
      </div>
    </form>
  );
}

interface AssignPanelProps {
  readonly collection: TaggedCollection;
  readonly kind: TagType;
  readonly items: readonly TaggedItem[];
  readonly terms: readonly Term[];
  readonly onSaved: (item: TaggedItem) => void;
}

/** One item's names of this kind: tick the existing ones, type new ones, save. */
function AssignPanel({ collection, kind, items, terms, onSaved }: AssignPanelProps) {
  const id = useId();
  const [itemId, setItemId] = useState(items[0]?.id ?? '');
  // Here, not in the item's form: that form starts afresh with what was saved.
  const [status, setStatus] = useState('');
  const item = items.find((each) => each.id === itemId) ?? items[0];
  const words = { ...KIND_WORDS[kind], items: ITEM_WORDS[collection] };
  const itemLabel = words.items.one[0]!.toUpperCase() + words.items.one.slice(1);
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {words.title} of a {words.items.one}
      </h2>
      <div className="admin-field">
        <label htmlFor={`${id}-item`}>{itemLabel}</label>
        <select id={`${id}-item`} value={item?.id ?? ''} onChange={(event) => setItemId(event.target.value)}>
          {items.map((each) => (
            <option key={each.id} value={each.id}>
              {each.title}
            </option>
          ))}
        </select>
      </div>
      {item !== undefined && (
        // Keyed by what is stored, so a save or a merge elsewhere shows here as it now is.
        <ItemTerms
          key={`${item.id} ${namesOf(item, kind).join('\n')}`}
          collection={collection}
          kind={kind}
          item={item}
          terms={terms}
          onSaving={() => setStatus('')}
          onSaved={(saved, message) => {
            setStatus(message);
            onSaved(saved);
          }}
        />
      )}
      <p role="status" className="admin-status">
        {status}
      </p>
    </section>
  );
}

interface ItemTermsProps extends Omit<AssignPanelProps, 'items' | 'onSaved'> {
  readonly item: TaggedItem;
  readonly onSaving: () => void;
  readonly onSaved: (item: TaggedItem, message: string) => void;
}

function ItemTerms({ collection, kind, item, terms, onSaving, onSaved }: ItemTermsProps) {
  const { client } = useAdmin();
  const id = useId();
  const [names, setNames] = useState<readonly string[]>(namesOf(item, kind));
  const [added, setAdded] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const words = { ...KIND_WORDS[kind], items: ITEM_WORDS[collection] };
  const has = (name: string) => names.some((each) => sameTagName(each, name));
  // Every name of the collection, and the item's own not yet saved as one.
  const offered = [...terms.map((term) => term.name), ...names.filter((name) => !terms.some((term) => sameTagName(term.name, name)))];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const wanted = added.trim() === '' || has(added) ? names : [...names, added];
    setBusy(true);
    setProblem(null);
    onSaving();
    try {
      const saved = await setItemTerms(client, collection, item.id, kind, wanted);
      onSaved(
        item,
        saved.length === 0 ? `“${item.title}” has no ${words.many} now.` : `${words.title} of “${item.title}”: ${saved.join(', ')}.`,
      );
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <fieldset className="tags-assign">
        <legend className="admin-label">
          {words.title} of “{item.title}”
        </legend>
        {offered.length === 0 && <p className="admin-hint">No {words.many} yet: add one below.</p>}
        {offered.map((name) => (
          <label key={name} className="admin-check">
            <input
              type="checkbox"
              checked={has(name)}
              onChange={(event) => setNames(event.target.checked ? [...names, name] : names.filter((each) => !sameTagName(each, name)))}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={`${id}-added`}>Also a new {kind}</label>
        <NameInput
          id={`${id}-added`}
          value={added}
          problem={problem}
          onChange={(value) => {
            setAdded(value);
            setProblem(null);
          }}
        />
      </div>
      <ProblemShown problem={problem} of={`${id}-added`} />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" aria-disabled={busy}>
          {busy ? 'Saving…' : `Save ${words.many} of ${item.title}`}
        </button>
        <a href={item.url}>
          View<span className="visually-hidden"> {item.title}</span> on the site
        </a>
      </div>
    </form>
  );
}
