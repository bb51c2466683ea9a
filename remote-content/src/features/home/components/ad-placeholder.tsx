import { useState } from 'react';
import { useHydrated, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { AD_SIZES, ADS_ENABLED, PROMOTIONS, pickPromotion, type AdSize } from '../data/promotions';
import styles from './home.module.css';

/**
 * An ad slot of a standard size; shows a random house promotion while ads are
 * off. The server and the hydrating browser show the first one (a random
 * pick would differ between them), the random one follows.
 */
export function AdPlaceholder({ size = 'default' }: { size?: AdSize }) {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  const [picked] = useState(() => pickPromotion());
  const promotion = useHydrated() ? picked : PROMOTIONS[0];
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
