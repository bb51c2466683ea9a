import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from './settings';

export interface RenderedPage {
  status: number;
  html: string;
}

/** What the service uses of the shell's render library (dist/server/render.js). */
export interface PageRenderer {
  render(url: string, remotesJson: string): Promise<RenderedPage>;
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
    remoteCheckMs: settings.remoteCheckMs,
    allowedOrigins: [...remotesOrigin(settings), ...settings.remoteOrigins],
    maxConcurrentRenders: settings.maxConcurrentRenders,
    log,
  });
  return { renderer, template };
}

/** The origin REMOTES is read from, when it is a URL: its remotes' code may live there too. */
function remotesOrigin(settings: Settings): string[] {
  return settings.remotes.kind === 'url' ? [new URL(settings.remotes.url).origin] : [];
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
