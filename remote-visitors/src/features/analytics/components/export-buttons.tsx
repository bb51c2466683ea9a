import { useId, useState } from 'react';
import { type DashboardRequest, useTranslation, visitorApi } from '@pawapuri/shared';
import { useDownload } from '../hooks/use-download';
import { isMonth, previousMonth } from '../utils/months';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** The view as CSV, and the one-page PDF report of a chosen month (last month unless changed). */
export function ExportButtons({
  request,
  api = visitorApi,
}: {
  request: DashboardRequest;
  api?: typeof visitorApi;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const csv = useDownload();
  const report = useDownload();
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  return (
    <section className={styles.exports} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t('dashboard.exports')}
      </h3>
      <div className={styles.exportRow}>
        <button
          type="button"
          className={styles.button}
          aria-disabled={csv.busy}
          aria-busy={csv.busy}
          onClick={() => {
            // Busy buttons stay enabled so they keep the keyboard focus.
            if (!csv.busy) void csv.download(() => api.dashboardCsv(request));
          }}
        >
          {csv.busy ? t('dashboard.csvBusy') : t('dashboard.csv')}
        </button>
      </div>
      <div className={styles.exportRow}>
        <label htmlFor={`${id}-month`}>{t('dashboard.reportMonth')}</label>
        <input
          id={`${id}-month`}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <button
          type="button"
          className={styles.button}
          aria-disabled={report.busy || !isMonth(month)}
          aria-busy={report.busy}
          onClick={() => {
            if (!report.busy && isMonth(month))
              void report.download(() => api.monthlyReport(month));
          }}
        >
          {report.busy ? t('dashboard.reportBusy') : t('dashboard.report')}
        </button>
      </div>
      {csv.failed && (
        <p role="alert" className={styles.error}>
          {csv.failed === 'tooMany' ? t('dashboard.tooMany') : t('dashboard.csvFailed')}
        </p>
      )}
      {report.failed && (
        <p role="alert" className={styles.error}>
          {report.failed === 'tooMany' ? t('dashboard.tooMany') : t('dashboard.reportFailed')}
        </p>
      )}
    </section>
  );
}
