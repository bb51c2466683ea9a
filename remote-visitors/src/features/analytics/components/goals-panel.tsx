import { useId } from 'react';
import { formatNumber, useTranslation, type GoalFigure } from '@pawapuri/shared';
import { ChangeText } from './change-text';
import styles from './dashboard.module.css';
import goalStyles from './goals.module.css';
import { NAMESPACE } from '../../../i18n/register';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

interface GoalsPanelProps {
  /** The view's goals; null while the first view loads or when it failed. */
  goals: readonly GoalFigure[] | null;
  failed: boolean;
  /** The goal filter in force (its id), if any. */
  active?: string;
  onFilter: (id: number) => void;
}

/**
 * Each goal's unique and total conversions and conversion rate for the range
 * and filters, each against the previous period. A goal's name is a toggle
 * button that filters every breakdown by it.
 */
export function GoalsPanel({ goals, failed, active, onFilter }: GoalsPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const loading = goals === null && !failed;
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={loading}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('goals.title')}
      </h3>
      {loading && <p className={styles.empty}>{t('goals.loading')}</p>}
      {goals === null && failed && <p className={styles.empty}>{t('goals.failed')}</p>}
      {goals?.length === 0 && (
        <div className={styles.empty}>
          <p>{t('goals.none')}</p>
          <p>{t('goals.howToAdd')}</p>
        </div>
      )}
      {goals && goals.length > 0 && (
        <>
          <p className={goalStyles.hint}>{t('goals.hint')}</p>
          <table className={goalStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('goals.goal')}</th>
                <th scope="col">
                  <abbr title={t('goals.uniquesLong')}>{t('goals.uniques')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('goals.totalLong')}>{t('goals.total')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('goals.rateLong')}>{t('goals.rate')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {goals.map((goal) => (
                <tr key={goal.id}>
                  <th scope="row">
                    <button
                      type="button"
                      className={goalStyles.name}
                      aria-pressed={active === String(goal.id)}
                      aria-label={t('goals.filterBy', { name: goal.name })}
                      onClick={() => onFilter(goal.id)}
                    >
                      {goal.name}
                    </button>
                  </th>
                  <td>
                    <span className={goalStyles.value}>{formatNumber(goal.uniques.value)}</span>
                    <ChangeText {...goal.uniques} />
                  </td>
                  <td>
                    <span className={goalStyles.value}>{formatNumber(goal.total.value)}</span>
                    <ChangeText {...goal.total} />
                  </td>
                  <td>
                    <span className={goalStyles.value}>{percent.format(goal.rate.value)}</span>
                    <ChangeText {...goal.rate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
