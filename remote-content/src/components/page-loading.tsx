import { useTranslation } from 'react-i18next';

/** Shown for the moment a page's code is on its way. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p
      role="status"
      aria-live="polite"
      // The shell's layout holds the main area's height while this shows.
      data-page-loading=""
      style={{ minHeight: '60vh', color: 'var(--pw-color-muted)' }}
    >
      {t('loading')}
    </p>
  );
}
