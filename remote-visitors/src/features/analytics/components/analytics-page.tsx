import { type AnalyticsSummary, formatNumber, usePageMeta, useTranslation } from '@pawapuri/shared';
import { useAnalytics } from '../hooks/use-analytics';
import { Dashboard } from './dashboard';
import styles from './analytics.module.css';
import { NAMESPACE } from '../../../i18n/register';

function percent(part: number, whole: number): string {
  return whole === 0 ? '0' : ((part / whole) * 100).toFixed(1);
}

function Devices({ data }: { data: AnalyticsSummary }) {
  const rows: [string, number][] = [
    ['Desktop', data.todayDesktopVisits],
    ['Mobile', data.todayMobileVisits],
    ['Tablet', data.todayTabletVisits],
  ];
  return (
    <ul className={styles.list}>
      {rows.map(([name, count]) => (
        <li key={name}>
          {name}: {formatNumber(count)} ({percent(count, data.todayVisits)}%)
          <div className={styles.bar} style={{ width: `${percent(count, data.todayVisits)}%` }} />
        </li>
      ))}
    </ul>
  );
}

export function AnalyticsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages./analytics');
  usePageMeta(title);
  const { data, failed } = useAnalytics();
  const summarySettled = Boolean(data) || failed;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {failed && <p role="alert">Failed to load analytics data</p>}
      {!data && !failed && <p role="status">Loading…</p>}
      {data && (
        <>
          <ul className={styles.cards}>
            <li>Total visits: {formatNumber(data.totalVisits)}</li>
            <li>
              Today: {formatNumber(data.todayVisits)} ({formatNumber(data.todayUniqueVisitors)}{' '}
              unique)
            </li>
            <li>
              This week: {formatNumber(data.weekVisits)} ({formatNumber(data.weekUniqueVisitors)}{' '}
              unique)
            </li>
            <li>
              This month: {formatNumber(data.monthVisits)} ({formatNumber(data.monthUniqueVisitors)}{' '}
              unique)
            </li>
          </ul>
          <h2>Today&apos;s devices</h2>
          <Devices data={data} />
          <h2>Top pages (30 days)</h2>
          <ol className={styles.list}>
            {data.mostVisitedPages.slice(0, 5).map(([page, count]) => (
              <li key={page}>
                {page}: {formatNumber(count)}
              </li>
            ))}
          </ol>
          <h2>Top countries (30 days)</h2>
          <ol className={styles.list}>
            {data.visitorsByCountry.slice(0, 5).map(([country, count]) => (
              <li key={country}>
                {country || 'Unknown'}: {formatNumber(count)}
              </li>
            ))}
          </ol>
        </>
      )}
      {/* The dashboard starts loading at once but shows once the summary above
          has its final height, so nothing on screen moves when it arrives. */}
      <div className={summarySettled ? styles.afterSummary : styles.waitingForSummary}>
        <Dashboard />
        <p>Data updates every minute.</p>
      </div>
    </article>
  );
}
