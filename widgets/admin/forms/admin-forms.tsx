import { ADMIN_PATHS } from '../../../src/admin';
import { listForms } from '../../../src/form-builder';
import { FailureAlert, useAdmin, useLoad } from '../../admin-ui';
import { FormEditor } from './form-editor';

const NEW_FORM = 'new';

/** `?form=` of the page: a form's id, `new`, or none for the list. */
function requestedForm(): string | null {
  return new URLSearchParams(window.location.search).get('form');
}

/** The forms page: every form with its submissions counted, or one form's builder (`?form=id`, `?form=new`). */
export default function AdminForms() {
  const requested = requestedForm();
  if (requested !== null) return <FormEditor formId={requested === NEW_FORM ? null : requested} />;
  return <FormsList />;
}

function FormsList() {
  const { client } = useAdmin();
  const [state, reload] = useLoad(() => listForms(client));
  return (
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
                  <span className="admin-badge">{form.submissionCount === 1 ? '1 submission' : `${form.submissionCount} submissions`}</span>
                </span>
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
  );
}
