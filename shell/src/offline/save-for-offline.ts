import { pathIn } from '@pawapuri/shared/seo';
import { assetUrlsInManifest, assetUrlsInPage, manifestUrlOf } from './page-assets';

/** Fetches a file into the cache of its kind (null: a file that is never cached). */
export type CachedFetch = (url: string) => Promise<Response | null>;

export interface SaveForOffline {
  /** English paths of the pages to keep; each is kept in both languages. */
  paths: readonly string[];
  origin: string;
  pageCache: () => Promise<Cache>;
  cachedFetch: CachedFetch;
  now?: () => number;
}

/** A marker in the page cache: when the essentials were last saved. */
export const SAVED_MARKER = '/__pawapuri-offline-saved';
/** Saved pages older than this are fetched again (a remote redeployed since, new text). */
export const RESAVE_AFTER_MS = 24 * 60 * 60 * 1000;
const PARALLEL = 6;

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
 * the first). Done at most once a day; pages visited are refreshed anyway.
 * Throws if a page could not be fetched, so a later visit tries again.
 */
export async function saveForOffline(options: SaveForOffline): Promise<void> {
  const now = options.now ?? Date.now;
  const pages = await options.pageCache();
  const marker = await pages.match(new URL(SAVED_MARKER, options.origin).href);
  if (marker && now() - Number(await marker.text()) < RESAVE_AFTER_MS) return;

  const assets = new Set<string>();
  const addresses = options.paths.flatMap((path) => [pathIn(path, 'en'), pathIn(path, 'hi')]);
  await inBatches(addresses, async (path) => {
    const url = new URL(path, options.origin).href;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await pages.put(url, response.clone());
    for (const asset of assetUrlsInPage(await response.text(), url)) assets.add(asset);
  });

  const manifests = [...assets].filter((url) => url.endsWith('/remoteEntry.js')).map(manifestUrlOf);
  await inBatches(manifests, async (url) => {
    const response = await options.cachedFetch(url);
    if (!response?.ok) return;
    const manifest: unknown = await response.clone().json();
    for (const asset of assetUrlsInManifest(manifest, url)) assets.add(asset);
  });
  await inBatches([...assets], async (url) => {
    try {
      await options.cachedFetch(url);
    } catch (error) {
      // One missing file (an image) leaves the rest saved; the page fetches it when online.
      console.warn(`${url} was not saved for offline use.`, error);
    }
  });
  await pages.put(new URL(SAVED_MARKER, options.origin).href, new Response(String(now())));
}
