import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { keeperApi, type KeeperApi, usePageMeta } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { PasswordField } from '../../../keeper/password-field';
import {
  longEnough,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_TOO_SHORT,
} from '../../../keeper/password-rules';
import { keeperWorkElsewhere, KeeperWorkElsewhere } from '../../../keeper/keeper-work-elsewhere';
import { useKeeperStatus } from '../../../keeper/use-keeper-status';
import { takeLinkToken } from '../utils/take-link-token';
import styles from '../../../keeper/keeper.module.css';

const SET_PASSWORD_PATH = '/admin/set-password';

/** What the page knows of its link: not read yet (server render), missing, or the token. */
type LinkState = { read: false } | { read: true; token: string | null };

/**
 * Where a one-time set-password link lands (an invite, a reset, or the first
 * owner's link from the command line): the keeper chooses a password.
 */
export function SetPasswordPage({ api = keeperApi }: { api?: KeeperApi }) {
  const { title } = usePageMeta();
  const [link, setLink] = useState<LinkState>({ read: false });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  // Read once, in the browser only: the server never sees the fragment.
  useEffect(() => setLink({ read: true, token: takeLinkToken() }), []);
  // An older link to the combined site, where keepers may not act: the same link there.
  const status = useKeeperStatus(api);
  const elsewhere = keeperWorkElsewhere(status.data, SET_PASSWORD_PATH);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!link.read || !link.token) return;
    if (!longEnough(password)) {
      setFailure({ field: 'password', message: NEW_PASSWORD_TOO_SHORT });
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
      {elsewhere !== null && link.read && link.token !== null && doneFor === null ? (
        <KeeperWorkElsewhere url={`${elsewhere}#token=${link.token}`} />
      ) : doneFor !== null ? (
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
              hint={NEW_PASSWORD_HINT}
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
