import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ('{title} · Pawapuri') and meta description for a page. */
export function usePageMeta(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const fullTitle = t('pageTitle', { title });
  useEffect(() => {
    document.title = fullTitle;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
