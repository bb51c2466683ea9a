import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  keeperApi,
  PASSWORD_MIN_LENGTH,
  type KeeperApi,
  usePageMeta,
  useTranslation,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { PasswordField } from '../../../keeper/password-field';
import { passwordLength, takeLinkToken } from '../utils/take-link-token';
import styles from '../../../keeper/keeper.module.css';

/** What the page knows of its link: not read yet (server render), missing, or the token. */
type LinkState = { read: false } | { read: true; token: string | null };

const TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one.`;

/**
 * Where a one-time set-password link lands (an invite, a reset, or the first
 * owner's link from the command line): the keeper chooses a password.
 */
export function SetPasswordPage({ api = keeperApi }: { api?: KeeperApi }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages./admin/set-password');
  usePageMeta(title);
  const [link, setLink] = useState<LinkState>({ read: false });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  // Read once, in the browser only: the server never sees the fragment.
  useEffect(() => setLink({ read: true, token: takeLinkToken() }), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!link.read || !link.token) return;
    if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
      setFailure({ field: 'password', message: TOO_SHORT });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const done = await api.setPassword({ token: link.token, password });
      setPassword('');
      setDoneFor(done.email);
    } catch (error) {
      setFailure(formFailure(error, ['password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {doneFor !== null ? (
        <section className={styles.panel} aria-labelledby="password-set-heading">
          <h2 id="password-set-heading">Your password is set</h2>
          <p role="status">
            You can now sign in as <strong>{doneFor}</strong>.
          </p>
          <p>
            <Link className={`${styles.button} ${styles.primary}`} to="/admin">
              Go to sign in
            </Link>
          </p>
        </section>
      ) : !link.read ? (
        <p role="status" className={styles.status}>
          Reading the link…
        </p>
      ) : link.token === null ? (
        <p role="alert" className={styles.error}>
          This link has no token. Open the whole link you were given, or ask an owner for a new one.
        </p>
      ) : (
        <section className={styles.panel} aria-labelledby="choose-password-heading">
          <h2 id="choose-password-heading">Choose your password</h2>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={setPassword}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters; a passphrase is welcome. Common passwords are refused.`}
              error={errorAt(failure, 'password')}
            />
            <FormAlert failure={failure} />
            <p role="status" className={styles.status}>
              {busy ? 'Saving…' : ''}
            </p>
            <div className={styles.actions}>
              <button
                className={`${styles.button} ${styles.primary}`}
                type="submit"
                disabled={busy}
              >
                Set password
              </button>
            </div>
          </form>
        </section>
      )}
    </article>
  );
}
