import { useId, useState } from 'react';
import {
  adminFailureOf,
  deleteMultilingualConnection,
  getLanguages,
  getMultilingualSettings,
  getMultilingualStatus,
  saveLanguages,
  type AdminFailure,
  type SiteLanguage,
} from '../../src/admin';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad } from '../ui';
import {
  addLanguage,
  chosenLanguage,
  makeDefaultLanguage,
  offeredLanguages,
  providerName,
  removeLanguage,
  undoneMessage,
  type LanguageChange,
} from './languages';

/**
 * The languages editor: the site's languages (add, remove, choose the default) and the translation
 * service's connection. Each change shows at once and is saved right away; a failed save puts the
 * list back as it was and says why.
 */
export default function AdminLanguages() {
  const { client } = useAdmin();
  const confirm = useConfirm();
  const [state, reload, replace] = useLoad(async () => {
    const [languages, settings, connection] = await Promise.all([
      getLanguages(client),
      getMultilingualSettings(client),
      getMultilingualStatus(client),
    ]);
    return { languages, settings, connection };
  });
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState('');
  const [version, setVersion] = useState(0);
  const selectId = useId();

  if (state.status === 'loading')
    return (
      <EditorLayout previewPath="/" previewVersion={version}>
        <p className="admin-hint">Loading the languages…</p>
      </EditorLayout>
    );
  if (state.status === 'failed')
    return (
      <EditorLayout previewPath="/" previewVersion={version}>
        <FailureAlert failure={state.failure} onRetry={reload} />
      </EditorLayout>
    );
  const { languages, settings, connection } = state.data;
  const offered = offeredLanguages(settings.availableLanguages, languages);
  const choice = chosenLanguage(offered, adding);

  /** Shows `next` at once, saves it, and puts back `languages` if the save fails. */
  const change = async ({ next, done }: LanguageChange) => {
    const before = state.data;
    replace({ ...before, languages: next });
    setFailure(null);
    setStatus('Saving…');
    try {
      const stored = await saveLanguages(client, next);
      replace({ ...before, languages: stored });
      setStatus(done);
      setVersion((current) => current + 1);
    } catch (error) {
      replace(before);
      setStatus('');
      const { title, message } = adminFailureOf(error, 'save');
      setFailure({ title, message: undoneMessage(message) });
    }
  };

  const add = () => {
    const added = addLanguage(languages, settings.availableLanguages, choice);
    if (added !== null) void change(added);
  };

  const makeDefault = (language: SiteLanguage) => {
    void change(makeDefaultLanguage(languages, language));
  };

  const remove = async (language: SiteLanguage) => {
    const confirmed = await confirm({
      title: `Remove ${language.name}?`,
      message: <p>Visitors will no longer be offered the site in {language.name}.</p>,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (confirmed) await change(removeLanguage(languages, language));
  };

  const disconnect = async () => {
    const provider = providerName(connection.provider);
    await confirm({
      title: `Disconnect ${provider}?`,
      message: <p>Translations stop updating until the site is connected again.</p>,
      confirmLabel: 'Disconnect',
      busyLabel: 'Disconnecting…',
      destructive: true,
      action: async () => {
        await deleteMultilingualConnection(client);
        replace({ ...state.data, connection: { connected: false, provider: null } });
        setStatus(`${provider} disconnected.`);
      },
    });
  };

  return (
    <EditorLayout previewPath="/" previewVersion={version}>
      <section className="admin-panel" aria-labelledby="languages-title">
        <h2 id="languages-title">Site languages</h2>
        <ul className="admin-list">
          {languages.map((language) => (
            <li key={language.code} className="admin-row">
              <span className="admin-row__title">
                {language.name} <span className="admin-hint">({language.code})</span>
                {language.isDefault && <span className="admin-badge">Default</span>}
              </span>
              {!language.isDefault && (
                <>
                  <button type="button" className="admin-button admin-button--small" onClick={() => makeDefault(language)}>
                    Make {language.name} the default
                  </button>
                  <button type="button" className="admin-button admin-button--small" onClick={() => void remove(language)}>
                    Remove {language.name}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        {offered.length > 0 && (
          <div className="admin-actions">
            <div className="admin-field">
              <label htmlFor={selectId}>Add a language</label>
              <select id={selectId} value={choice} onChange={(event) => setAdding(event.target.value)}>
                {offered.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="admin-button" onClick={add}>
              Add language
            </button>
          </div>
        )}
        {failure !== null && <FailureAlert failure={failure} />}
        <p role="status" className="admin-status">
          {status}
        </p>
      </section>
      <section className="admin-panel" aria-labelledby="connection-title">
        <h2 id="connection-title">Translation service</h2>
        <p>{connection.connected ? `Connected to ${providerName(connection.provider)}.` : 'Not connected.'}</p>
        {connection.connected && (
          <div className="admin-actions">
            <button type="button" className="admin-button" onClick={() => void disconnect()}>
              Disconnect
            </button>
          </div>
        )}
      </section>
    </EditorLayout>
  );
}
