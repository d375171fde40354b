import { useId } from 'react';
import { CONTENT_PAGE_URL_ID } from '../../src/admin';
import { createContentPage, type ContentPage, type NewContentPage } from '../../src/content-pages';
import { FailureAlert, useAdmin } from '../ui';
import { NewPageFields, useNewPageForm } from '../new-page';

const EMPTY: NewContentPage = { title: '', urlId: '', addToNavigation: false };

/**
 * The form that creates a content page: its title, its URL id (empty: derived from the title), and,
 * for a role that may edit the navigation, a link in the main navigation. `onCreated` opens it.
 */
export function NewContentPageForm({ onCreated }: { readonly onCreated: (page: ContentPage) => void }) {
  const { client } = useAdmin();
  const id = useId();
  const form = useNewPageForm({
    id,
    empty: EMPTY,
    rule: CONTENT_PAGE_URL_ID,
    send: (draft) => createContentPage(client, draft),
    onCreated,
  });

  return (
    <form className="admin-panel admin-stack" onSubmit={form.submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New page</h2>
      <NewPageFields {...form.fields} />
      {form.problem.failure !== undefined && <FailureAlert failure={form.problem.failure} />}
      <button type="submit" className="admin-button admin-button--primary" aria-disabled={form.creating || undefined}>
        {form.creating ? 'Creating…' : 'Create page'}
      </button>
    </form>
  );
}
