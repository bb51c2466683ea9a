import { useTranslation } from 'react-i18next';
import { formatNumber, useVisitorStatistics } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import styles from './home.module.css';

const FIELDS = ['totalVisits', 'todayVisits', 'todayUniqueVisitors'] as const;

/** Live visitor figures, refreshed every 30 s; zeros when the API fails. */
export function StatisticsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const { statistics, loading } = useVisitorStatistics(30_000);
  return (
    <section className={styles.stats} aria-labelledby="home-stats" aria-busy={loading}>
      <h2 id="home-stats">{t('home.statsTitle')}</h2>
      <dl className={styles.statList}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.stat}>
            <dt>{t(`home.stats.${field}`)}</dt>
            <dd data-testid={`stat-${field}`}>
              {loading ? t('common:loading') : formatNumber(statistics[field])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
