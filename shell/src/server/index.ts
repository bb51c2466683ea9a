/**
 * The shell's server: renders each page of the composed site to HTML with
 * the remotes as they are deployed now, for the browser to hydrate. Built
 * into dist/server/render.js; `scripts/start.mjs` serves it.
 */
import { i18n } from './server-i18n';
import '../i18n/register';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import { translatorFor } from '@pawapuri/shared/i18n/server';
import { searchFiles } from '@pawapuri/shared/seo';
import { languageOfPath } from '@pawapuri/shared';
import { applyRemotesFile } from '../remotes/site-remotes';
import { remoteForPath } from '../remotes/remote-for-path';
import type { SiteRemote } from '../remotes/remote-entry';
import { inlineTemplateStylesheets } from './inline-stylesheets';
import { inlinedRemotesFile } from './inlined-remotes-file';
import { pageDocument } from './page-document';
import { pageHead } from './page-head';
import { pageStylesheets } from './page-stylesheets';
import { preloadedScripts } from './preloaded-scripts';
import { RemoteServerBuilds, type RemoteServerBuild } from './remote-server-builds';
import { renderApp } from './render-app';
import { RenderCache } from './render-cache';

export interface RendererOptions {
  /** The shell's built index.html. */
  template: string;
  /** The text of one of the shell's built files by its address in the page, or null: its stylesheets are written into each page. */
  readShellFile?: (href: string) => string | null;
  /** The site's public address (canonical URLs, sharing tags, sitemap). */
  publicBaseUrl: string;
  /** How long a remote's deployed version is trusted before it is checked again. */
  remoteCheckMs?: number;
  /** How long loading a remote's server build, or rendering a page, may take. */
  timeoutMs?: number;
  /** How many rendered pages are kept. */
  cacheSize?: number;
  log?: (message: string) => void;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** 'server' when #root holds the page; 'client' when it is left to the browser. */
  rendering: 'server' | 'client';
}

/** React and the rest of the share scope, lent to the remotes' server builds. */
const SHARED_MODULES = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
};

export function createPageRenderer(options: RendererOptions) {
  const log = options.log ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? 3000;
  const builds = new RemoteServerBuilds({
    shared: SHARED_MODULES,
    nodeRequire: createRequire(path.join(process.cwd(), 'index.js')),
    checkEveryMs: options.remoteCheckMs ?? 5000,
    timeoutMs,
    ready: () => i18n.settled(),
  });
  const cache = new RenderCache<RenderedPage>(options.cacheSize ?? 500);
  const template = options.readShellFile
    ? inlineTemplateStylesheets(options.template, options.readShellFile)
    : options.template;
  let site: {
    text: string;
    hash: string;
    /** The copy written into each page: only what the browser reads. */
    inlined: Record<string, unknown> | null;
    remotes: SiteRemote[];
  } | null = null;

  /** remotes.json read into the site's remotes; judged (and problems logged) once per new text. */
  function siteFor(remotesJson: string) {
    if (site?.text !== remotesJson) {
      let file: Record<string, unknown> | null = null;
      try {
        file = JSON.parse(remotesJson) as Record<string, unknown>;
      } catch {
        log('remotes.json is not valid JSON: every remote is left to client rendering.');
      }
      const hash = createHash('sha1').update(remotesJson).digest('hex');
      site = {
        text: remotesJson,
        hash,
        inlined: file && inlinedRemotesFile(file),
        remotes: applyRemotesFile(file),
      };
    }
    return site;
  }

  async function render(url: string, remotesJson: string): Promise<RenderedPage> {
    const { pathname, search } = new URL(url, 'http://localhost');
    const { language, path: pagePath } = languageOfPath(pathname);
    const { remotes, hash, inlined } = siteFor(remotesJson);
    const remote = remoteForPath(remotes, pagePath);
    const head = (documentTitle?: string) =>
      pageHead({
        remote,
        path: pagePath,
        language,
        baseUrl: options.publicBaseUrl,
        notFoundTitle: translatorFor(language)('shell:notFound.title'),
        documentTitle,
      });
    const document = (
      body: string | null,
      build: RemoteServerBuild | null,
      rendered?: { title?: string; chunks: string[] },
    ) =>
      pageDocument(template, {
        language,
        head: head(rendered?.title),
        remotesFile: inlined,
        body,
        styles: build ? pageStylesheets(build, rendered?.chunks ?? []) : [],
        scripts: build ? preloadedScripts(build, language, rendered?.chunks ?? []) : [],
      });
    const clientPage = (): RenderedPage => ({
      status: 200,
      html: document(null, null),
      rendering: 'client',
    });

    let build: RemoteServerBuild | null = null;
    if (remote) {
      try {
        if (!remote.manifest) throw new Error('it has no valid entry in remotes.json');
        build = await builds.get(remote.name, remote.manifest);
      } catch (error) {
        log(
          `${remote.name}: no server build (${describe(error)}); ${pathname} is rendered in the browser.`,
        );
        return clientPage();
      }
    }

    const key = [hash, build?.version ?? '', pathname + search].join('\n');
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      const rendered = await renderApp({
        url: pathname + search,
        language,
        remotes: new Map(remote && build ? [[remote.name, build.Routes]] : []),
        timeoutMs,
      });
      const page: RenderedPage = {
        status: rendered.status,
        html: document(rendered.html, build, rendered),
        rendering: 'server',
      };
      cache.set(key, page);
      return page;
    } catch (error) {
      log(`Rendering ${pathname} failed (${describe(error)}); it is rendered in the browser.`);
      return clientPage();
    }
  }

  /** sitemap.xml and robots.txt of the pages remotes.json lists now. */
  function searchFilesNow(remotesJson: string) {
    const pages = siteFor(remotesJson).remotes.flatMap((remote) => remote.pages);
    return searchFiles({ pages, baseUrl: options.publicBaseUrl });
  }

  return { render, searchFiles: searchFilesNow };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
