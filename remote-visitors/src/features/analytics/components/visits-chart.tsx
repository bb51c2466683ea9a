import { lazy, Suspense, useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  type Annotation,
  type DashboardView,
  formatNumber,
  useHydrated,
  useTranslation,
} from '@pawapuri/shared';
import {
  axisLabel,
  bucketLabel,
  granularityOf,
  nextIndex,
  tooltipAlign,
  tooltipLeft,
  tooltipText,
} from '../utils/chart-scale';
import { annotationBuckets } from '../utils/annotation-buckets';
import type { PlotBox } from './uplot-chart';
import { AnnotationMarkers, useAnnotationText } from './annotation-markers';
import styles from './dashboard.module.css';
import uplotStyles from './uplot.module.css';
import { NAMESPACE } from '../../../i18n/register';

export const CHART_HEIGHT = 240;

function ChartPlaceholder() {
  return <div className={styles.chartPlaceholder} aria-hidden="true" />;
}

/**
 * The chart library is this page's own chunk, fetched only once rendered in
 * the browser. Should it fail to arrive, the placeholder stays: the table
 * and the keyboard tooltip still carry every figure.
 */
const UplotChart = lazy(() =>
  import(/* webpackChunkName: "analytics-chart" */ './uplot-chart').catch((error: unknown) => {
    console.error('The chart could not be loaded', error);
    return { default: ChartPlaceholder };
  }),
);

/**
 * Visits and unique visitors over the view's range. The chart takes focus;
 * arrows, Home and End move between points, and the tooltip (also read out)
 * follows; hovering does the same. A table holds the same figures for
 * screen readers, and shows on request. Annotations (keepers' notes and
 * festivals) are markers under the chart and a column of the table.
 */
export function VisitsChart({
  view,
  annotations = [],
}: {
  view: DashboardView;
  annotations?: readonly Annotation[];
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const hydrated = useHydrated();
  const tooltipId = useId();
  const titleId = useId();
  const points = view.series;
  const granularity = granularityOf(view.granularity);
  const [active, setActive] = useState<number | null>(null);
  const [plot, setPlot] = useState<PlotBox | null>(null);
  const [showTable, setShowTable] = useState(false);
  const labels = useMemo(
    () => points.map((point) => axisLabel(point.start, granularity, language)),
    [points, granularity, language],
  );
  const buckets = useMemo(() => annotationBuckets(points, annotations), [points, annotations]);
  const describe = useAnnotationText();
  const index = active !== null && active < points.length ? active : null;
  const point = index !== null ? points[index] : undefined;
  const words = {
    visits: (count: number) => t('dashboard.chart.visits', { n: formatNumber(count), count }),
    unique: (count: number) => t('dashboard.chart.unique', { n: formatNumber(count), count }),
  };
  const text = point ? tooltipText(point, granularity, words, language) : '';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = nextIndex(event.key, index, points.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const leftOf = (at: number) =>
    plot && plot.width > 0
      ? `${tooltipLeft(at, points.length, plot)}px`
      : `${tooltipLeft(at, points.length, { left: 0, width: 100 })}%`;
  const left = index === null ? undefined : leftOf(index);
  const notesAt = index === null ? [] : (buckets.get(index) ?? []);

  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      style={{ ['--pw-chart-height' as string]: `${CHART_HEIGHT}px` }}
    >
      <div className={styles.chartHeader}>
        <h3 id={titleId} className={styles.panelTitle}>
          {t('dashboard.chart.title')}
        </h3>
        <ul className={styles.legend} aria-hidden="true">
          <li className={styles.legendVisits}>{t('dashboard.cards.visits')}</li>
          <li className={styles.legendUnique}>{t('dashboard.cards.uniqueVisitors')}</li>
        </ul>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={showTable}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
        </button>
      </div>
      <div
        className={`${styles.chartFrame} ${uplotStyles.chart}`}
        style={{ height: CHART_HEIGHT }}
        tabIndex={0}
        role="group"
        aria-roledescription="chart"
        aria-label={t('dashboard.chart.label', {
          from: bucketLabel(view.range.from, 'day', language),
          to: bucketLabel(view.range.to, 'day', language),
        })}
        aria-describedby={point ? tooltipId : undefined}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target === event.currentTarget && index === null) {
            setActive(nextIndex('End', null, points.length));
          }
        }}
        onBlur={() => setActive(null)}
      >
        {/* The server and the first browser render draw the placeholder: the same markup. */}
        {hydrated ? (
          <Suspense fallback={<ChartPlaceholder />}>
            <UplotChart
              points={points}
              labels={labels}
              height={CHART_HEIGHT}
              activeIndex={index}
              onHover={setActive}
              onPlot={setPlot}
            />
          </Suspense>
        ) : (
          <ChartPlaceholder />
        )}
        {point && (
          <div
            id={tooltipId}
            role="tooltip"
            className={`${styles.tooltip} ${styles[tooltipAlign(index!, points.length)] ?? ''}`}
            style={{ left }}
          >
            {text}
            {notesAt.map((annotation) => (
              <span key={annotation.id}>
                <br />
                {describe(annotation)}
              </span>
            ))}
          </div>
        )}
      </div>
      <AnnotationMarkers buckets={buckets} leftOf={leftOf} />
      <p className="pw-visually-hidden" aria-live="polite">
        {[text, ...notesAt.map(describe)].join(' ')}
      </p>
      {/* Hidden, the wrapper (not the table, which would still take its width) is clipped. */}
      <div className={showTable ? styles.tableWrap : 'pw-visually-hidden'}>
        <table className={styles.table}>
          <caption className="pw-visually-hidden">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.when')}</th>
              <th scope="col">{t('dashboard.cards.visits')}</th>
              <th scope="col">{t('dashboard.cards.uniqueVisitors')}</th>
              {buckets.size > 0 && <th scope="col">{t('notes.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((row, at) => (
              <tr key={row.start}>
                <th scope="row">{bucketLabel(row.start, granularity, language)}</th>
                <td>{formatNumber(row.visits)}</td>
                <td>{formatNumber(row.uniqueVisitors)}</td>
                {buckets.size > 0 && <td>{(buckets.get(at) ?? []).map(describe).join('; ')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
