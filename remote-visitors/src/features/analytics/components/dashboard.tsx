import { useCallback, useId, useRef, type ReactNode } from 'react';
import {
  useTranslation,
  visitorApi,
  type DashboardFilters,
  type DashboardView,
  type VisitorApi,
} from '@pawapuri/shared';
import { useDashboardAddress } from '../hooks/use-dashboard-address';
import { useDashboard } from '../hooks/use-dashboard';
import { useGoneGoal } from '../hooks/use-gone-goal';
import { useAnnotations, type AnnotationReader } from '../hooks/use-annotations';
import { listAnnotations } from '../api/annotations-api';
import { filtersText } from '../utils/filters-text';
import {
  answers,
  DEFAULT_ADDRESS,
  toRequest,
  withFilter,
  withGoal,
  withoutFilter,
  withoutGoal,
} from '../utils/dashboard-address';
import { bucketLabel } from '../utils/chart-scale';
import { RangePicker } from './range-picker';
import { FilterChips } from './filter-chips';
import { HeadlineCards } from './headline-cards';
import { VisitsChart } from './visits-chart';
import { BreakdownPanels } from './breakdown-panels';
import { GoalsPanel } from './goals-panel';
import { EventsPanel } from './events-panel';
import { ExportButtons } from './export-buttons';
import { DashboardSkeleton } from './dashboard-skeleton';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';
import { LocationCredit } from '../../../components/location-credit';

/** Where a dashboard reads from: the public API (keepers), or a share link's. */
export interface DashboardSource {
  api: Pick<VisitorApi, 'dashboard'>;
  annotations: AnnotationReader;
  /** A share link's filters: shown, and never offered for change. */
  fixedFilters?: DashboardFilters;
  /** A share link's view: no downloads. */
  readOnly?: boolean;
}

const PUBLIC_SOURCE: DashboardSource = { api: visitorApi, annotations: listAnnotations };

/** What keeper tools under the dashboard get: the view shown and a way to redraw its notes. */
export interface DashboardToolsContext {
  view: DashboardView;
  filters: DashboardFilters;
  reloadAnnotations: () => void;
  annotations: ReturnType<typeof useAnnotations>['annotations'];
  /** After a goal is added or removed: the view again (without the goal filter, if it went). */
  goalsChanged: (removed?: number) => void;
}

/**
 * The explorable dashboard: a range and filters from the address, headline
 * cards, the chart (with its notes), the breakdowns and the downloads. While a
 * new view or the minute's refresh loads, the last one stays (marked busy), so
 * nothing moves. A share link's view passes its own source: read-only, with
 * its fixed filters.
 */
export function Dashboard({
  source = PUBLIC_SOURCE,
  tools,
}: {
  source?: DashboardSource;
  tools?: (context: DashboardToolsContext) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { address, go } = useDashboardAddress();
  const { data: view, pending, latestFailed, reload, error } = useDashboard(address, source.api);
  useGoneGoal(address, latestFailed ? error : null, go);
  const notes = useAnnotations(view?.range ?? null, i18n.language, source.annotations);
  const fixed = source.fixedFilters ?? {};
  const fixedText = filtersText(fixed, t, i18n.language);
  const toolbar = useRef<HTMLDivElement>(null);
  const focusRange = useCallback(() => toolbar.current?.querySelector('select')?.focus(), []);
  const goalName = view?.goals.find((goal) => String(goal.id) === address.goal)?.name;
  const goalsPanel = (
    <GoalsPanel
      goals={view?.goals ?? null}
      failed={latestFailed}
      active={address.goal}
      onFilter={(id) => go(withGoal(address, id))}
    />
  );
  // Before the first answer the goals panel says it is loading, or that it failed.
  const waiting = latestFailed ? goalsPanel : <DashboardSkeleton goals={goalsPanel} />;
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
      {fixedText && (
        <p className={styles.rangeShown}>{t('notes.shared.fixed', { filters: fixedText })}</p>
      )}
      <FilterChips
        address={address}
        onRemove={(dimension) => go(withoutFilter(address, dimension))}
        goalName={goalName}
        onRemoveGoal={() => go(withoutGoal(address))}
        onClear={() => go({ ...withoutGoal(address), filters: DEFAULT_ADDRESS.filters })}
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
          <VisitsChart view={view} annotations={notes.annotations} />
          <div className={styles.panels}>
            {goalsPanel}
            <EventsPanel events={view.events} />
          </div>
          <BreakdownPanels
            view={view}
            onFilter={(dimension, key) => {
              if (fixed[dimension] === undefined) go(withFilter(address, dimension, key));
            }}
          />
          {tools?.({
            view,
            filters: address.filters,
            reloadAnnotations: notes.reload,
            annotations: notes.annotations,
            goalsChanged: (removed) => {
              if (removed !== undefined && address.goal === String(removed)) {
                go(withoutGoal(address));
              } else reload();
            },
          })}
        </div>
      ) : (
        waiting
      )}
      {!source.readOnly && <ExportButtons request={toRequest(address)} />}
      <LocationCredit />
    </section>
  );
}
