import {
  type DashboardView,
  formatNumber,
  useTranslation,
  VISITORS_NOW_MINUTES,
} from '@pawapuri/shared';
import { ChangeText } from './change-text';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

const ratio = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Visits, unique visitors, views per visitor (each against the previous period) and visitors now. */
export function HeadlineCards({ cards }: { cards: DashboardView['cards'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.cards}>
      <li>
        <span className={styles.cardLabel}>{t('dashboard.cards.visits')}</span>
        <strong className={styles.cardValue}>{formatNumber(cards.visits.value)}</strong>
        <ChangeText {...cards.visits} />
      </li>
      <li>
        <span className={styles.cardLabel}>{t('dashboard.cards.uniqueVisitors')}</span>
        <strong className={styles.cardValue}>{formatNumber(cards.uniqueVisitors.value)}</strong>
        <ChangeText {...cards.uniqueVisitors} />
      </li>
      <li>
        <span className={styles.cardLabel}>{t('dashboard.cards.viewsPerVisitor')}</span>
        <strong className={styles.cardValue}>{ratio.format(cards.viewsPerVisitor.value)}</strong>
        <ChangeText {...cards.viewsPerVisitor} />
      </li>
      <li>
        <span className={styles.cardLabel}>{t('dashboard.cards.visitorsNow')}</span>
        <strong className={styles.cardValue}>{formatNumber(cards.visitorsNow)}</strong>
        <span className={styles.change}>
          {t('dashboard.cards.visitorsNowHint', { minutes: VISITORS_NOW_MINUTES })}
        </span>
      </li>
    </ul>
  );
}
