import { useState, type FormEvent } from 'react';
import { ApiError, keeperApi, type KeeperApi } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from './form-failure';
import { FormAlert } from './form-alert';
import { FirstOwnerHint } from './first-owner-hint';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import styles from './keeper.module.css';

/** Never says which of the two was wrong: nobody learns from it whether an account exists. */
export const WRONG_SIGN_IN = 'The email address or the password is wrong.';

function signInFailure(error: unknown): FormFailure {
  // 401 keeps the generic words; a 429 keeps the API's, which say when to try again.
  if (error instanceof ApiError && error.status === 401) {
    return { field: 'password', message: WRONG_SIGN_IN };
  }
  return formFailure(error, ['email', 'password']);
}

interface SignInFormProps {
  api?: KeeperApi;
  /** False on a site with no keeper account yet: the form says how to create the first owner. */
  accountsExist: boolean;
  /** The session cookie is set: ask who is signed in. */
  onSignedIn: () => void;
}

/**
 * Sign-in for keepers: email and password, sent once to the API, which sets an
 * HttpOnly session cookie. The page keeps nothing: no token, no web storage.
 */
export function SignInForm({ api = keeperApi, accountsExist, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setFailure({ field: 'email', message: 'Enter your email address.' });
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    try {
      await api.signIn({ email: email.trim(), password });
      setPassword('');
      onSignedIn();
    } catch (error) {
      setFailure(signInFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <p>This page is for the site’s keepers. Sign in with your keeper account.</p>
      {accountsExist ? null : <FirstOwnerHint />}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={setEmail}
          error={errorAt(failure, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errorAt(failure, 'password')}
        />
        <FormAlert failure={failure} />
        <p role="status" className={styles.status}>
          {busy ? 'Signing in…' : ''}
        </p>
        <div className={styles.actions}>
          <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
            Sign in
          </button>
        </div>
      </form>
    </section>
  );
}
