import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keeperApi, type KeeperApi, usePageMeta } from '@pawapuri/shared';
import { KeeperGate } from '../../../keeper/keeper-gate';
import { ChangePasswordForm } from './change-password-form';
import styles from '../../../keeper/keeper.module.css';

/**
 * A signed-in keeper changes their own password. The API then ends every
 * session of the account, this one too, so the page says so and offers the
 * sign-in form again.
 */
export function ChangePasswordPage({ api = keeperApi }: { api?: KeeperApi }) {
  const { title } = usePageMeta();
  const [changed, setChanged] = useState(false);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {changed ? (
        <>
          <p role="status" className={styles.note}>
            Your password is changed. Every session of your account has ended, this one too: sign in
            with the new password.
          </p>
          {/* A new gate asks again who is signed in: nobody, so it offers the sign-in form. */}
          <KeeperGate key="after" api={api}>
            {() => (
              <p>
                You are signed in with your new password.{' '}
                <Link to="/admin">Go to the admin dashboard</Link>
              </p>
            )}
          </KeeperGate>
        </>
      ) : (
        <KeeperGate api={api}>
          {(identity) =>
            identity.via === 'session' ? (
              <ChangePasswordForm api={api} onChanged={() => setChanged(true)} />
            ) : (
              <p className={styles.status}>
                Only a keeper signed in with their own account has a password to change.
              </p>
            )
          }
        </KeeperGate>
      )}
    </article>
  );
}
