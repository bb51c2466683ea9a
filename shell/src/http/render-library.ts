import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotesPublicBase, type Settings } from './settings';

export interface RenderedPage {
  status: number;
  html: string;
}

/** What the service uses of the shell's render library (dist/server/render.js). */
export interface PageRenderer {
  /** `contentJson`: the published content as the API answered it, or null for the seed content. */
  render(url: string, remotesJson: string, contentJson?: string | null): Promise<RenderedPage>;
  searchFiles(remotesJson: string): { sitemap: string; robots: string };
}

type CreatePageRenderer = (options: Record<string, unknown>) => PageRenderer;

/**
 * The built render library, loaded from the shell's dist folder at run time
 * (it is a webpack bundle of its own), set up from the settings: the shell's
 * index.html as the page template, its stylesheets written into each page,
 * and the origins remote code may come from besides those remotes.json names.
 */
export function loadPageRenderer(
  distDir: string,
  settings: Settings,
  log: (message: string) => void,
): { renderer: PageRenderer; template: string } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const library = require(path.join(distDir, 'server/render.js')) as {
    createPageRenderer: CreatePageRenderer;
  };
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const renderer = library.createPageRenderer({
    template,
    readShellFile: (href: string) => readShellStylesheet(distDir, href),
    publicBaseUrl: settings.publicBaseUrl,
    siteSettings: {
      apiUrl: settings.apiUrl,
      publicBaseUrl: settings.publicBaseUrl,
      ...(settings.grievanceEmail ? { grievanceEmail: settings.grievanceEmail } : {}),
    },
    allowedOrigins: [...remotesOrigin(settings), ...settings.remoteOrigins],
    maxConcurrentRenders: settings.maxConcurrentRenders,
    fetch: remotesFetch(settings),
    log,
  });
  return { renderer, template };
}

/** The origins REMOTES is read from and browsers reach it at: its remotes' code lives there. */
function remotesOrigin(settings: Settings): string[] {
  const publicBase = remotesPublicBase(settings);
  return [
    ...(settings.remotes.kind === 'url' ? [new URL(settings.remotes.url).origin] : []),
    ...(publicBase ? [new URL(publicBase).origin] : []),
  ];
}

/**
 * Fetches the remotes' files from the address the server reads REMOTES at
 * when pages name them by the folder's public address (REMOTES_PUBLIC_URL):
 * the same files, reached by another way.
 */
export function remotesFetch(settings: Settings): typeof fetch | undefined {
  const publicBase = settings.remotesPublicUrl;
  if (!publicBase || settings.remotes.kind !== 'url') return undefined;
  const serverBase = new URL('.', settings.remotes.url).href;
  if (serverBase === publicBase) return undefined;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return fetch(
      url.startsWith(publicBase) ? serverBase + url.slice(publicBase.length) : url,
      init,
    );
  };
}

/** One of the shell's own stylesheets (a same-origin .css file name), or null. */
function readShellStylesheet(distDir: string, href: string): string | null {
  const name = /^\/([\w.-]+\.css)$/.exec(href)?.[1];
  if (!name) return null;
  try {
    return readFileSync(path.join(distDir, name), 'utf8');
  } catch {
    return null;
  }
}
