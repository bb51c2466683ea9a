import { useEffect } from 'react';
import { documentTitle } from '../seo/site-name';
import { useTranslation } from '../i18n/use-translation';
import type { PageFacts } from '../seo/page-facts';
import { useCurrentPage } from './use-current-page';

/**
 * Sets the document title ('{title} · Pawapuri') and meta description of the
 * shown page after it is rendered: from its `remote.json` entry
 * (`useCurrentPage`), as the server's head has them, or from `given` for a
 * page no remote lists (the shell's not-found page). Returns the facts, for
 * the page's h1 and lead.
 */
export function usePageMeta(given?: Partial<PageFacts>): PageFacts {
  const { i18n } = useTranslation();
  const current = useCurrentPage();
  const facts = given?.title === undefined ? current : { ...current, ...given };
  const fullTitle = documentTitle(facts.title, i18n.language);
  const { description } = facts;
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
  return facts;
}
