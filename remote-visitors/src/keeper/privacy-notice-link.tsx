import { useSiteSettings } from '@pawapuri/shared';
import styles from './keeper.module.css';

/**
 * Where a form that takes a person's data says what becomes of it: the
 * privacy notice, on the public site (the keeper pages may be served from an
 * origin of their own, so the site's configured address when it has one).
 */
export function PrivacyNoticeLink({ children }: { children: string }) {
  const { publicBaseUrl } = useSiteSettings();
  return (
    <p className={styles.hint}>
      {children} <a href={`${publicBaseUrl ?? ''}/privacy`}>The privacy notice</a> says how it is
      kept, for how long, and your rights.
    </p>
  );
}
