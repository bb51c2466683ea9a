import {
  type DashboardView,
  formatNumber,
  useTranslation,
  VISITORS_NOW_MINUTES,
} from '@pawapuri/shared';
import { changeOf } from '../utils/change';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

const ratio = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The change against the previous period: arrow and percent shown, the words read out. */
function ChangeText({ value, previous }: { value: number; previous: number }) {
  const { t } = useTranslation(NAMESPACE);
  const change = changeOf(value, previous);
  let shown: string;
  let spoken: string;
  if (change.kind === 'up' || change.kind === 'down') {
    shown = `${change.kind === 'up' ? '▲' : '▼'} ${change.percent}%`;
    spoken = t(`dashboard.change.${change.kind}`, { percent: change.percent });
  } else if (change.kind === 'new') {
    shown = t('dashboard.change.new');
    spoken = t('dashboard.change.newLong');
  } else {
    shown = t('dashboard.change.same');
    spoken = t('dashboard.change.sameLong');
  }
  return (
    <span className={`${styles.change} ${styles[change.kind] ?? ''}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="pw-visually-hidden">{spoken}</span>
    </span>
  );
}

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
