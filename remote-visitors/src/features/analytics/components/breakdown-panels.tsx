import { useId, useState } from 'react';
import {
  type BreakdownRow,
  type DashboardDimension,
  type DashboardView,
  formatNumber,
  useTranslation,
} from '@pawapuri/shared';
import { keyLabel } from '../utils/breakdown-labels';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** Fifteen breakdowns in five panels, so the page stays short on a phone. */
export const PANELS: { group: string; dimensions: DashboardDimension[] }[] = [
  { group: 'pages', dimensions: ['page', 'entry'] },
  { group: 'sources', dimensions: ['source', 'language'] },
  { group: 'places', dimensions: ['country', 'city'] },
  { group: 'technology', dimensions: ['device', 'browser', 'os', 'screen'] },
  {
    group: 'campaigns',
    dimensions: ['utmCampaign', 'utmSource', 'utmMedium', 'utmContent', 'utmTerm'],
  },
];

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

interface RowsProps {
  dimension: DashboardDimension;
  rows: BreakdownRow[];
  onFilter: (dimension: DashboardDimension, key: string) => void;
}

function BreakdownRows({ dimension, rows, onFilter }: RowsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (rows.length === 0) return <p className={styles.empty}>{t('dashboard.noData')}</p>;
  const label = t(`dashboard.dimension.${dimension}`);
  return (
    <ol className={styles.rows}>
      {rows.map((row) => {
        const name = keyLabel(dimension, row.key, i18n.language);
        const content = (
          <>
            <span className={styles.rowBar} style={{ width: `${Math.min(1, row.share) * 100}%` }} />
            <span className={styles.rowKey} title={row.key}>
              {name ?? t('dashboard.unknown')}
            </span>
            <span className={styles.rowCount}>{formatNumber(row.visits)}</span>
            <span className={styles.rowShare}>{percent.format(row.share)}</span>
          </>
        );
        // A blank key cannot be a filter (the API takes a non-empty value). A row
        // of a filtered dimension stays a button (a click changes nothing), so
        // the focus is not lost when its answer arrives.
        return (
          <li key={row.key}>
            {name !== null ? (
              <button
                type="button"
                className={styles.row}
                aria-label={`${t('dashboard.filterBy', { label, value: name })}, ${formatNumber(row.visits)}, ${percent.format(row.share)}`}
                onClick={() => onFilter(dimension, row.key)}
              >
                {content}
              </button>
            ) : (
              <div className={styles.row}>{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

interface PanelProps {
  group: string;
  dimensions: DashboardDimension[];
  view: DashboardView;
  onFilter: (dimension: DashboardDimension, key: string) => void;
}

/** One panel: a row of toggle buttons picks which of its breakdowns shows. */
function BreakdownPanel({ group, dimensions, view, onFilter }: PanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState<DashboardDimension>(dimensions[0]!);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t(`dashboard.groups.${group}`)}
      </h3>
      {dimensions.length > 1 && (
        <div className={styles.toggles}>
          {dimensions.map((dimension) => (
            <button
              key={dimension}
              type="button"
              aria-pressed={shown === dimension}
              onClick={() => setShown(dimension)}
            >
              {t(`dashboard.dimensions.${dimension}`)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.rowsHeader} aria-hidden="true">
        <span>{t(`dashboard.dimension.${shown}`)}</span>
        <span>{t('dashboard.visits')}</span>
        <span>{t('dashboard.share')}</span>
      </div>
      <BreakdownRows dimension={shown} rows={view.breakdowns[shown]} onFilter={onFilter} />
    </section>
  );
}

/** Every breakdown of the view; a row is a button that adds its key as a filter. */
export function BreakdownPanels(props: Omit<PanelProps, 'group' | 'dimensions'>) {
  return (
    <div className={styles.panels}>
      {PANELS.map(({ group, dimensions }) => (
        <BreakdownPanel key={group} group={group} dimensions={dimensions} {...props} />
      ))}
    </div>
  );
}
