import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MERCHANT_STRINGS,
  restockLoadedMessage,
  restockLoadingMessage,
  restockSendLabel,
  restockSentAllMessage,
  restockSentMessage,
  restockShowLabel,
} from '../../src/i18n';
import { isPlatformError } from '../../src/platform';
import {
  getAllRestockSignUps,
  getRestockGroups,
  readAllPages,
  sendAllRestock,
  sendRestock,
  type RestockSignUp,
  type RestockSignUpGroup,
} from '../../src/restock';
import { useRuntime } from '../ui';

const TEXT = MERCHANT_STRINGS.restock;

const keyOf = (group: Pick<RestockSignUpGroup, 'productId' | 'variantId'>): string => `${group.productId}/${group.variantId}`;
const nameOf = (group: RestockSignUpGroup): string =>
  `${group.productName}, ${group.variantName === '' ? TEXT.wholeProduct : group.variantName}`;

/** The platform's own words for a failure, else the interface's. */
function messageOf(error: unknown, fallback: string): string {
  if (!isPlatformError(error)) console.error('[storefront-kit] The restock manager failed.', error);
  const body: unknown = isPlatformError(error) ? (error as { body?: unknown }).body : undefined;
  const message: unknown = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' && message !== '' ? message : `${fallback}. ${TEXT.retry}`;
}

type Loading = 'loading' | 'loaded' | 'failed';

