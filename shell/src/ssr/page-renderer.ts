/**
 * The shell's render library: renders each page of the composed site to HTML with
 * the remotes as they are deployed now, for the browser to hydrate. Built
 * into dist/server/render.js; the shell's HTTP service serves it.
 */
import { i18n } from './server-i18n';
import '../i18n/register';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteSettings } from '@pawapuri/shared/config/site-settings';
import { searchFiles } from '@pawapuri/shared/seo';
import { languageOfPath, pageWideContexts } from '@pawapuri/shared';
import { errorMessage } from '../common/error-message';
import { remoteForPath } from '../remotes/remote-for-path';
import { buildForRemote } from './build-for-remote';
import { causeLog } from './cause-log';
import { contentReadBy } from './inlined-content';
import { pageDocuments, type PageRequest } from './page-documents';
import { recordReads } from './read-recorder';
import { RemoteServerBuilds } from './remote-server-builds';
import { renderApp } from './render-app';
import { pageKey, renderKey } from './render-key';
import { renderSlots } from './render-slots';
import { RenderedPages, type Rendered, type RenderedPage } from './rendered-pages';
import { SHARED_MODULES } from './shared-modules';
import { createSiteContent } from './site-content';
import { siteSnapshots } from './site-snapshots';
import { UnchangedPages } from './unchanged-pages';

export type { RenderedPage } from './rendered-pages';

export interface RendererOptions {
  /** The shell's built index.html. */
  template: string;
  /** The text of one of the shell's built files by its address in the page, or null: its stylesheets are written into each page. */
  readShellFile?: (href: string) => string | null;
  /** The site's public address (canonical URLs, sharing tags, sitemap). */
  publicBaseUrl: string;
  /** The browser's run-time settings, written into every page (default: the API on the page's origin). */
  siteSettings?: SiteSettings;
  /**
   * Origins remote code may come from besides those of the manifests in
   * remotes.json (a CDN the manifests name, for example). Nothing else is
   * ever fetched.
   */
  allowedOrigins?: string[];
  /** The largest server build fetched (manifests and stylesheets have smaller caps of their own). */
  maxResponseBytes?: number;
  /** How many pages render at once; past it a page comes from the cache or is left to the browser. */
  maxConcurrentRenders?: number;
  /** The wait before a remote whose server build failed is tried again; it doubles on each failure in a row. */
  failureBackoffMs?: number;
  /** How long fetching one of a remote's files, or rendering a page, may take. */
  timeoutMs?: number;
  /** How many rendered pages are kept. */
  cacheSize?: number;
  log?: (message: string) => void;
  /**
   * How remote files are fetched (global fetch by default): the service
   * reads the remotes' folder by an address of its own when browsers reach
   * it by another. Only URLs already checked against the allowed origins
   * are passed to it.
   */
  fetch?: typeof fetch;
  /** The clock pages are rendered at (tests fix it). */
  now?: () => number;
}

/** The longest wait before a failing remote is tried again. */
const MAX_BACKOFF_MS = 60_000;

/**
 * The page renderer, in stages: which snapshot of the remotes a page is
 * rendered with (`siteSnapshots`), which build renders it
 * (`buildForRemote`), which cached page serves it (`RenderedPages`, and
 * `UnchangedPages` while a new minute's render comes out the same); which
 * compressed copy is sent is the HTTP service's (`compressed-pages.ts`).
 */
