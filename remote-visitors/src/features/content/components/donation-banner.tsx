import { DONATION_BANNER_DAYS, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { indiaDateTime } from '../utils/india-time';
import styles from './content.module.css';

const DAY_MS = 86_400_000;

/** Whether the banner is due: the donation details changed less than DONATION_BANNER_DAYS ago. */
export function donationBannerDue(changedAt: string | null, now: number): boolean {
  if (changedAt === null) return false;
  const age = now - Date.parse(changedAt);
  return age >= 0 && age < DONATION_BANNER_DAYS * DAY_MS;
}

/**
 * To every keeper, for a week after the donation details change: a payee or
 * UPI id changed by someone else (or by a stolen session) is seen at once.
 */
export function DonationBanner({ changedAt, now }: { changedAt: string | null; now: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (!donationBannerDue(changedAt, now)) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('content.banner', { date: indiaDateTime(changedAt as string, i18n.language) })}
    </p>
  );
}
