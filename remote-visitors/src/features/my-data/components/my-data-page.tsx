import { keeperApi, type KeeperApi, usePageMeta } from '@pawapuri/shared';
import { KeeperGate } from '../../../keeper/keeper-gate';
import { DownloadPanel } from './download-panel';
import { MyRequestsPanel } from './my-requests-panel';
import styles from '../../../keeper/keeper.module.css';

/**
 * A signed-in keeper's own data: download everything the site holds about
 * them, and ask for a correction or an erasure, then follow the answer. Only
 * a keeper signed in with their own account: an API key speaks for nobody.
 */
export function MyDataPage({ api = keeperApi }: { api?: KeeperApi }) {
  const { title } = usePageMeta();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <KeeperGate api={api}>
        {(identity) =>
          identity.via === 'session' ? (
            <>
              <DownloadPanel api={api} />
              <MyRequestsPanel api={api} />
            </>
          ) : (
            <p className={styles.status}>
              Only a keeper signed in with their own account has data of their own here.
            </p>
          )
        }
      </KeeperGate>
    </article>
  );
}
