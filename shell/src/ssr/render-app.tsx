import { StrictMode } from 'react';
import {
  PageChunkSinkContext,
  RenderLanguage,
  ServerLanguageRouter,
  SiteContentContext,
  SiteSettingsContext,
  type SiteContentState,
  type SiteSettings,
  type LanguageCode,
} from '@pawapuri/shared';
import { App } from '../app';
import { PageStatusContext, type PageStatus } from '../pages/page-status';
import type { RemoteRoutesComponent } from '../remotes/load-remote-routes';
import { PreloadedRemotesContext } from '../remotes/preloaded-remotes';
import { SiteContext, type SiteState } from '../remotes/site-remotes';
import { QueryReadContext } from './query-reads';
import { renderToHtml } from './render-to-html';

export interface AppRender {
  html: string;
  status: 200 | 404;
  /** The chunks of the lazily loaded pages it rendered (`lazyPage`), by chunk name. */
  chunks: string[];
  /** Whether the page read the address's query: if not, it is the same page for every query. */
  readsQuery: boolean;
}

interface Options {
  /** The request's path (with its language part) and query. */
  url: string;
  language: LanguageCode;
  /** The site's remotes for this render (from its remotes.json), read by the menus and the routes. */
  site: SiteState;
  remotes: ReadonlyMap<string, RemoteRoutesComponent>;
  /** The published content and the clock this render uses. */
  content: SiteContentState;
  /** The run-time settings the page carries, so links built from them match once hydrated. */
  siteSettings: SiteSettings;
  timeoutMs: number;
}

/** The composed site for one address, rendered as the browser will hydrate it. */
export async function renderApp({
  url,
  language,
  site,
  remotes,
  content,
  siteSettings,
  timeoutMs,
}: Options): Promise<AppRender> {
  let readsQuery = false;
  const queryRead = () => (readsQuery = true);
  let notFound = false;
  const status: PageStatus = { markNotFound: () => (notFound = true) };
  const chunks = new Set<string>();
  const chunkSink = { addChunk: (chunkName: string) => chunks.add(chunkName) };
  const html = await renderToHtml(
    <StrictMode>
      <RenderLanguage language={language}>
        <ServerLanguageRouter url={url}>
          <PageStatusContext.Provider value={status}>
            <PageChunkSinkContext.Provider value={chunkSink}>
              <SiteContext.Provider value={site}>
                <SiteContentContext.Provider value={content}>
                  <SiteSettingsContext.Provider value={siteSettings}>
                    <QueryReadContext.Provider value={queryRead}>
                      <PreloadedRemotesContext.Provider value={remotes}>
                        <App />
                      </PreloadedRemotesContext.Provider>
                    </QueryReadContext.Provider>
                  </SiteSettingsContext.Provider>
                </SiteContentContext.Provider>
              </SiteContext.Provider>
            </PageChunkSinkContext.Provider>
          </PageStatusContext.Provider>
        </ServerLanguageRouter>
      </RenderLanguage>
    </StrictMode>,
    timeoutMs,
  );
  return { html, status: notFound ? 404 : 200, chunks: [...chunks], readsQuery };
}
