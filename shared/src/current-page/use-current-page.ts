import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteContent } from '../content/use-site-content';
import { useTranslation } from '../i18n/use-translation';
import { pageFacts, type PageFacts } from '../seo/page-facts';
import { PageEntriesContext } from './page-entries';

const NO_FACTS: PageFacts = { title: '', description: '' };

/**
 * The shown page's heading and description in the page's language, for its
 * h1 and lead: from its entry in its remote's `remote.json` (and, for a
 * place's page, the published place), by the rule the server's head uses.
 * Empty for a path no entry lists.
 */
export function useCurrentPage(): PageFacts {
  const entries = useContext(PageEntriesContext);
  const { pathname } = useLocation();
  const content = useSiteContent();
  const { i18n } = useTranslation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = entries?.find((candidate) => candidate.path === path);
  return entry ? pageFacts(entry, content, i18n.language) : NO_FACTS;
}
