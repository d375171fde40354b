import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signIn, signInFailureMessage, type CartMergeLeftOut } from '../../src/accounts';
import { STRINGS, cartLeftOutMessage } from '../../src/i18n';
import { Alert, Field, useRuntime } from '../ui';
import { navigation } from './navigation';

const TEXT = STRINGS.account;

interface FieldErrors {
  readonly email?: string;
  readonly password?: string;
}

/**
 * Email, password and "Remember me". Empty fields are named before anything is sent; a refusal is
 * an alert above the button (the same words for an unknown email and a wrong password) and the
 * password is cleared. Signed in, the page is reloaded; first, when part of the cart from before
 * could not join the account's, the shopper is told what and continues.
 */
export function SignInForm() {
  const { client } = useRuntime();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leftOut, setLeftOut] = useState<readonly CartMergeLeftOut[] | null>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const continueButton = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (leftOut !== null) continueButton.current?.focus();
  }, [leftOut]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {
      ...(email.trim() === '' ? { email: TEXT.emailRequired } : {}),
      ...(password === '' ? { password: TEXT.passwordRequired } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (found.email !== undefined) return emailInput.current?.focus();
    if (found.password !== undefined) return passwordInput.current?.focus();
    setBusy(true);
    signIn(client, { email: email.trim(), password, rememberMe }).then(
      (answer) => {
        if (answer.cartMerge.leftOut.length === 0) navigation.reload();
        else setLeftOut(answer.cartMerge.leftOut);
      },
      (error: unknown) => {
        setBusy(false);
        setPassword('');
        setFailure(signInFailureMessage(error));
        passwordInput.current?.focus();
      },
    );
  };

  if (leftOut !== null) {
    return (
      <div className="sf-account">
        <p className="sf-account__text" role="status">
          {cartLeftOutMessage(leftOut)}
        </p>
        <button ref={continueButton} type="button" className="sf-form__submit" onClick={() => navigation.reload()}>
          {TEXT.continue}
        </button>
      </div>
    );
  }

  return (
    <form className="sf-account sf-account__form" noValidate onSubmit={submit}>
      <Field id={`${id}-email`} title={TEXT.email} required error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailInput}
            id={`${id}-email`}
            className="sf-field__input"
            type="email"
            name="email"
            autoComplete="username"
            maxLength={256}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-password`} title={TEXT.password} required error={errors.password}>
        {(control) => (
          <input
            {...control}
            ref={passwordInput}
            id={`${id}-password`}
            className="sf-field__input"
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={1024}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <label className="sf-account__check">
        <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        {TEXT.rememberMe}
      </label>
      {failure !== null && <Alert message={failure} />}
      <button type="submit" className="sf-form__submit" aria-disabled={busy || undefined}>
        {busy ? TEXT.signingIn : TEXT.signIn}
      </button>
    </form>
  );
}
