import { useCallback, useId, useRef } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { useDashboardAddress } from '../hooks/use-dashboard-address';
import { useDashboard } from '../hooks/use-dashboard';
import {
  answers,
  DEFAULT_ADDRESS,
  toRequest,
  withFilter,
  withoutFilter,
} from '../utils/dashboard-address';
import { bucketLabel } from '../utils/chart-scale';
import { RangePicker } from './range-picker';
import { FilterChips } from './filter-chips';
import { HeadlineCards } from './headline-cards';
import { VisitsChart } from './visits-chart';
import { BreakdownPanels } from './breakdown-panels';
import { ExportButtons } from './export-buttons';
import { DashboardSkeleton } from './dashboard-skeleton';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';
import { LocationCredit } from '../../../components/location-credit';

/**
 * The explorable dashboard: a range and filters from the address, headline
 * cards, the chart, the breakdowns and the downloads. While a new view or the
 * minute's refresh loads, the last one stays (marked busy), so nothing moves.
 */
export function Dashboard() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { address, go } = useDashboardAddress();
  const { data: view, pending, latestFailed, reload } = useDashboard(address);
  const toolbar = useRef<HTMLDivElement>(null);
  const focusRange = useCallback(() => toolbar.current?.querySelector('select')?.focus(), []);
  return (
    <section className={styles.dashboard} aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId}>{t('dashboard.heading')}</h2>
      <div ref={toolbar} className={styles.toolbar}>
        <RangePicker address={address} shown={view?.range ?? null} onChange={go} />
        {view && (
          <p className={styles.rangeShown}>
            {t('dashboard.rangeShown', {
              from: bucketLabel(view.range.from, 'day', i18n.language),
              to: bucketLabel(view.range.to, 'day', i18n.language),
            })}
          </p>
        )}
      </div>
      <FilterChips
        address={address}
        onRemove={(dimension) => go(withoutFilter(address, dimension))}
        onClear={() => go({ ...address, filters: DEFAULT_ADDRESS.filters })}
        onEmptied={focusRange}
      />
      {latestFailed && (
        <div className={styles.failure}>
          <p>{t('dashboard.failed')}</p>
          <button type="button" className={styles.button} onClick={reload}>
            {t('dashboard.retry')}
          </button>
        </div>
      )}
      {view ? (
        // Dimmed only while another view loads: the minute's refresh changes nothing visible.
        <div className={pending && !answers(view, address) ? styles.stale : undefined}>
          <HeadlineCards cards={view.cards} />
          <VisitsChart view={view} />
          <BreakdownPanels
            view={view}
            onFilter={(dimension, key) => go(withFilter(address, dimension, key))}
          />
        </div>
      ) : (
        !latestFailed && <DashboardSkeleton />
      )}
      <ExportButtons request={toRequest(address)} />
      <LocationCredit />
    </section>
  );
}
