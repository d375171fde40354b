import { useId, useState, type FormEvent } from 'react';
import { CONTENT_PAGE_URL_ID } from '../../../src/admin';
import { createContentPage, type ContentPage, type NewContentPage } from '../../../src/content-pages';
import { FailureAlert, useAdmin } from '../../admin-ui';
import { NewPageFields, focusNewPageProblem, newPageProblemOf, problemAfterEdit, useTakenUrlIds, type NewPageProblem } from '../new-page';

const EMPTY: NewContentPage = { title: '', urlId: '', addToNavigation: false };

/**
 * The form that creates a content page: its title, its URL id (empty: derived from the title), and,
 * for a role that may edit the navigation, a link in the main navigation. `onCreated` opens it.
 */
export function NewContentPageForm({ onCreated }: { readonly onCreated: (page: ContentPage) => void }) {
  const { client, permissions } = useAdmin();
  const mayLink = permissions.includes('site:navigation');
  const [draft, setDraft] = useState<NewContentPage>(EMPTY);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<NewPageProblem>({});
  const [taken, reloadTaken] = useTakenUrlIds();
  const id = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    setProblem({});
    try {
      const page = await createContentPage(client, { ...draft, addToNavigation: mayLink && draft.addToNavigation });
      setDraft(EMPTY);
      reloadTaken();
      onCreated(page);
    } catch (error) {
      const next = newPageProblemOf(error);
      setProblem(next);
      focusNewPageProblem(id, next);
    } finally {
      setCreating(false);
    }
  };

  const set = (patch: Partial<NewContentPage>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem((current) => problemAfterEdit(current, patch));
  };

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void create(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New page</h2>
      <NewPageFields
        id={id}
        draft={draft}
        problem={problem}
        rule={CONTENT_PAGE_URL_ID}
        taken={taken}
        offerNavigation={mayLink}
        onChange={set}
      />
      {problem.failure !== undefined && <FailureAlert failure={problem.failure} />}
      <button type="submit" className="admin-button admin-button--primary" aria-disabled={creating || undefined}>
        {creating ? 'Creating…' : 'Create page'}
      </button>
    </form>
  );
}
