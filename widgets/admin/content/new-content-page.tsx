import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGE, adminFailureOf, isAdminValidationError, urlIdHint, type AdminFailure } from '../../../src/admin';
import { createContentPage, type ContentPage, type NewContentPage } from '../../../src/content-pages';
import { isPlatformError } from '../../../src/platform';
import { FailureAlert, useAdmin } from '../../admin-ui';

const EMPTY: NewContentPage = { title: '', urlId: '', addToNavigation: false };

/** What went wrong with a create: beside the field it is about, or above the button. */
interface Problem {
  readonly title?: string;
  readonly urlId?: string;
  readonly failure?: AdminFailure;
}

/**
 * A refused create as the owner sees it: the title's or URL id's own problem beside that field
 * (a 409 other than the missing navigation is the URL id another page has), anything else above
 * the button.
 */
function problemOf(error: unknown): Problem {
  if (isAdminValidationError(error)) return error.field === 'title' ? { title: error.message } : { urlId: error.message };
  const failure = adminFailureOf(error, 'save');
  const conflict = isPlatformError(error) && (error as { status?: unknown }).status === 409;
  if (conflict && failure.message !== ADMIN_MESSAGE.mainNavigationMissing) return { urlId: failure.message };
  return { failure: { ...failure, title: 'Unable to create the page' } };
}

/**
 * The form that creates a content page: its title, its URL id (empty: derived from the title), and,
 * for a role that may edit the navigation, a link in the main navigation. `onCreated` opens it.
 */
export function NewContentPageForm({ onCreated }: { readonly onCreated: (page: ContentPage) => void }) {
  const { client, permissions } = useAdmin();
  const mayLink = permissions.includes('site:navigation');
  const [draft, setDraft] = useState<NewContentPage>(EMPTY);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<Problem>({});
  const id = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    setProblem({});
    try {
      const page = await createContentPage(client, { ...draft, addToNavigation: mayLink && draft.addToNavigation });
      setDraft(EMPTY);
      onCreated(page);
    } catch (error) {
      const next = problemOf(error);
      setProblem(next);
      const field = next.title !== undefined ? 'title' : next.urlId !== undefined ? 'url' : undefined;
      if (field !== undefined) document.getElementById(`${id}-${field}`)?.focus();
    } finally {
      setCreating(false);
    }
  };

  const set = (patch: Partial<NewContentPage>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void create(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New page</h2>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>Page title</label>
        <input
          id={`${id}-title`}
          className="admin-input"
          type="text"
          value={draft.title}
          aria-invalid={problem.title !== undefined}
          aria-describedby={problem.title !== undefined ? `${id}-title-problem` : undefined}
          onChange={(event) => set({ title: event.target.value })}
        />
        {problem.title !== undefined && (
          <p id={`${id}-title-problem`} className="admin-alert">
            {problem.title}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-url`}>URL id</label>
        <input
          id={`${id}-url`}
          className="admin-input"
          type="text"
          spellCheck={false}
          value={draft.urlId}
          aria-invalid={problem.urlId !== undefined}
          aria-describedby={`${problem.urlId !== undefined ? `${id}-url-problem ` : ''}${id}-url-hint`}
          onChange={(event) => set({ urlId: event.target.value })}
        />
        {problem.urlId !== undefined && (
          <p id={`${id}-url-problem`} className="admin-alert">
            {problem.urlId}
          </p>
        )}
        <p id={`${id}-url-hint`} className="admin-hint">
          {urlIdHint(draft.urlId, draft.title)}
        </p>
      </div>
      {mayLink && (
        <div className="admin-check">
          <input
            id={`${id}-nav`}
            type="checkbox"
            checked={draft.addToNavigation}
            onChange={(event) => set({ addToNavigation: event.target.checked })}
          />
          <label htmlFor={`${id}-nav`}>Add to the main navigation</label>
        </div>
      )}
      {problem.failure !== undefined && <FailureAlert failure={problem.failure} />}
      <button type="submit" className="admin-button admin-button--primary" aria-disabled={creating || undefined}>
        {creating ? 'Creating…' : 'Create page'}
      </button>
    </form>
  );
}
