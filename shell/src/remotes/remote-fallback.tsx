import { MarkInteractive, useTranslation } from '@pawapuri/shared';
import styles from './remote-fallback.module.css';

/** "This section is unavailable" with a retry, inside the layout. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.box} role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className={styles.title}>
        {t('remote.unavailableTitle')}
      </h1>
      <p className={styles.text}>{t('remote.unavailableText')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('common:retry')}
      </button>
      {/* The retry works from here on, whether or not the rest of the page hydrated. */}
      <MarkInteractive />
    </section>
  );
}

/**
 * A quiet placeholder while a section's code arrives. `data-page-loading`
 * makes the layout hold the main area's height meanwhile.
 */
export function RemoteLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-page-loading="">
      <span className="pw-visually-hidden">{t('loading')}</span>
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} />
    </div>
  );
}
