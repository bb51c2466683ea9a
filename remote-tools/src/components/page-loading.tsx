import { useTranslation } from 'react-i18next';

/** Shown for the moment a page's code is on its way; tall enough that the footer stays put. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p
      role="status"
      aria-live="polite"
      data-page-loading=""
      style={{ minHeight: '60vh', color: 'var(--pw-color-muted)' }}
    >
      {t('loading')}
    </p>
  );
}
