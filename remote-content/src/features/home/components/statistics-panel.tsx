import {
  formatAsOfTime,
  formatNumber,
  useTranslation,
  useVisitorStatistics,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import styles from './home.module.css';

const FIELDS = ['totalVisits', 'todayVisits', 'todayUniqueVisitors'] as const;

/**
 * Live visitor figures, refreshed every 30 s. When the API cannot be reached
 * the last figures known stay, with the time they are from; with none known,
 * a dash rather than zeros.
 */
export function StatisticsPanel() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const { statistics, loading, asOf } = useVisitorStatistics(30_000);
  return (
    <section className={styles.stats} aria-labelledby="home-stats" aria-busy={loading}>
      <h2 id="home-stats">{t('home.statsTitle')}</h2>
      <dl className={styles.statList}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.stat}>
            <dt>{t(`home.stats.${field}`)}</dt>
            <dd data-testid={`stat-${field}`}>
              {loading
                ? t('common:loading')
                : statistics
                  ? formatNumber(statistics[field])
                  : t('common:notAvailable')}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.statsAsOf} data-testid="stats-as-of">
        {asOf === null ? null : t('common:asOf', { time: formatAsOfTime(asOf, i18n.language) })}
      </p>
    </section>
  );
}
