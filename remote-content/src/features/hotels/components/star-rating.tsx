import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { starCounts } from '../utils/rating';
import styles from './hotels.module.css';

export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation(PAGE_CATALOGS.hotels.namespace);
  const { full, half, empty } = starCounts(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('hotels.rating', { rating })}>
      {'★'.repeat(full)}
      {half ? <span className={styles.half}>★</span> : null}
      <span className={styles.empty}>{'★'.repeat(empty)}</span>
    </span>
  );
}
