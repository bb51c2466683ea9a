import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import { AD_SIZES, ADS_ENABLED, pickPromotion, type AdSize } from '../data/promotions';
import styles from './home.module.css';

/** An ad slot of a standard size; shows a random house promotion while ads are off. */
export function AdPlaceholder({ size = 'default' }: { size?: AdSize }) {
  const { t } = useTranslation(NAMESPACE);
  const [promotion] = useState(() => pickPromotion());
  const { width, height } = AD_SIZES[size];
  if (ADS_ENABLED) return null;
  return (
    <aside
      className={styles.ad}
      style={{ maxWidth: width, height }}
      aria-label={t('home.adLabel')}
      data-ad-size={size}
    >
      <span className={styles.adTag}>{t('home.adTag')}</span>
      <strong>{t(`home.promotions.${promotion}.title`)}</strong>
      <span>{t(`home.promotions.${promotion}.body`)}</span>
    </aside>
  );
}
