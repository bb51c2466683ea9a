import type { ReactNode } from 'react';
import { keeperApi, type KeeperApi, type KeeperIdentity } from '@pawapuri/shared';
import { KeeperBar } from './keeper-bar';
import { SignInForm } from './sign-in-form';
import { useKeeperSession } from './use-keeper-session';
import styles from './keeper.module.css';

interface KeeperGateProps {
  api?: KeeperApi;
  /** The page for the signed-in keeper. */
  children: (identity: KeeperIdentity) => ReactNode;
}

/**
 * A keeper page's body: the sign-in form until a keeper is signed in, then who
 * they are (with sign-out) above the page itself.
 */
export function KeeperGate({ api = keeperApi, children }: KeeperGateProps) {
  const session = useKeeperSession(api);
  switch (session.state) {
    case 'loading':
      return (
        <p role="status" className={styles.status}>
          Checking who is signed in…
        </p>
      );
    case 'failed':
      return (
        <div className={styles.panel}>
          <p role="alert" className={styles.error}>
            Could not reach the visitor API to check who is signed in.
          </p>
          <button className={styles.button} type="button" onClick={session.retry}>
            Try again
          </button>
        </div>
      );
    case 'signed-out':
      return <SignInForm api={api} onSignedIn={session.refresh} />;
    case 'signed-in':
      return (
        <>
          <KeeperBar identity={session.identity} api={api} onSignedOut={session.refresh} />
          {children(session.identity)}
        </>
      );
  }
}
