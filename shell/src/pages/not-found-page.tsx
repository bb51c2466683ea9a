import { Link, useLocation } from 'react-router-dom';
import { localisedPath, useLanguageAddresses, usePageMeta, useTranslation } from '@pawapuri/shared';
import { useMarkNotFound } from './page-status';
import styles from './not-found-page.module.css';

/** The 404 page, inside the layout, naming the address as the visitor typed it. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { language } = useLanguageAddresses();
  usePageMeta({ title: t('notFound.title') });
  useMarkNotFound();
  return (
    <section
      className={styles.page}
      aria-labelledby="not-found-title"
      data-event-view="not-found"
      data-event-path={pathname}
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>
        {t('notFound.text', { path: localisedPath(pathname, language) })}
      </p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/">
          {t('notFound.home')}
        </Link>
        <Link className={styles.secondary} to="/gallery">
          {t('notFound.gallery')}
        </Link>
      </div>
    </section>
  );
}
