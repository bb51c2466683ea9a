import { SEO_LANGUAGES, localisedPath } from '@pawapuri/shared/seo';
import { assetUrlsInManifest, assetUrlsInPage, manifestUrlOf } from './page-assets';
import { stampSaved } from './saved-copy';

/** Fetches a file into the cache of its kind (null: a file that is never cached). */
export type CachedFetch = (url: string) => Promise<Response | null>;

export interface SaveForOffline {
  /** English paths of the pages to keep; each is kept in both languages. */
  paths: readonly string[];
  origin: string;
  pageCache: () => Promise<Cache>;
  cachedFetch: CachedFetch;
  /**
   * The version of the published content the visited page shows: when it
   * differs from the saved pages' (a keeper published since), they are saved
   * again at once rather than the next day.
   */
  contentVersion?: string | null;
  now?: () => number;
}

/** A marker in the page cache: when the essentials were last saved, and with which content. */
export const SAVED_MARKER = '/__pawapuri-offline-saved';
/** Saved pages older than this are fetched again (a remote redeployed since, new text). */
export const RESAVE_AFTER_MS = 24 * 60 * 60 * 1000;
const PARALLEL = 6;

/**
 * Whether the content version a page names is newer than `than` (content
 * versions are numbers that grow with each publish; a saved copy shown
 * offline names an older one, which never asks for a new save).
 */
export function isNewerContent(version: string | null, than: string | null): boolean {
  if (version === null) return false;
  if (than === null) return true;
  const [a, b] = [Number(version), Number(than)];
  return Number.isFinite(a) && Number.isFinite(b) ? a > b : version !== than;
}

interface SavedMarker {
  savedAt: number;
  /** Null: saved when no page had said which content it shows (the worker taking over). */
  contentVersion: string | null;
}

/** The marker's record, or null for none (or one an older worker wrote: saved again). */
async function readMarker(marker: Response | undefined): Promise<SavedMarker | null> {
  try {
    const record = (await marker?.json()) as Partial<SavedMarker> | undefined;
    if (typeof record?.savedAt !== 'number') return null;
    const version = record.contentVersion;
    return {
      savedAt: record.savedAt,
      contentVersion: typeof version === 'string' ? version : null,
    };
  } catch {
    return null;
  }
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) {
    await Promise.all(items.slice(start, start + PARALLEL).map(work));
  }
}

/**
 * Saves the pilgrims' essential pages in both languages, with every file
 * they need, so they open with no signal after one visit online: each page's
 * HTML, the files it names, and for each remote it loads every chunk and
 * stylesheet of its manifest (pages load some lazily, and the HTML names only
 * the first). Done at most once a day, and again as soon as a visit shows
 * newer published content; pages visited are refreshed anyway. Each page is
 * stamped with the time it was saved. Throws if a page could not be
 * fetched, so a later visit tries again.
 */
export async function saveForOffline(options: SaveForOffline): Promise<void> {
  const now = options.now ?? Date.now;
  const contentVersion = options.contentVersion ?? null;
  const pages = await options.pageCache();
  const markerUrl = new URL(SAVED_MARKER, options.origin).href;
  const marker = await readMarker(await pages.match(markerUrl));
  if (marker && now() - marker.savedAt < RESAVE_AFTER_MS) {
    if (marker.contentVersion === null && contentVersion !== null) {
      // Saved as the worker took over, after the page that now names its content was rendered:
      // the saved pages are at least that new. Recorded, not fetched again.
      await pages.put(markerUrl, Response.json({ ...marker, contentVersion }));
      return;
    }
    if (!isNewerContent(contentVersion, marker.contentVersion)) return;
  }

  const assets = new Set<string>();
  const addresses = options.paths.flatMap((path) =>
    SEO_LANGUAGES.map((language) => localisedPath(path, language)),
  );
  await inBatches(addresses, async (path) => {
    const url = new URL(path, options.origin).href;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await pages.put(url, stampSaved(response.clone(), now()));
    for (const asset of assetUrlsInPage(await response.text(), url)) assets.add(asset);
  });

  const manifests = [...assets].filter((url) => url.endsWith('/remoteEntry.js')).map(manifestUrlOf);
  await inBatches(manifests, async (url) => {
    const response = await options.cachedFetch(url);
    if (!response?.ok) return;
    const manifest: unknown = await response.clone().json();
    for (const asset of assetUrlsInManifest(manifest, url)) assets.add(asset);
    // The version's signed file list: offline, the remote's files are checked against it too.
    assets.add(new URL('integrity.json', url).href);
  });
  await inBatches([...assets], async (url) => {
    try {
      await options.cachedFetch(url);
    } catch (error) {
      // One missing file (an image) leaves the rest saved; the page fetches it when online.
      console.warn(`${url} was not saved for offline use.`, error);
    }
  });
  const saved: SavedMarker = { savedAt: now(), contentVersion };
  await pages.put(markerUrl, Response.json(saved));
}
