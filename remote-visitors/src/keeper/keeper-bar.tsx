import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { keeperApi, type KeeperApi, type KeeperIdentity } from '@pawapuri/shared';
import { ROLE_NAMES, roleCan } from './role-can';
import styles from './keeper.module.css';

/** Where owners manage keeper accounts, API keys and read the audit log. */
export const ACCOUNTS_PATH = '/admin/keepers';
/** Where editors and owners edit the site's content. */
export const CONTENT_PATH = '/admin/content';
/** Where a signed-in keeper changes their own password. */
export const CHANGE_PASSWORD_PATH = '/admin/password';
/** Where a signed-in keeper downloads their data and asks for a correction or an erasure. */
export const MY_DATA_PATH = '/admin/my-data';

interface KeeperBarProps {
  identity: KeeperIdentity;
  api?: KeeperApi;
  /** The session has ended (here or everywhere): ask who is signed in. */
  onSignedOut: () => void;
}

/** Who is signed in and their role, with Sign out and Sign out everywhere. */
export function KeeperBar({ identity, api = keeperApi, onSignedOut }: KeeperBarProps) {
  const { keeper } = identity;
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await (everywhere ? api.signOutEverywhere() : api.signOut());
      onSignedOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.bar} aria-label="Signed-in keeper">
      <p className={styles.who}>
        Signed in as <strong>{keeper.displayName}</strong>{' '}
        <span className={styles.role}>{ROLE_NAMES[keeper.role]}</span>
      </p>
      <div className={styles.actions}>
        {/* No link to the page already open. */}
        {roleCan(keeper.role, 'content.edit') && pathname !== CONTENT_PATH ? (
          <Link className={styles.button} to={CONTENT_PATH}>
            Site content
          </Link>
        ) : null}
        {roleCan(keeper.role, 'accounts.manage') && pathname !== ACCOUNTS_PATH ? (
          <Link className={styles.button} to={ACCOUNTS_PATH}>
            Keeper accounts
          </Link>
        ) : null}
        {identity.via === 'session' ? (
          <>
            {pathname !== MY_DATA_PATH ? (
              <Link className={styles.button} to={MY_DATA_PATH}>
                My data
              </Link>
            ) : null}
            {pathname !== CHANGE_PASSWORD_PATH ? (
              <Link className={styles.button} to={CHANGE_PASSWORD_PATH}>
                Change password
              </Link>
            ) : null}
            <button
              className={styles.button}
              type="button"
              disabled={busy}
              onClick={() => void signOut(false)}
            >
              Sign out
            </button>
            <button
              className={styles.button}
              type="button"
              disabled={busy}
              onClick={() => void signOut(true)}
            >
              Sign out everywhere
            </button>
          </>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          Signing out failed. Try again.
        </p>
      ) : null}
    </section>
  );
}
