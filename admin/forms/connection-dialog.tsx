import { useId, useState } from 'react';
import { ADMIN_MESSAGE, adminFailureOf, type AdminFailure } from '../../src/admin';
import {
  MAILING_LIST_MESSAGE,
  MAILING_SERVICES,
  checkListName,
  createMailingList,
  listMailingLists,
  type MailingList,
  type MailingServiceId,
} from '../../src/form-builder';
import { FailureAlert, useAdmin, useLoad } from '../ui';
import { Modal, announce } from '../../widgets/ui';

export interface ConnectionDialogProps {
  readonly open: boolean;
  /** The list the form is connected to now, '' for none. */
  readonly listId: string;
  readonly onClose: () => void;
  /** The chosen list; the form keeps it once saved. */
  readonly onConnect: (list: MailingList) => void;
}

/**
 * The mailing-list connection dialog (spec 001 §2): choose the service, then one of its lists, or
 * create a list there first. Connecting without a list says 'A List must be selected'; a service
 * with no list says one must be created before continuing.
 */
export function ConnectionDialog({ open, listId, onClose, onConnect }: ConnectionDialogProps) {
  return (
    <Modal document={document} open={open} onOpenChange={(next) => !next && onClose()} title="Connect a mailing list" closeLabel="Close">
      {open && <ConnectionChoice listId={listId} onClose={onClose} onConnect={onConnect} />}
    </Modal>
  );
}

function ConnectionChoice({ listId, onClose, onConnect }: Omit<ConnectionDialogProps, 'open'>) {
  const { client } = useAdmin();
  const [state, reload, , update] = useLoad(() => listMailingLists(client));
  const lists = state.status === 'loaded' ? state.data : [];
  const current = lists.find(({ id }) => id === listId);
  const [service, setService] = useState<MailingServiceId | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const ids = { service: useId(), list: useId(), name: useId() };

  const shownService = service ?? current?.service ?? MAILING_SERVICES[0].id;
  const serviceLists = lists.filter((list) => list.service === shownService);
  const selected = chosen ?? (current?.service === shownService ? current.id : '');

  const create = async () => {
    const check = checkListName(name, serviceLists);
    setNameProblem(check);
    if (check !== undefined || creating) return;
    setCreating(true);
    setFailure(null);
    try {
      const list = await createMailingList(client, shownService, name);
      update((all) => [...all, list]);
      setChosen(list.id);
      setName('');
      setProblem(undefined);
      announce(document, `List ${list.name} created and chosen.`);
    } catch (error) {
      setFailure(adminFailureOf(error, 'save'));
    } finally {
      setCreating(false);
    }
  };

  const connect = () => {
    const list = serviceLists.find(({ id }) => id === selected);
    if (list === undefined) return setProblem(MAILING_LIST_MESSAGE.listRequired);
    onConnect(list);
  };

  if (state.status === 'loading') return <p className="admin-hint">Loading the mailing lists…</p>;
  if (state.status === 'failed') return <FailureAlert failure={{ ...state.failure, title: ADMIN_MESSAGE.loadResults }} onRetry={reload} />;
  return (
    <div className="admin-stack">
      <fieldset>
        <legend className="admin-label">Service</legend>
        {MAILING_SERVICES.map(({ id, name: serviceName }) => (
          <div key={id} className="admin-check">
            <input
              id={`${ids.service}-${id}`}
              type="radio"
              name={ids.service}
              checked={shownService === id}
              onChange={() => {
                setService(id);
                setChosen(null);
                setProblem(undefined);
              }}
            />
            <label htmlFor={`${ids.service}-${id}`}>{serviceName}</label>
          </div>
        ))}
      </fieldset>
      {serviceLists.length === 0 ? (
        <p className="admin-alert" role="status">
          {MAILING_LIST_MESSAGE.noLists}
        </p>
      ) : (
        <div className="admin-field">
          <label htmlFor={ids.list}>List</label>
          <select
            id={ids.list}
            className="admin-input"
            value={selected}
            aria-invalid={problem !== undefined}
            aria-describedby={problem === undefined ? undefined : `${ids.list}-problem`}
            onChange={(event) => {
              setChosen(event.target.value);
              setProblem(undefined);
            }}
          >
            <option value="">Choose a list</option>
            {serviceLists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} ({list.memberCount === 1 ? '1 member' : `${list.memberCount} members`})
              </option>
            ))}
          </select>
        </div>
      )}
      {problem !== undefined && (
        <p id={`${ids.list}-problem`} className="admin-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-field">
        <label htmlFor={ids.name}>New list name</label>
        <input
          id={ids.name}
          className="admin-input"
          type="text"
          value={name}
          aria-invalid={nameProblem !== undefined}
          aria-describedby={nameProblem === undefined ? undefined : `${ids.name}-problem`}
          onChange={(event) => {
            setName(event.target.value);
            setNameProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void create();
          }}
        />
        {nameProblem !== undefined && (
          <p id={`${ids.name}-problem`} className="admin-alert" role="alert">
            {nameProblem}
          </p>
        )}
        <button type="button" className="admin-button" aria-disabled={creating || undefined} onClick={() => void create()}>
          {creating ? 'Creating…' : 'Create list'}
        </button>
      </div>
      {failure !== null && <FailureAlert failure={failure} />}
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--primary" onClick={connect}>
          Connect
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
