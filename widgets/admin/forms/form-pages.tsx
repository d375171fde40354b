import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGE, FORM_PAGE_URL_ID } from '../../../src/admin';
import { createFormPage, deleteFormPage, listFormPages, type FormListing, type FormPageInput } from '../../../src/form-builder';
import { FailureAlert, useAdmin, useConfirm, useLoad } from '../../admin-ui';
import { NewPageFields, focusNewPageProblem, newPageProblemOf, problemAfterEdit, useTakenUrlIds, type NewPageProblem } from '../new-page';

const EMPTY: FormPageInput = { title: '', urlId: '', formId: '', addToNavigation: true };

/**
 * The pages that show a form: each with its address and form, deletable unless it is one of the
 * site's own; and a new page (title, URL id, the form, the main navigation).
 */
export function FormPages({ forms, onChanged }: { readonly forms: readonly FormListing[]; readonly onChanged: () => void }) {
  const { client, permissions } = useAdmin();
  const mayLink = permissions.includes('site:navigation');
  const confirm = useConfirm();
  const [state, reload] = useLoad(() => listFormPages(client));
  const [draft, setDraft] = useState<FormPageInput>(EMPTY);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<NewPageProblem>({});
  const [taken, reloadTaken] = useTakenUrlIds();
  const [status, setStatus] = useState<{ title: string; url: string } | null>(null);
  const id = useId();
  /** The form the new page shows: the one chosen, else the first. */
  const chosenFormId = draft.formId === '' ? (forms[0]?.id ?? '') : draft.formId;
  const formName = (formId: string) => forms.find((form) => form.id === formId)?.name ?? formId;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    setProblem({});
    setStatus(null);
    try {
      const page = await createFormPage(client, {
        ...draft,
        formId: chosenFormId,
        addToNavigation: mayLink && draft.addToNavigation,
      });
      setDraft(EMPTY);
      setStatus({ title: page.title, url: page.url });
      reload();
      reloadTaken();
      onChanged();
    } catch (error) {
      const next = newPageProblemOf(error);
      setProblem(next);
      focusNewPageProblem(`${id}-page`, next);
    } finally {
      setCreating(false);
    }
  };

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
      reloadTaken();
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
      <form className="admin-stack" onSubmit={(event) => void create(event)} noValidate aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`}>New form page</h3>
        <NewPageFields
          id={`${id}-page`}
          draft={draft}
          problem={problem}
          rule={FORM_PAGE_URL_ID}
          taken={taken}
          offerNavigation={mayLink}
          onChange={(patch) => {
            setDraft((current) => ({ ...current, ...patch }));
            setProblem((current) => problemAfterEdit(current, patch));
          }}
        >
          <div className="admin-field">
            <label htmlFor={`${id}-form`}>Form</label>
            <select
              id={`${id}-form`}
              className="admin-input"
              value={chosenFormId}
              onChange={(event) => setDraft({ ...draft, formId: event.target.value })}
            >
              {forms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.name}
                </option>
              ))}
            </select>
          </div>
        </NewPageFields>
        {problem.failure !== undefined && <FailureAlert failure={problem.failure} />}
        <button type="submit" className="admin-button admin-button--primary" aria-disabled={creating || undefined}>
          {creating ? 'Creating…' : 'Create page'}
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
