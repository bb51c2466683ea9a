import { useState } from 'react';
import { useHydrated, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { AD_SIZES, ADS_ENABLED, SITE_NOTICES, pickNotice, type AdSize } from '../data/promotions';
import styles from './home.module.css';

/**
 * An ad slot of a standard size; while ads are off it carries one of the
 * site's own notices, labelled as a notice (never as an advertisement, and
 * promoting nothing). The server and the hydrating browser show the first
 * one (a random pick would differ between them), the random one follows.
 */
export function AdPlaceholder({ size = 'default' }: { size?: AdSize }) {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  const [picked] = useState(() => pickNotice());
  const notice = useHydrated() ? picked : SITE_NOTICES[0];
  const { width, height } = AD_SIZES[size];
  if (ADS_ENABLED) return null;
  // A note, not a landmark: the page has two, and landmarks must differ by name.
  return (
    <div
      role="note"
      className={styles.ad}
      style={{ maxWidth: width, height }}
      aria-label={t('home.noticeLabel')}
      data-ad-size={size}
    >
      <span className={styles.adTag}>{t('home.noticeTag')}</span>
      <strong>{t(`home.siteNotices.${notice}.title`)}</strong>
      <span>{t(`home.siteNotices.${notice}.body`)}</span>
    </div>
  );
}
