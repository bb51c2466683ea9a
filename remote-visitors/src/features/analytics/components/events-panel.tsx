import { useId } from 'react';
import { formatNumber, useTranslation, type EventCountRow } from '@pawapuri/shared';
import { eventLabel } from '../utils/event-label';
import styles from './dashboard.module.css';
import goalStyles from './goals.module.css';
import { NAMESPACE } from '../../../i18n/register';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** What pilgrims did in the range (calls, directions, donations…): events by name, most first. */
export function EventsPanel({ events }: { events: readonly EventCountRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const all = events.reduce((sum, row) => sum + row.events, 0);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('goals.events.title')}
      </h3>
      {events.length === 0 ? (
        <p className={styles.empty}>{t('goals.events.none')}</p>
      ) : (
        <>
          <div className={styles.rowsHeader} aria-hidden="true">
            <span>{t('goals.events.event')}</span>
            <span>{t('goals.events.count')}</span>
            <span>{t('goals.events.share')}</span>
          </div>
          <ol className={styles.rows} aria-labelledby={titleId}>
            {events.map((row) => {
              const share = all === 0 ? 0 : row.events / all;
              return (
                <li key={row.name}>
                  <div className={styles.row}>
                    <span className={styles.rowBar} style={{ width: `${share * 100}%` }} />
                    <span className={`${styles.rowKey} ${goalStyles.eventName}`} title={row.name}>
                      {eventLabel(row.name, t)}
                    </span>
                    <span className={styles.rowCount}>{formatNumber(row.events)}</span>
                    <span className={styles.rowShare}>{percent.format(share)}</span>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
