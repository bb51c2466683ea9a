import { useState, type FormEvent } from 'react';
import {
  ApiError,
  keeperApi,
  useSiteSettings,
  useTranslation,
  type KeeperApi,
} from '@pawapuri/shared';
import { NAMESPACE } from '../i18n/register';
import { errorAt, type FormFailure } from './form-failure';
import { FormAlert } from './form-alert';
import { FirstOwnerHint } from './first-owner-hint';
import { PasswordField } from './password-field';
import { PrivacyNoticeLink } from './privacy-notice-link';
import { TextField } from './text-field';
import styles from './keeper.module.css';

import { sessionNotKept, signInFailure, type SignInPlace } from './sign-in-failure';

/** 401 or 403 from /me right after a sign-in: the browser did not send the new session back. */
const noSession = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

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
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = useSiteSettings();
  const place = (): SignInPlace => ({
    origin: window.location.origin,
    pathname: window.location.pathname,
    language: i18n.language,
    settings,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setFailure({ field: 'email', message: 'Enter your email address.' });
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    const failed = await signInAndCheck();
    setBusy(false);
    if (failed) setFailure(failed);
    else onSignedIn();
  };

  /** Signs in, then checks the session took; what went wrong, or null. */
  const signInAndCheck = async (): Promise<FormFailure | null> => {
    try {
      await api.signIn({ email: email.trim(), password });
      setPassword('');
    } catch (error) {
      return signInFailure(error, place(), t);
    }
    try {
      // A 200 is not a session: a browser that drops the cookie (another site
      // than the API's, cookies blocked) would show this form again unexplained.
      await api.me();
    } catch (error) {
      if (noSession(error)) return sessionNotKept(place(), t);
      // Anything else is the gate's to report when it asks again.
    }
    return null;
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
        <PrivacyNoticeLink>
          Signing in records your email address and the network you sign in from.
        </PrivacyNoticeLink>
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