export function RestockManager() {
  const { client } = useRuntime();
  const [groups, setGroups] = useState<RestockSignUpGroup[]>([]);
  const [loading, setLoading] = useState<Loading>('loading');
  const [status, setStatus] = useState(() => restockLoadingMessage(0));
  const [error, setError] = useState<string | null>(null);
  /** The group being sent (its key), 'all', or null. */
  const [sending, setSending] = useState<string | null>(null);
  const [open, setOpen] = useState<Record<string, RestockSignUp[] | 'loading'>>({});
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let seen = 0;
    readAllPages(
      (cursor) => getRestockGroups(client, cursor),
      (page) => {
        if (!mounted.current) return;
        seen += page.length;
        setGroups((current) => [...current, ...page]);
        setStatus(restockLoadingMessage(seen));
      },
    ).then(
      (all) => {
        if (!mounted.current) return;
        setLoading('loaded');
        setStatus(
          all.length === 0
            ? TEXT.none
            : restockLoadedMessage(
                all.length,
                all.reduce((sum, group) => sum + group.pendingCount, 0),
              ),
        );
      },
      (problem: unknown) => {
        if (!mounted.current) return;
        setLoading('failed');
        setStatus('');
        setError(messageOf(problem, TEXT.loadFailed));
      },
    );
    return () => {
      mounted.current = false;
    };
  }, [client]);

  const loadSignUps = useCallback(
    (group: RestockSignUpGroup) => {
      const key = keyOf(group);
      setOpen((current) => ({ ...current, [key]: 'loading' }));
      getAllRestockSignUps(client, group).then(
        (signUps) => mounted.current && setOpen((current) => (key in current ? { ...current, [key]: signUps } : current)),
        (problem: unknown) => {
          if (!mounted.current) return;
          setError(messageOf(problem, TEXT.loadFailed));
          setOpen(({ [key]: _closed, ...rest }) => rest);
        },
      );
    },
    [client],
  );

  const toggle = (group: RestockSignUpGroup) => {
    const key = keyOf(group);
    if (key in open) setOpen(({ [key]: _closed, ...rest }) => rest);
    else loadSignUps(group);
  };

  /** After a send: the groups sent to wait no more, and their open lists are read again. */
  const markSent = (sent: readonly RestockSignUpGroup[]) => {
    const keys = new Set(sent.map(keyOf));
    setGroups((current) => current.map((group) => (keys.has(keyOf(group)) ? { ...group, pendingCount: 0 } : group)));
    for (const group of sent) if (keyOf(group) in open) loadSignUps(group);
  };

  const send = (group: RestockSignUpGroup) => {
    if (sending !== null || group.pendingCount === 0) return;
    setSending(keyOf(group));
    setError(null);
    setStatus(TEXT.sending);
    sendRestock(client, group)
      .then((count) => {
        if (!mounted.current) return;
        markSent([group]);
        setStatus(restockSentMessage(count, nameOf(group)));
      })
      .catch((problem: unknown) => {
        if (!mounted.current) return;
        setStatus('');
        setError(messageOf(problem, TEXT.sendFailed));
      })
      .finally(() => mounted.current && setSending(null));
  };

  const waiting = groups.filter((group) => group.pendingCount > 0);
  const sendAll = () => {
    if (sending !== null || waiting.length === 0) return;
    setSending('all');
    setError(null);
    setStatus(TEXT.sending);
    sendAllRestock(client, waiting)
      .then((count) => {
        if (!mounted.current) return;
        markSent(waiting);
        setStatus(restockSentAllMessage(count, waiting.length));
      })
      .catch((problem: unknown) => {
        if (!mounted.current) return;
        setStatus('');
        setError(messageOf(problem, TEXT.sendFailed));
      })
      .finally(() => mounted.current && setSending(null));
  };

  const busy = sending !== null;
  return (
    <section className="sf-restock-manager" aria-labelledby="sf-restock-manager-title" aria-busy={loading === 'loading' || busy}>
      <h2 id="sf-restock-manager-title">{TEXT.title}</h2>
      <p className="sf-restock-manager__status" role="status">
        {status}
      </p>
      <div role="alert" className="sf-restock-manager__error">
        {error}
      </div>
      {loading !== 'failed' && groups.length > 0 && (
        <>
          <p>
            <button type="button" onClick={sendAll} aria-disabled={busy || waiting.length === 0 || undefined}>
              {sending === 'all' ? TEXT.sending : TEXT.sendAll}
            </button>
          </p>
          <table className="sf-restock-manager__table">
            <thead>
              <tr>
                <th scope="col">{TEXT.product}</th>
                <th scope="col">{TEXT.variant}</th>
                <th scope="col" className="sf-restock-manager__count">
                  {TEXT.signUps}
                </th>
                <th scope="col" className="sf-restock-manager__count">
                  {TEXT.waiting}
                </th>
                <th scope="col">{TEXT.actions}</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => {
                const key = keyOf(group);
                const list = open[key];
                return (
                  <tr key={key} data-group={key}>
                    <th scope="row">
                      {group.productName}
                      {list === undefined || list === 'loading' ? null : (
                        <ul className="sf-restock-manager__sign-ups">
                          {list.map((signUp) => (
                            <li key={signUp.email}>
                              {signUp.email} ({signUp.notified === null ? TEXT.waitingMark : TEXT.sent}
                              {signUp.isJoinMailingList ? `, ${TEXT.newsletter}` : ''})
                            </li>
                          ))}
                        </ul>
                      )}
                    </th>
                    <td>{group.variantName === '' ? TEXT.wholeProduct : group.variantName}</td>
                    <td className="sf-restock-manager__count">{group.signUpCount}</td>
                    <td className="sf-restock-manager__count">{group.pendingCount}</td>
                    <td>
                      <div className="sf-restock-manager__actions">
                        <button
                          type="button"
                          onClick={() => send(group)}
                          aria-label={restockSendLabel(nameOf(group))}
                          aria-disabled={busy || group.pendingCount === 0 || undefined}
                        >
                          {sending === key ? TEXT.sending : TEXT.send}
                        </button>
                        <button
                          type="button"
                          onClick={() => toggle(group)}
                          aria-expanded={list !== undefined}
                          aria-label={restockShowLabel(list === undefined, nameOf(group))}
                        >
                          {list === undefined ? TEXT.showSignUps : TEXT.hideSignUps}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
