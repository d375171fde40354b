import { ADMIN_PATHS } from '../../src/admin';
import { deleteForm, listForms, type FormListing } from '../../src/form-builder';
import { FailureAlert, useAdmin, useConfirm, useLoad } from '../ui';
import { FormEditor } from './form-editor';
import { FormPages } from './form-pages';

const NEW_FORM = 'new';

/** `?form=` of the page: a form's id, `new`, or none for the list. */
function requestedForm(): string | null {
  return new URLSearchParams(window.location.search).get('form');
}

/**
 * The forms page: every form with its submissions counted and the pages that show forms, or one
 * form's builder (`?form=id`, `?form=new`).
 */
export default function AdminForms() {
  const requested = requestedForm();
  if (requested !== null) return <FormEditor formId={requested === NEW_FORM ? null : requested} />;
  return <FormsList />;
}

function FormsList() {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const [state, reload] = useLoad(() => listForms(client));
  // A form something shows is refused by the platform, which names what shows it; the dialog says so.
  const remove = (form: FormListing) =>
    void confirm({
      title: `Delete the form “${form.name}”?`,
      message:
        form.submissionCount === 0
          ? 'It has no submissions. This cannot be undone.'
          : `Its ${form.submissionCount === 1 ? 'submission is' : `${form.submissionCount} submissions are`} deleted with it: export them first to keep them. This cannot be undone.`,
      confirmLabel: 'Delete form',
      destructive: true,
      busyLabel: 'Deleting…',
      action: () => deleteForm(client, form.id),
    }).then((deleted) => deleted && reload());
  return (
    <>
      <section className="admin-panel" aria-labelledby="forms-title">
        <h2 id="forms-title">Forms</h2>
        {state.status === 'loading' && <p className="admin-hint">Loading the forms…</p>}
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {state.status === 'loaded' &&
          (state.data.length === 0 ? (
            <p className="admin-hint">No forms yet.</p>
          ) : (
            <ul className="admin-list" aria-label="Forms">
              {state.data.map((form) => (
                <li key={form.id} className="admin-row">
                  <span className="admin-row__title">
                    <a href={`${ADMIN_PATHS.forms}?form=${encodeURIComponent(form.id)}`}>{form.name}</a>
                    <span className="admin-badge">{form.fieldCount === 1 ? '1 field' : `${form.fieldCount} fields`}</span>
                    <span className="admin-badge">
                      {form.submissionCount === 1 ? '1 submission' : `${form.submissionCount} submissions`}
                    </span>
                  </span>
                  <button type="button" className="admin-button admin-button--small" onClick={() => remove(form)}>
                    Delete {form.name}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        <p>
          <a className="admin-button admin-button--primary" href={`${ADMIN_PATHS.forms}?form=${NEW_FORM}`}>
            New form
          </a>
        </p>
      </section>
      {state.status === 'loaded' && state.data.length > 0 && <FormPages forms={state.data} onChanged={reload} />}
    </>
  );
}
