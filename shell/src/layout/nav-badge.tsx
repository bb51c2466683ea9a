import { useTranslation } from '@pawapuri/shared';
import type { NavBadge as Badge } from '../navigation/nav-items';
import styles from './nav-badge.module.css';

/** The small marker beside a navigation item: New, a count, or ₹. */
export function NavBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation('shell');
  const text = badge.kind === 'new' ? t('badge.new') : badge.kind === 'count' ? badge.value : '₹';
  const label =
    badge.kind === 'count'
      ? t('badge.count', { count: badge.value })
      : badge.kind === 'rupee'
        ? t('badge.rupee')
        : undefined;
  return (
    <span className={`${styles.badge} ${styles[badge.kind]}`} title={label}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span className="pw-visually-hidden">{label}</span>}
    </span>
  );
}
