import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
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
      <CredentialField id={`${id}-email`} kind="email" error={errors.email} inputRef={emailInput} value={email} onChange={setEmail} />
      <CredentialField
        id={`${id}-password`}
        kind="password"
        error={errors.password}
        inputRef={passwordInput}
        value={password}
        onChange={setPassword}
      />
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

const CREDENTIALS = {
  email: { title: TEXT.email, type: 'email', autoComplete: 'username', maxLength: 256 },
  password: { title: TEXT.password, type: 'password', autoComplete: 'current-password', maxLength: 1024 },
} as const;

interface CredentialFieldProps {
  readonly id: string;
  readonly kind: keyof typeof CREDENTIALS;
  readonly error: string | undefined;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The email or the password: required, with the password manager's autocomplete names. */
function CredentialField({ id, kind, error, inputRef, value, onChange }: CredentialFieldProps) {
  const { title, type, autoComplete, maxLength } = CREDENTIALS[kind];
  return (
    <Field id={id} title={title} required error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          id={id}
          className="sf-field__input"
          type={type}
          name={kind}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
