import { useId, useState, type FormEvent } from 'react';
import { accountFailureMessage, saveAccountLanguage, signOut } from '../../src/accounts';
import { STRINGS, signedInAsMessage } from '../../src/i18n';
import { Alert, Field, useRuntime } from '../ui';
import type { AccountSummary, AccountWidgetData } from './account-data';
import { languageUrl, navigation } from './navigation';

const TEXT = STRINGS.account;

export interface AccountPanelProps {
  readonly data: AccountWidgetData;
  readonly account: AccountSummary;
}

/**
 * Who is signed in; where the site has several languages, the account's language with a way to
 * change it; and signing out, the shopper choosing whether the cart stays on this device. Each
 * failure is an alert; each success takes the page where it now belongs.
 */
export function AccountPanel({ data, account }: AccountPanelProps) {
  const { client } = useRuntime();
  const id = useId();
  const { languages } = data;
  const siteLanguage = languages[0]?.code ?? data.locale;
  const [language, setLanguage] = useState(
    () => (languages.find((candidate) => candidate.code === (account.language ?? data.locale)) ?? languages[0])?.code ?? '',
  );
  const [keepCart, setKeepCart] = useState(false);
  const [busy, setBusy] = useState<'language' | 'sign-out' | null>(null);
  const [failure, setFailure] = useState<{ readonly form: 'language' | 'sign-out'; readonly message: string } | null>(null);

  const changeLanguage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = languages.find((candidate) => candidate.code === language);
    if (busy !== null || chosen === undefined) return;
    setBusy('language');
    setFailure(null);
    saveAccountLanguage(client, chosen).then(
      () => navigation.go(languageUrl(globalThis.location.href, chosen.code, siteLanguage)),
      (error: unknown) => {
        setBusy(null);
        setFailure({ form: 'language', message: accountFailureMessage(error, TEXT.languageFailed) });
      },
    );
  };

  const leave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    setBusy('sign-out');
    setFailure(null);
    signOut(client, { cloneCart: keepCart }).then(
      () => navigation.reload(),
      (error: unknown) => {
        setBusy(null);
        setFailure({ form: 'sign-out', message: accountFailureMessage(error, TEXT.signOutFailed) });
      },
    );
  };

  return (
    <div className="sf-account">
      <p className="sf-account__text">
        <strong>{account.displayName}</strong>
        <br />
        {signedInAsMessage(account.email)}
      </p>
      {languages.length > 1 && (
        <form className="sf-account__form" onSubmit={changeLanguage}>
          <Field id={`${id}-language`} title={TEXT.language}>
            {(control) => (
              <select
                {...control}
                id={`${id}-language`}
                className="sf-field__input"
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
              >
                {languages.map((candidate) => (
                  <option key={candidate.code} value={candidate.code} lang={candidate.code}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {failure?.form === 'language' && <Alert message={failure.message} />}
          <button type="submit" className="sf-account__button" aria-disabled={busy === 'language' || undefined}>
            {TEXT.changeLanguage}
          </button>
        </form>
      )}
      <form className="sf-account__form" onSubmit={leave}>
        <label className="sf-account__check">
          <input
            type="checkbox"
            name="keepCart"
            checked={keepCart}
            aria-describedby={`${id}-keep-cart`}
            onChange={(event) => setKeepCart(event.target.checked)}
          />
          {TEXT.keepCart}
        </label>
        <p className="sf-account__hint" id={`${id}-keep-cart`}>
          {TEXT.keepCartHint}
        </p>
        {failure?.form === 'sign-out' && <Alert message={failure.message} />}
        <button type="submit" className="sf-form__submit" aria-disabled={busy === 'sign-out' || undefined}>
          {busy === 'sign-out' ? TEXT.signingOut : TEXT.signOut}
        </button>
      </form>
      <p className="sf-account__text">
        <a href={data.accountUrl}>{TEXT.accountPage}</a>
      </p>
    </div>
  );
}
