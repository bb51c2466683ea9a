import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { useSite } from '../remotes/site-remotes';
import { useOnline } from './use-online';
import { savedCopyTime } from './saved-copy-time';
import { savedTimeParts } from './saved-time';
import styles from './offline-notices.module.css';

/**
 * Says so when the browser has no connection: saved pages still open, the
 * page shown is a copy saved at a given time (when the service worker
 * answered it from its cache), and the keepers' pages (their data is live)
 * need a connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const site = useSite();
  // Read once: the document this page was loaded from stays the same as the visitor moves on.
  const [savedAt] = useState(() => (typeof document === 'undefined' ? null : savedCopyTime()));
  if (online) return null;
  const keeperPage = site.remotes.some((remote) =>
    remote.pages.some((page) => page.keeper && page.path === pathname),
  );
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <div className={styles.notice} role="status" data-offline-banner>
      <p>{t('offline.banner')}</p>
      {savedAt === null ? null : (
        <p data-saved-copy={new Date(savedAt).toISOString()}>
          {t('offline.savedCopy', savedTimeParts(savedAt, language))}
        </p>
      )}
      {keeperPage ? <p>{t('offline.keeperPage')}</p> : null}
    </div>
  );
}
