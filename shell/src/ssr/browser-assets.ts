import { isAllowed } from './remote-fetch';

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

/** The parts of a federation manifest (`mf-manifest.json`) the server reads; anything may be missing or wrong. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}

interface Expose {
  path?: unknown;
  assets?: {
    js?: { sync?: unknown; async?: unknown };
    css?: { sync?: unknown; async?: unknown };
  };
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * What the browser will load for the remote's pages, from its federation
 * manifest, by absolute URL. Only files on an allowed origin are kept: the
 * server never fetches another (to write a stylesheet in) nor sends the
 * visitor's browser there from a page it rendered; those are `refused`.
 * The federation runtime still loads what the remote needs in the browser.
 */
export function browserAssets(
  manifest: Manifest,
  base: string,
  allowedOrigins: ReadonlySet<string>,
): { assets: BrowserAssets; refused: string[] } {
  const exposes: Expose[] = Array.isArray(manifest.exposes) ? (manifest.exposes as Expose[]) : [];
  const routes = exposes.find((expose) => expose?.path === './Routes');
  const entry = manifest.metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`
      : null;
  const refused: string[] = [];
  const allowed = (files: string[]) =>
    files.flatMap((file) => {
      let url: string;
      try {
        url = new URL(file, base).toString();
      } catch {
        refused.push(file);
        return [];
      }
      if (isAllowed(url, allowedOrigins)) return [url];
      refused.push(url);
      return [];
    });
  const assets = {
    scripts: allowed([...(entryFile ? [entryFile] : []), ...texts(routes?.assets?.js?.sync)]),
    styles: allowed(texts(routes?.assets?.css?.sync)),
    lazyStyles: allowed(texts(routes?.assets?.css?.async)),
    lazyScripts: allowed(texts(routes?.assets?.js?.async)),
  };
  return { assets, refused };
}
