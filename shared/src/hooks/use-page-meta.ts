import { useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PageTitleSinkContext } from './page-title-sink';

/**
 * Sets the document title ('{title} · Pawapuri') and meta description for a
 * page. On the server it tells the render the title, so the page's HTML
 * carries the same title the browser will show.
 */
export function usePageMeta(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const fullTitle = t('pageTitle', { title });
  useContext(PageTitleSinkContext)?.setTitle(fullTitle);
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
