import type { ComponentType } from 'react';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import { evaluateServerBuild, type SharedModules } from './evaluate-server-build';
import type { Stylesheet } from './inline-stylesheets';

/** The file each remote publishes beside its browser build, naming its current server build. */
export const SSR_MANIFEST_PATH = 'server/ssr.json';

export interface BrowserAssets {
  /** Scripts of the remote's federation container and of its `./Routes`, by absolute URL. */
  scripts: string[];
  /** The stylesheets of its `./Routes`, by absolute URL. */
  styles: string[];
  /**
   * The stylesheets of its lazily loaded chunks, by absolute URL: a page
   * must paint styled before any script runs, so a rendered page carries
   * those of the lazy pages it showed (`pageStylesheets`).
   */
  lazyStyles: string[];
  /** Its lazily loaded chunks (pages, catalogs), by absolute URL. */
  lazyScripts: string[];
}

export interface RemoteServerBuild {
  /** Changes with every deploy of the remote: part of the render cache's key. */
  version: string;
  Routes: ComponentType<RemoteRoutesProps>;
  assets: BrowserAssets;
  /** Every stylesheet of `assets` with its text, read once per version (hashed names never change). */
  stylesheets: Stylesheet[];
}

/** A stylesheet larger than this stays a link: written into every page it would cost more than it saves. */
export const MAX_INLINE_STYLESHEET_BYTES = 32 * 1024;

interface Options {
  shared: SharedModules;
  nodeRequire: (id: string) => unknown;
  /** How long a remote's deployed version is trusted before it is asked again. */
  checkEveryMs: number;
  /** How long one remote may take to answer. */
  timeoutMs: number;
  /** Resolves once the build's catalogs are loaded (both languages), before its first render. */
  ready: () => Promise<void>;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Entry {
  manifestUrl: string;
  checkedAt: number;
  build: Promise<RemoteServerBuild>;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    path?: string;
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

/**
 * The server builds of the remotes, loaded from where each is deployed (the
 * manifest URL in remotes.json) and kept per deployed version: a remote's
 * `server/ssr.json` is read again at most every `checkEveryMs`, and only a
 * new file name there loads the new build. A remote that cannot be loaded
 * is forgotten (its pages fall back to client rendering) and asked again on
 * the next request.
 */
export class RemoteServerBuilds {
  private readonly entries = new Map<string, Entry>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: Options) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** The remote's current server build; rejects (with the reason) when it cannot be loaded. */
  get(name: string, manifestUrl: string): Promise<RemoteServerBuild> {
    const known = this.entries.get(name);
    const fresh = known && known.manifestUrl === manifestUrl;
    if (fresh && this.now() - known.checkedAt < this.options.checkEveryMs) return known.build;
    const build = this.check(manifestUrl, fresh ? known.build : null);
    const entry = { manifestUrl, checkedAt: this.now(), build };
    this.entries.set(name, entry);
    build.catch(() => {
      if (this.entries.get(name) === entry) this.entries.delete(name);
    });
    return build;
  }

  private async check(
    manifestUrl: string,
    previous: Promise<RemoteServerBuild> | null,
  ): Promise<RemoteServerBuild> {
    const base = new URL('.', manifestUrl).toString();
    const [ssr, manifest] = await Promise.all([
      this.json<{ routes?: unknown }>(new URL(SSR_MANIFEST_PATH, base).toString()),
      this.json<Manifest>(manifestUrl),
    ]);
    if (typeof ssr.routes !== 'string' || !/^[\w.-]+\.js$/.test(ssr.routes)) {
      throw new Error(`${base}${SSR_MANIFEST_PATH} does not name a server build`);
    }
    const url = new URL(`server/${ssr.routes}`, base).toString();
    const version = `${url} ${JSON.stringify(manifest.exposes ?? [])}`;
    const last = await previous?.catch(() => null);
    if (last?.version === version) return last;

    const source = await this.text(url);
    const built = evaluateServerBuild(source, url, this.options.shared, this.options.nodeRequire);
    if (typeof built.loadRoutes !== 'function') throw new Error(`${url} has no loadRoutes`);
    const routes = (built.loadRoutes as (publicPath: string) => { default?: unknown })(base);
    if (typeof routes.default !== 'function') throw new Error(`${url} exports no Routes component`);
    const assets = browserAssets(manifest, base);
    const [stylesheets] = await Promise.all([
      Promise.all([...assets.styles, ...assets.lazyStyles].map((href) => this.stylesheet(href))),
      this.options.ready(),
    ]);
    return {
      version,
      Routes: routes.default as ComponentType<RemoteRoutesProps>,
      assets,
      stylesheets,
    };
  }

  /** A stylesheet's text; a failed or oversized one stays a link (the page still renders). */
  private async stylesheet(href: string): Promise<Stylesheet> {
    const text = await this.text(href).catch(() => null);
    return {
      href,
      text: text !== null && text.length <= MAX_INLINE_STYLESHEET_BYTES ? text : null,
    };
  }

  private async text(url: string): Promise<string> {
    const response = await this.fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  }

  private async json<T>(url: string): Promise<T> {
    const text = await this.text(url);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`${url} is not JSON`);
    }
  }
}

/** What the browser will load for the remote's pages, from its federation manifest. */
export function browserAssets(manifest: Manifest, base: string): BrowserAssets {
  const routes = manifest.exposes?.find((expose) => expose.path === './Routes');
  const entry = manifest.metaData?.remoteEntry;
  const absolute = (file: string) => new URL(file, base).toString();
  const entryFile = entry?.name ? `${entry.path ?? ''}${entry.name}` : null;
  return {
    scripts: [...(entryFile ? [entryFile] : []), ...(routes?.assets?.js?.sync ?? [])].map(absolute),
    styles: (routes?.assets?.css?.sync ?? []).map(absolute),
    lazyStyles: (routes?.assets?.css?.async ?? []).map(absolute),
    lazyScripts: (routes?.assets?.js?.async ?? []).map(absolute),
  };
}
