import { useLocation } from 'react-router-dom';
import {
  activeNotices,
  NoticeList,
  useSiteContent,
  useSiteNow,
  useTranslation,
  type PublishedNotice,
} from '@pawapuri/shared';
import styles from './page-notices.module.css';

/**
 * The keepers' notices for this page, at the top of its content, in the
 * page's language, while they last (they go when they end, without a new
 * page load). The home page shows its own in Today at Pawapuri. A page no
 * notice names does not watch the clock, so hydrating it renders it once.
 */
export function PageNotices() {
  const { pathname } = useLocation();
  const content = useSiteContent();
  if (pathname === '/') return null;
  const named = content.notices.filter(
    (notice) => notice.pages.includes('*') || notice.pages.includes(pathname),
  );
  return named.length > 0 ? <NoticesNow notices={named} path={pathname} /> : null;
}

function NoticesNow({ notices, path }: { notices: PublishedNotice[]; path: string }) {
  const { t } = useTranslation();
  const now = useSiteNow();
  const active = activeNotices(notices, path, now);
  if (active.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={t('noticesTitle')} data-page-notices>
      <NoticeList notices={active} />
    </section>
  );
}
