import { useId, useState } from 'react';
import { ADMIN_MESSAGE, FORM_PAGE_URL_ID } from '../../src/admin';
import { createFormPage, deleteFormPage, listFormPages, type FormListing, type FormPageInput } from '../../src/form-builder';
import { FailureAlert, useAdmin, useConfirm, useLoad } from '../ui';
import { NewPageFields, useNewPageForm } from '../new-page';

const EMPTY: FormPageInput = { title: '', urlId: '', formId: '', addToNavigation: true };

/**
 * The pages that show a form: each with its address and form, deletable unless it is one of the
 * site's own; and a new page (title, URL id, the form, the main navigation).
 */
export function FormPages({ forms, onChanged }: { readonly forms: readonly FormListing[]; readonly onChanged: () => void }) {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const [state, reload] = useLoad(() => listFormPages(client));
  const [status, setStatus] = useState<{ title: string; url: string } | null>(null);
  const id = useId();
  /** The form a new page shows: the one chosen, else the first. */
  const shownForm = (formId: string) => (formId === '' ? (forms[0]?.id ?? '') : formId);
  const form = useNewPageForm({
    id: `${id}-page`,
    empty: EMPTY,
    rule: FORM_PAGE_URL_ID,
    send: (draft: FormPageInput) => {
      setStatus(null);
      return createFormPage(client, { ...draft, formId: shownForm(draft.formId) });
    },
    onCreated: (page) => {
      setStatus({ title: page.title, url: page.url });
      reload();
      onChanged();
    },
  });
  const formName = (formId: string) => forms.find((listed) => listed.id === formId)?.name ?? formId;

  const remove = (page: { id: string; title: string; url: string }) =>
    void confirm({
      title: `Delete the page “${page.title}”?`,
      message: `Shoppers can no longer open ${page.url}, and its links leave the navigation. The form and its submissions stay.`,
      confirmLabel: 'Delete page',
      destructive: true,
      busyLabel: 'Deleting…',
      action: () => deleteFormPage(client, page.id),
    }).then((deleted) => {
      if (!deleted) return;
      setStatus(null);
      reload();
      form.reloadTaken();
      onChanged();
    });

  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Form pages</h2>
      {state.status === 'loading' && <p className="admin-hint">Loading the form pages…</p>}
      {state.status === 'failed' && <FailureAlert failure={{ ...state.failure, title: ADMIN_MESSAGE.loadResults }} onRetry={reload} />}
      {state.status === 'loaded' && (
        <ul className="admin-list" aria-label="Form pages">
          {state.data.map((page) => (
            <li key={page.id} className="admin-row">
              <span className="admin-row__title">
                <a href={page.url}>{page.title}</a>
                <span className="admin-badge">{page.url}</span>
                <span className="admin-badge">Form: {formName(page.formId)}</span>
              </span>
              {page.builtIn ? (
                <span className="admin-hint">One of the site’s own pages</span>
              ) : (
                <button type="button" className="admin-button admin-button--small" onClick={() => remove(page)}>
                  Delete page {page.title}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="admin-stack" onSubmit={form.submit} noValidate aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`}>New form page</h3>
        <NewPageFields {...form.fields}>
          <div className="admin-field">
            <label htmlFor={`${id}-form`}>Form</label>
            <select
              id={`${id}-form`}
              className="admin-input"
              value={shownForm(form.draft.formId)}
              onChange={(event) => form.change({ formId: event.target.value })}
            >
              {forms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.name}
                </option>
              ))}
            </select>
          </div>
        </NewPageFields>
        {form.problem.failure !== undefined && <FailureAlert failure={form.problem.failure} />}
        <button type="submit" className="admin-button admin-button--primary" aria-disabled={form.creating || undefined}>
          {form.creating ? 'Creating…' : 'Create page'}
        </button>
        <p role="status" className="admin-status">
          {status !== null && (
            <>
              Created “{status.title}” at <a href={status.url}>{status.url}</a>.
            </>
          )}
        </p>
      </form>
    </section>
  );
}
