import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSiteSettings } from '../config/site-settings';
import { keepContentFresh } from '../content/content-refresh';
import { PageEntriesContext } from '../current-page/page-entries';
import { initI18n } from '../i18n';
import { LanguageRouter } from '../routing/language-router';
import type { PageDescription, RemoteRoutesProps } from '../types';
import { StandaloneFrame } from './standalone-frame';
import '../ui/tokens.css';

export interface StandaloneOptions {
  title: string;
  /** The remote's pages, from its `remote.json`: linked in the frame, and each page's title and description. */
  pages: readonly PageDescription[];
  Routes: ComponentType<RemoteRoutesProps>;
}

/**
 * Renders a remote on its own page, for its team's development and for
 * keepers. A static host serves this page as built, so its run-time
 * settings (the API's address) come from the host's /site-settings.json.
 */
export function bootStandalone(options: StandaloneOptions): void {
  initI18n();
  keepContentFresh();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  void loadSiteSettings().then(() => render(root, options));
}

function render(root: HTMLElement, { title, pages, Routes }: StandaloneOptions): void {
  const links = pages.map((page) => ({ path: page.path, label: page.title.en }));
  createRoot(root).render(
    <StrictMode>
      <LanguageRouter>
        <StandaloneFrame title={title} links={links}>
          <PageEntriesContext.Provider value={pages}>
            <Routes notFound={<h1>Page not found</h1>} />
          </PageEntriesContext.Provider>
        </StandaloneFrame>
      </LanguageRouter>
    </StrictMode>,
  );
}
