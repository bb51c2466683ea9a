import { usePageMeta, useTranslation } from '@pawapuri/shared';
import { Dashboard } from './dashboard';
import { KeeperTools } from './keeper-tools';
import styles from './analytics.module.css';
import { NAMESPACE } from '../../../i18n/register';

/**
 * The analytics page: one dashboard. The figures the page first showed each
 * have their place in it: the visits and unique visitors of today, the last
 * 7 and 30 days and all time are its cards at those ranges, today's devices
 * its device breakdown for today, and the top pages and countries of 30
 * days its breakdowns at the range it opens with.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { title } = usePageMeta();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Dashboard tools={(context) => <KeeperTools context={context} />} />
      <p>{t('dashboard.updates')}</p>
    </article>
  );
}
