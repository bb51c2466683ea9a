import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSiteSettings } from '../config/site-settings';
import { keepContentFresh } from '../content/content-refresh';
import { initI18n } from '../i18n';
import { LanguageRouter } from '../routing/language-router';
import type { RemoteRoutesProps } from '../types';
import { StandaloneFrame, type StandaloneLink } from './standalone-frame';
import '../ui/tokens.css';

export interface StandaloneOptions {
  title: string;
  links: StandaloneLink[];
  Routes: ComponentType<RemoteRoutesProps>;
}

/**
 * Renders a remote on its own page, for its team's development and for
 * keepers. A static host serves this page as built, so its run-time
 * settings (the API's address) come from the host's /site-settings.json.
 */
export function bootStandalone({ title, links, Routes }: StandaloneOptions): void {
  initI18n();
  keepContentFresh();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  void loadSiteSettings().then(() => render(root, { title, links, Routes }));
}

function render(root: HTMLElement, { title, links, Routes }: StandaloneOptions): void {
  createRoot(root).render(
    <StrictMode>
      <LanguageRouter>
        <StandaloneFrame title={title} links={links}>
          <Routes notFound={<h1>Page not found</h1>} />
        </StandaloneFrame>
      </LanguageRouter>
    </StrictMode>,
  );
}
