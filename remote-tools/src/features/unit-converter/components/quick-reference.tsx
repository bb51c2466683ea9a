import { formatNumber, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { QUICK_REFERENCE } from '../data/quick-reference';
import { convert } from '../utils/convert';
import type { Category } from '../utils/units';
import styles from './unit-converter.module.css';

/** The category's everyday equivalents, computed by the same maths as the converter. */
export function QuickReference({ category }: { category: Category }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.reference} aria-labelledby="quick-reference-title">
      <h2 id="quick-reference-title" className={styles.referenceTitle}>
        {t('converter.quickReference', { category: t(`categories.${category}`) })}
      </h2>
      <ul className={styles.referenceList}>
        {QUICK_REFERENCE[category].map(([value, from, to]) => (
          <li key={`${value}-${from}-${to}`}>
            {formatNumber(value)} {t(`units.${from}`)} ={' '}
            {formatNumber(convert(category, value, from, to))} {t(`units.${to}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
