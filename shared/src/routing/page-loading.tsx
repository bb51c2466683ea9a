import { useTranslation } from '../i18n/use-translation';

/**
 * Shown for the moment a page's code or strings are on their way; tall enough
 * that the footer stays put (the shell's layout also holds the main area's
 * height while an element with `data-page-loading` shows).
 */
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
