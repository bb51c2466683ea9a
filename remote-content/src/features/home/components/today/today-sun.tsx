import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../../i18n/page-catalogs';
import styles from './today.module.css';

/**
 * Today's sun and pachakkhan line on the home page, in the server's HTML
 * only: the server renders it (its build holds every chunk), while in the
 * browser the import never starts, so the hydrating page keeps the server's
 * line as it is and the home page never loads suncalc. A home page reached
 * by a link in the browser shows only the link to the day page.
 */
const ServerSunLine = lazy(() =>
  typeof window === 'undefined'
    ? import(/* webpackChunkName: "day-line" */ '../../../../components/day/today-sun-line').then(
        (m) => ({ default: m.TodaySunLine }),
      )
    : new Promise<never>(() => undefined),
);

export function TodaySun() {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  return (
    <section aria-labelledby="today-sun" className={styles.part}>
      <h3 id="today-sun" className={styles.heading}>
        {t('home.day.title')}
      </h3>
      <Suspense fallback={null}>
        <ServerSunLine />
      </Suspense>
      <Link to="/today" className={styles.link}>
        {t('home.day.link')}
      </Link>
    </section>
  );
}
