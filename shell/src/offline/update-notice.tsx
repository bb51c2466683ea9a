import { useSyncExternalStore } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { availableUpdate, subscribeToUpdate } from './update-available';
import styles from './offline-notices.module.css';

/** "A new version is available — Reload": polite, never moves focus, a real button. */
export function UpdateNotice() {
  // Never on the server, nor while hydrating: shown in the render after.
  const update = useSyncExternalStore(subscribeToUpdate, availableUpdate, () => null);
  const { t } = useTranslation('shell');
  if (!update) return null;
  return (
    <div className={styles.notice} role="status" data-update-notice>
      <p>{t('offline.updateAvailable')}</p>
      <button type="button" className={styles.button} onClick={update}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
