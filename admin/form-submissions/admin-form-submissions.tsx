import { useState } from 'react';
import { ADMIN_PATHS, formSubmissionsCsvPath } from '../../src/admin';
import { getSubmissions, listFormsWithSubmissions } from '../../src/form-builder';
import { FailureAlert, useAdmin, useLoad } from '../ui';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The submissions page: pick a form (`?form=id`), read what shoppers sent, newest first, a page at a time, and export it all as CSV. */
export default function AdminFormSubmissions() {
  const formId = new URLSearchParams(window.location.search).get('form');
  return formId === null ? <FormChoice /> : <Submissions formId={formId} />;
}

function FormChoice() {
  const { client } = useAdmin();
  const [state, reload] = useLoad(() => listFormsWithSubmissions(client));
  return (
    <section className="admin-panel" aria-labelledby="submissions-title">
      <h2 id="submissions-title">Choose a form</h2>
      {state.status === 'loading' && <p className="admin-hint">Loading the forms…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {state.status === 'loaded' && (
        <ul className="admin-list" aria-label="Forms">
          {state.data.map((form) => (
            <li key={form.id} className="admin-row">
              <span className="admin-row__title">
                <a href={`${ADMIN_PATHS.formSubmissions}?form=${encodeURIComponent(form.id)}`}>{form.name}</a>
                <span className="admin-badge">{form.submissionCount === 1 ? '1 submission' : `${form.submissionCount} submissions`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Submissions({ formId }: { readonly formId: string }) {
  const { client } = useAdmin();
  const [page, setPage] = useState(1);
  const [state, reload] = useLoad(() => getSubmissions(client, formId, page));
  const go = (to: number) => {
    setPage(to);
    reload();
  };
  const data = state.status === 'loaded' ? state.data : null;
  return (
    <section className="admin-panel" aria-labelledby="submissions-title">
      <p>
        <a href={ADMIN_PATHS.formSubmissions}>All forms</a>
      </p>
      <h2 id="submissions-title">{data === null ? 'Submissions' : `Submissions: ${data.form.name}`}</h2>
      {state.status === 'loading' && <p className="admin-hint">Loading the submissions…</p>}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {data !== null && (
        <>
          <p>
            <a className="admin-button" href={`/${formSubmissionsCsvPath(formId)}`} download>
              Export CSV
            </a>{' '}
            <span className="admin-hint">{data.total === 1 ? '1 submission' : `${data.total} submissions`}, newest first.</span>
          </p>
          {data.submissions.length === 0 ? (
            <p className="admin-hint">No submissions yet.</p>
          ) : (
            <ol className="admin-submissions" aria-label={`Submissions, page ${data.page} of ${data.pageCount}`}>
              {data.submissions.map((submission) => (
                <li key={submission.id} className="admin-submission">
                  <h3>
                    {DATE_TIME.format(submission.submittedAt)}{' '}
                    <span className="admin-hint">from {submission.pageTitle || submission.pagePath}</span>
                  </h3>
                  <dl>
                    {submission.answers.map((answer) => (
                      <div key={answer.fieldId}>
                        <dt>{answer.title}</dt>
                        <dd>{answer.text}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          )}
          {data.pageCount > 1 && (
            <nav className="admin-actions" aria-label="Submission pages">
              <button type="button" className="admin-button" disabled={data.page <= 1} onClick={() => go(data.page - 1)}>
                Newer
              </button>
              <span>
                Page {data.page} of {data.pageCount}
              </span>
              <button type="button" className="admin-button" disabled={data.page >= data.pageCount} onClick={() => go(data.page + 1)}>
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