export function createPageRenderer(options: RendererOptions) {
  const log = options.log ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? 3000;
  const causes = causeLog(log);
  const siteFor = siteSnapshots(log);
  const buildFor = buildForRemote(
    new RemoteServerBuilds({
      shared: SHARED_MODULES,
      nodeRequire: createRequire(path.join(process.cwd(), 'index.js')),
      pageWide: pageWideContexts(),
      allowedOrigins: options.allowedOrigins ?? [],
      timeoutMs,
      maxBuildBytes: options.maxResponseBytes ?? 8 * 1024 * 1024,
      cacheSize: 16,
      failureBackoffMs: options.failureBackoffMs ?? 2000,
      maxBackoffMs: MAX_BACKOFF_MS,
      ready: () => i18n.settled(),
      log,
      fetch: options.fetch,
    }),
    causes,
  );
  const pages = new RenderedPages(options.cacheSize ?? 500);
  const unchanged = new UnchangedPages<Rendered>(options.cacheSize ?? 500);
  const inSlot = renderSlots(options.maxConcurrentRenders ?? 4);
  const siteSettings = options.siteSettings ?? { apiUrl: '' };
  const documents = pageDocuments({ ...options, siteSettings });
  const contentFor = createSiteContent(log);
  const now = options.now ?? Date.now;

  async function renderPage(
    url: string,
    remotesJson: string,
    contentJson: string | null,
  ): Promise<RenderedPage> {
    const { pathname, search } = requestedAddress(url);
    const { language, path: pagePath } = languageOfPath(pathname);
    const site = siteFor(remotesJson);
    const content = contentFor(contentJson);
    const renderedAt = now();
    const remote = remoteForPath(site.remotes, pagePath);
    const request: PageRequest = {
      language,
      path: pagePath,
      site,
      remote,
      contentState: { content, renderedAt },
    };
    const clientPage = (): RenderedPage => ({
      status: 200,
      html: documents.document(request, null),
      rendering: 'client',
    });

    const entry = remote ? site.inlined?.[remote.name] : undefined;
    const files = (entry as { files?: unknown } | undefined)?.files;
    const build = remote ? await buildFor(remote, files) : null;
    if (remote && !build) return clientPage();

    const page = { site: site.hash, build: build?.version, content: content.version, pathname };

    /** A fresh render of the page, or the last one when it came out the same; null when it failed. */
    async function freshRender(withQuery: boolean): Promise<Rendered | null> {
      try {
        const reads = recordReads(content);
        const rendered = await renderApp({
          url: withQuery ? pathname + search : pathname,
          language,
          site: { remotes: site.remotes, settled: true },
          remotes: new Map(remote && build ? [[remote.name, build.Routes]] : []),
          content: { content: reads.view, renderedAt },
          siteSettings,
          timeoutMs,
        });
        const read = reads.readCopy();
        const fresh: Rendered = {
          page: {
            status: rendered.status,
            html: documents.document(request, {
              html: rendered.html,
              build,
              chunks: rendered.chunks,
              content: contentReadBy(read, content, renderedAt),
            }),
            rendering: 'server',
          },
          readsQuery: rendered.readsQuery,
        };
        return unchanged.settle(
          pageKey(page) + (withQuery ? search : ''),
          [
            String(rendered.status),
            rendered.html,
            JSON.stringify(read),
            rendered.chunks.join(' '),
            String(rendered.readsQuery),
          ],
          fresh,
        );
      } catch (error) {
        causes.note(
          `Rendering ${pathname}`,
          `failed (${errorMessage(error)}); it is rendered in the browser.`,
        );
        return null;
      }
    }

    return pages.page({
      key: renderKey({ ...page, renderedAt }),
      search,
      clientPage,
      render: (withQuery) => inSlot(() => freshRender(withQuery)),
    });
  }

  /** The page at `url`; never rejects: whatever fails, the page is left to the browser. */
  async function render(
    url: string,
    remotesJson: string,
    contentJson: string | null = null,
  ): Promise<RenderedPage> {
    try {
      return await renderPage(url, remotesJson, contentJson);
    } catch (error) {
      log(
        `Rendering ${url} failed (${errorMessage(error)}); the page is served for the browser to render.`,
      );
      return { status: 200, html: documents.template, rendering: 'client' };
    }
  }

  /** sitemap.xml and robots.txt of the pages remotes.json lists now. */
  function searchFilesNow(remotesJson: string) {
    const pages = siteFor(remotesJson).remotes.flatMap((remote) => remote.pages);
    return searchFiles({ pages, baseUrl: options.publicBaseUrl });
  }

  return { render, searchFiles: searchFilesNow };
}

/**
 * The path and query of a request's target. The target is always read as a
 * path on this site (`//host/x` is the path `//host/x`, not another host).
 */
function requestedAddress(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(
    `http://site.invalid${url.startsWith('/') ? '' : '/'}${url}`,
  );
  return { pathname, search };
}
