import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, IMMUTABLE } from './cache-control';
import { isPublicFile } from './public-files';

/** A version folder's name: the first 12 hex digits of its content's SHA-256. */
const VERSION_NAME = /^[0-9a-f]{12}$/;
/** How long a listing of the version folders is used before it is read again. */
const LISTING_MS = 5000;

/**
 * Whether a file of the shell's build is one a page may ask any instance for
 * long after it was rendered: a public file whose name carries its content
 * hash (served immutable), or a precompressed copy of one. Only these are
 * kept across versions; pages, remotes.json, the service worker and the web
 * app manifest are the serving instance's own.
 */
export function isKeptAsset(relativePath: string): boolean {
  const pathname = `/${relativePath}`;
  return isPublicFile(pathname, false) && cacheControlFor(pathname) === IMMUTABLE;
}

/** The kept assets of a build folder (relative, '/'-separated, sorted). */
export async function keptAssets(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (isPublicFile(`/${name}/`, false)) await walk(name);
      } else if (entry.isFile() && isKeptAsset(name)) found.push(name);
    }
  }
  await walk('');
  return found.sort();
}

/** Where a kept asset lies: the version folder to send it from. */
export interface AssetLocation {
  root: string;
  version: string;
}

/**
 * The shell's published versions in `folder` (`<folder>/<version>/…`, written
 * by `npm run deploy -w shell`), searched for a kept asset this instance's
 * own build lacks: the newest version holding it wins. The listing of
 * versions is read again at most every few seconds, so a request for a name
 * that exists nowhere costs one stat per kept version.
 */
export function sharedAssets(folder: string, now: () => number = Date.now) {
  let listing: { at: number; versions: Promise<string[]> } | null = null;

  async function readVersions(): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const versions: { name: string; at: number }[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || !VERSION_NAME.test(entry.name)) continue;
      const info = await stat(path.join(folder, entry.name)).catch(() => null);
      if (info) versions.push({ name: entry.name, at: info.mtimeMs });
    }
    return versions.sort((a, b) => b.at - a.at).map((version) => version.name);
  }

  function versions(): Promise<string[]> {
    if (!listing || now() - listing.at >= LISTING_MS) {
      listing = { at: now(), versions: readVersions() };
    }
    return listing.versions;
  }

  return {
    /** The version folder holding `relativePath` (a kept asset's name), or null. */
    async find(relativePath: string): Promise<AssetLocation | null> {
      if (!isKeptAsset(relativePath)) return null;
      for (const version of await versions()) {
        const root = path.join(folder, version);
        const info = await stat(path.join(root, relativePath)).catch(() => null);
        if (info?.isFile()) return { root, version };
      }
      return null;
    },
  };
}

export type SharedAssets = ReturnType<typeof sharedAssets>;

/** The kept assets of this build that no published version in `shared` holds. */
export async function unpublishedAssets(distDir: string, shared: SharedAssets): Promise<string[]> {
  const missing: string[] = [];
  for (const file of await keptAssets(distDir)) {
    if (!(await shared.find(file))) missing.push(file);
  }
  return missing;
}
