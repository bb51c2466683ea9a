import { useLocation } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { useSite } from '../remotes/site-remotes';
import { useOnline } from './use-online';
import styles from './offline-notices.module.css';

/**
 * Says so when the browser has no connection: saved pages still open, and
 * the keepers' pages (their data is live) need a connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const site = useSite();
  if (online) return null;
  const keeperPage = site.remotes.some((remote) =>
    remote.pages.some((page) => page.keeper && page.path === pathname),
  );
  return (
    <div className={styles.notice} role="status" data-offline-banner>
      <p>{t('offline.banner')}</p>
      {keeperPage ? <p>{t('offline.keeperPage')}</p> : null}
    </div>
  );
}
