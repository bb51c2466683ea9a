import { useCallback } from 'react';
import {
  contentApi,
  DONATION_BANNER_DAYS,
  useRequest,
  useTranslation,
  type ContentApi,
  type KeeperRole,
} from '@pawapuri/shared';
import { NAMESPACE } from '../i18n/register';
import { indiaDateTime } from '../utils/india-time';
import { roleCan } from './role-can';
import styles from './keeper.module.css';

const DAY_MS = 86_400_000;

/** Whether the banner is due: the donation details changed less than DONATION_BANNER_DAYS ago. */
export function donationBannerDue(changedAt: string | null, now: number): boolean {
  if (changedAt === null) return false;
  const age = now - Date.parse(changedAt);
  return age >= 0 && age < DONATION_BANNER_DAYS * DAY_MS;
}

/**
 * When the donation details last changed: from the keepers' content list for
 * those who edit content (it counts unpublishing and restoring too), else
 * from the public content (when the published details were published).
 */
function useDonationChangedAt(role: KeeperRole, api: ContentApi): string | null {
  const editor = roleCan(role, 'content.edit');
  const fetcher = useCallback(
    async (signal: AbortSignal) =>
      editor
        ? (await api.list('donation', signal)).donationChangedAt
        : ((await api.siteContent(signal)).donation?.publishedAt ?? null),
    [api, editor],
  );
  return useRequest(fetcher).data;
}

/**
 * To every keeper, on every keeper page, for a week after the donation
 * details change: a payee or UPI id changed by someone else (or by a stolen
 * session) is seen at once.
 */
export function DonationBanner({
  role,
  api = contentApi,
  now = Date.now,
}: {
  role: KeeperRole;
  api?: ContentApi;
  now?: () => number;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const changedAt = useDonationChangedAt(role, api);
  if (!donationBannerDue(changedAt, now())) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('content.banner', { date: indiaDateTime(changedAt as string, i18n.language) })}
    </p>
  );
}
