import { useId, useState } from 'react';
import { ADMIN_MESSAGE, ADMIN_PATHS } from '../../src/admin';
import {
  listMailingLists,
  listMembers,
  listNotifications,
  serviceName,
  type FormDraft,
  type FormSettingsPatch,
  type MailingList,
} from '../../src/form-builder';
import { FailureAlert, useAdmin, useLoad } from '../ui';
import { announce } from '../../widgets/ui';
import { ConnectionDialog } from './connection-dialog';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface StorageTabProps {
  /** null until the form is first saved. */
  readonly formId: string | null;
  readonly draft: FormDraft;
  /** The notification address's problem, once the owner tried to save. */
  readonly emailProblem: string | undefined;
  readonly onChange: (patch: FormSettingsPatch) => void;
}

/**
 * The Storage tab: submissions are always kept; an address told of each one; the mailing list each
 * submission's email joins, chosen in the connection dialog, with the list's members.
 */
export function StorageTab({ formId, draft, emailProblem, onChange }: StorageTabProps) {
  const ids = { email: useId() };
  const [dialogOpen, setDialogOpen] = useState(false);
  // The connected list's name and service, known once the dialog chose it or the lists loaded.
  const [chosen, setChosen] = useState<MailingList | null>(null);
  const { client, permissions } = useAdmin();
  // What shoppers sent, as members and notifications, is for those who may read submissions.
  const readsSubmissions = permissions.includes('forms:submissions');
  const [lists] = useLoad(() => listMailingLists(client));
  const connected =
    draft.mailingListId === ''
      ? undefined
      : chosen?.id === draft.mailingListId
        ? chosen
        : lists.status === 'loaded'
          ? lists.data.find(({ id }) => id === draft.mailingListId)
          : undefined;

  return (
    <div className="admin-stack">
      <p className="admin-hint">
        Every submission is kept on the platform, whatever else is set here.{' '}
        {!readsSubmissions ? (
          'Roles that may read form submissions read and export them under Form submissions.'
        ) : formId === null ? (
          'Once the form is saved, read and export them under Form submissions.'
        ) : (
          <a href={`${ADMIN_PATHS.formSubmissions}?form=${encodeURIComponent(formId)}`}>Read and export this form’s submissions</a>
        )}
      </p>
      <div className="admin-field">
        <label htmlFor={ids.email}>Email me each submission at</label>
        <input
          id={ids.email}
          className="admin-input"
          type="email"
          autoComplete="email"
          value={draft.notifyEmail}
          aria-invalid={emailProblem !== undefined}
          aria-describedby={`${ids.email}-hint${emailProblem === undefined ? '' : ` ${ids.email}-problem`}`}
          onChange={(event) => onChange({ notifyEmail: event.target.value })}
        />
        <p id={`${ids.email}-hint`} className="admin-hint">
          Optional. The demo platform sends no mail: it keeps each notification in its outbox, listed below.
        </p>
        {emailProblem !== undefined && (
          <p id={`${ids.email}-problem`} className="admin-alert" role="alert">
            {emailProblem}
          </p>
        )}
      </div>
      {formId !== null && draft.notifyEmail !== '' && readsSubmissions && <Outbox formId={formId} />}
      <h3>Mailing list</h3>
      {draft.mailingListId === '' ? (
        <p className="admin-hint">Not connected. Connect a list and each submission’s email address joins it.</p>
      ) : (
        <p className="admin-hint">
          Connected to <strong>{connected === undefined ? 'a list' : `${connected.name} (${serviceName(connected.service)})`}</strong>: each
          submission’s email address joins it once the form is saved.
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={() => setDialogOpen(true)}>
          {draft.mailingListId === '' ? 'Connect a mailing list' : 'Change mailing list'}
        </button>
        {draft.mailingListId !== '' && (
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              onChange({ mailingListId: '' });
              announce(document, 'Mailing list disconnected. Save the form to keep the change.');
            }}
          >
            Disconnect mailing list
          </button>
        )}
      </div>
      {connected !== undefined && readsSubmissions && <Members list={connected} />}
      <ConnectionDialog
        open={dialogOpen}
        listId={draft.mailingListId}
        onClose={() => setDialogOpen(false)}
        onConnect={(list) => {
          setChosen(list);
          setDialogOpen(false);
          onChange({ mailingListId: list.id });
          announce(document, `Connected to ${list.name}. Save the form to keep the change.`);
        }}
      />
    </div>
  );
}

function Members({ list }: { readonly list: MailingList }) {
  const { client } = useAdmin();
  const [state, reload] = useLoad(() => listMembers(client, list.id));
  return (
    <section className="admin-stack" aria-label={`Members of ${list.name}`}>
      <h3>Members of {list.name}</h3>
      {state.status === 'loading' && <p className="admin-hint">Loading the members…</p>}
      {state.status === 'failed' && <FailureAlert failure={{ ...state.failure, title: ADMIN_MESSAGE.loadResults }} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <p className="admin-hint">No members yet.</p>
        ) : (
          <ul className="admin-list" aria-label={`Members of ${list.name}`}>
            {state.data.map((member) => (
              <li key={member.email} className="admin-row">
                <span className="admin-row__title">{member.email}</span>
                <span className="admin-hint">joined {dateTime.format(member.added)}</span>
              </li>
            ))}
          </ul>
        ))}
      <button type="button" className="admin-button admin-button--small" onClick={reload}>
        Refresh members
      </button>
    </section>
  );
}

function Outbox({ formId }: { readonly formId: string }) {
  const { client } = useAdmin();
  const [state, reload] = useLoad(() => listNotifications(client, formId));
  return (
    <section className="admin-stack" aria-label="Notifications sent">
      <h3>Notifications sent</h3>
      {state.status === 'failed' && <FailureAlert failure={{ ...state.failure, title: ADMIN_MESSAGE.loadResults }} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <p className="admin-hint">None yet.</p>
        ) : (
          <ul className="admin-list">
            {state.data.map((message, index) => (
              <li key={`${message.created}-${index}`} className="admin-row">
                <span className="admin-row__title">
                  To {message.recipient}: {message.subject}
                </span>
                <span className="admin-hint">{dateTime.format(message.created)}</span>
                <pre>{message.body}</pre>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
