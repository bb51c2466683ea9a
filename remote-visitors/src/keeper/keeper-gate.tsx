import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  contentApi,
  keeperApi,
  type ContentApi,
  type KeeperApi,
  type KeeperIdentity,
} from '@pawapuri/shared';
import { DonationBanner } from './donation-banner';
import { KeeperBar } from './keeper-bar';
import { KeeperNotices } from './keeper-notices';
import { keeperWorkElsewhere, KeeperWorkElsewhere } from './keeper-work-elsewhere';
import { SignInForm } from './sign-in-form';
import { useKeeperSession } from './use-keeper-session';
import { useKeeperStatus } from './use-keeper-status';
import styles from './keeper.module.css';

interface KeeperGateProps {
  api?: KeeperApi;
  /** Where the donation banner learns when the details last changed. */
  content?: ContentApi;
  /** The time the banner is judged at (tests fix it). */
  now?: () => number;
  /** The page for the signed-in keeper. */
  children: (identity: KeeperIdentity) => ReactNode;
}

const checking = (
  <p role="status" className={styles.status}>
    Checking who is signed in…
  </p>
);

/**
 * A keeper page's body: the sign-in form until a keeper is signed in, then who
 * they are (with sign-out) above the page itself; on a site where keepers may
 * not act (KEEPER_STANDALONE_ONLY, seen from the combined site), a link to
 * the page where they can.
 */
export function KeeperGate({
  api = keeperApi,
  content = contentApi,
  now = Date.now,
  children,
}: KeeperGateProps) {
  const session = useKeeperSession(api);
  const status = useKeeperStatus(api);
  const { pathname } = useLocation();
  const elsewhere = keeperWorkElsewhere(status.data, pathname);
  if (elsewhere !== null) return <KeeperWorkElsewhere url={elsewhere} />;
  switch (session.state) {
    case 'loading':
      return checking;
    case 'failed':
      // Not before the status is known: a page where keepers may not act cannot read /me.
      if (status.data === null && status.pending) return checking;
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
      // Not before the status is known: it may say to sign in elsewhere.
      if (status.data === null && status.pending) return checking;
      return (
        <SignInForm
          api={api}
          accountsExist={status.data?.accountsExist ?? true}
          onSignedIn={session.refresh}
        />
      );
    case 'signed-in':
      return (
        <>
          <KeeperBar identity={session.identity} api={api} onSignedOut={session.refresh} />
          <DonationBanner role={session.identity.keeper.role} api={content} now={now} />
          <KeeperNotices api={api} />
          {children(session.identity)}
        </>
      );
  }
}
