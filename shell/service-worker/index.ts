/**
 * The shell's service worker (built by workbox-webpack-plugin's
 * InjectManifest into dist/sw.js). See README "Offline".
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { readEnv } from '@pawapuri/shared/config/env';
import { cacheName, isOutdatedCache } from '../src/offline/cache-names';
import { MESSAGE } from '../src/offline/messages';
import { requestKind, type RequestKind } from '../src/offline/request-kind';
import { isNewerContent, saveForOffline, type CachedFetch } from '../src/offline/save-for-offline';
import { answerAsSavedCopy, savedAtOf, stampSaved } from '../src/offline/saved-copy';
import { copyWithAskedDigest } from '../src/offline/asked-digest';
import { fillSavedTimes } from '../src/offline/offline-page-times';
import { mediaStandIn } from '../src/offline/media-stand-in';

declare const self: ServiceWorkerGlobalScope;
/** The pages marked `essential` in the remotes' remote.json (the build fills it in). */
declare const __ESSENTIAL_PAGES__: string[];
const essentialPaths = __ESSENTIAL_PAGES__;

const OFFLINE_PAGE = '/offline.html';
/** After this long without an answer a page comes from the cache, if it is there. */
const PAGE_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

const settings = readEnv();
/**
 * The API's address is a page's run-time setting, which a worker cannot
 * read: it never caches /api/ on its own origin (the production address)
 * nor the build's development fallback. An API on another origin at run
 * time is never cached either: its answers match no cached kind.
 */
const neverCached = {
  apiUrl: settings.devApiUrl || `${self.location.origin}/api`,
  geolocationUrl: settings.geolocationUrl,
};
const kindOf = (request: Request): RequestKind =>
  requestKind(request, self.location.origin, neverCached);

// The shell's own files, named and revisioned by its build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Remote files are loaded by <script> and <link> tags without CORS; asking
 * for them with CORS (the remotes' servers allow it) keeps a readable copy
 * rather than an opaque one, which browsers count as megabytes of quota each.
 * A request's digest stays with the page, which checks what it is answered:
 * the worker's own fetch (a revalidation above all) saves the file the host
 * serves now, so a redeployed remote is offered even to a page pinned to the
 * version before.
 */
const readableCopy: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' || request.integrity
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};
/** A saved copy without the digest a request asks for is not answered: the network is asked. */
const onlyAskedDigest: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    copyWithAskedDigest(request, cachedResponse),
};
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
/**
 * A page is stamped with the time it is saved, and a page answered from the
 * cache says so in its head with that time: the shell tells the visitor
 * they see a saved copy, and of when.
 */
const savedCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stampSaved(response, Date.now()),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? answerAsSavedCopy(cachedResponse) : cachedResponse,
};

registerRoute(
  ({ request }) => kindOf(request) === 'page',
  new NetworkFirst({
    cacheName: cacheName('page'),
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    // onlyOk first: only what it lets through is stamped.
    plugins: [onlyOk, savedCopies],
  }),
);
registerRoute(
  ({ request }) => kindOf(request) === 'hashed',
  new CacheFirst({
    cacheName: cacheName('hashed'),
    plugins: [
      readableCopy,
      onlyAskedDigest,
      onlyOk,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY }),
    ],
  }),
);
registerRoute(
  ({ request }) => kindOf(request) === 'image',
  new CacheFirst({
    cacheName: cacheName('image'),
    plugins: [
      readableCopy,
      onlyAskedDigest,
      onlyOk,
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY }),
    ],
  }),
);
/**
 * A photograph's file that cannot be fetched (offline) while another size or
 * format of it is saved: that one is shown (media-stand-in.ts).
 */
const savedSizeOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(cacheName('media'));
    const saved = (await cache.keys()).map((key) => key.url);
    const standIn = mediaStandIn(request.url, saved);
    return standIn ? cache.match(standIn) : undefined;
  },
};
registerRoute(
  ({ request }) => kindOf(request) === 'media',
  new CacheFirst({
    cacheName: cacheName('media'),
    plugins: [
      readableCopy,
      onlyOk,
      savedSizeOffline,
      // A few pages' photographs: each a few tens of KB at a phone's width.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY }),
    ],
  }),
);
registerRoute(
  ({ request }) => kindOf(request) === 'federation',
  new StaleWhileRevalidate({
    cacheName: cacheName('federation'),
    // A redeployed remote: the pages offer to reload (its new code runs from the next page load).
    plugins: [readableCopy, onlyAskedDigest, onlyOk, new BroadcastUpdatePlugin()],
  }),
);

/** The offline page, with when each page it lists was saved on this device. */
async function offlinePage(): Promise<Response | undefined> {
  const page = await matchPrecache(OFFLINE_PAGE);
  if (!page) return undefined;
  const saved = await caches.open(cacheName('page'));
  const html = await fillSavedTimes(await page.text(), async (href) => {
    const copy = await saved.match(new URL(href, self.location.origin).href);
    return copy ? savedAtOf(copy) : null;
  });
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// A page neither the network nor the cache can give: the list of what is saved.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await offlinePage()) ?? Response.error();
  return Response.error();
});

/** Fetches through the same CORS rule and stores in the cache of the file's kind. */
const cachedFetch: CachedFetch = async (url) => {
  const request = new Request(url, { mode: 'cors', credentials: 'omit' });
  const kind = kindOf(request);
  if (kind === 'network' || kind === 'page') return null;
  const cache = await caches.open(cacheName(kind));
  const saved = await cache.match(url);
  if (saved && kind !== 'federation') return saved;
  const response = await fetch(request);
  if (response.ok) await cache.put(url, response.clone());
  return response;
};

let essentialsSaved: Promise<boolean> | null = null;
/** The newest content version a page showed: pages saved with an older one are saved again. */
let contentShown: string | null = null;

function saveEssentials(contentVersion: string | null = null): Promise<boolean> {
  const newer = isNewerContent(contentVersion, contentShown);
  if (essentialsSaved && !newer) return essentialsSaved;
  if (newer) contentShown = contentVersion;
  // One saving at a time: a newer version is saved once the one under way ends.
  const before = essentialsSaved ?? Promise.resolve(true);
  const saving: Promise<boolean> = before
    .then(() =>
      saveForOffline({
        paths: essentialPaths,
        origin: self.location.origin,
        pageCache: () => caches.open(cacheName('page')),
        cachedFetch,
        contentVersion: contentShown,
      }),
    )
    .then(
      () => true,
      (error: unknown) => {
        console.warn(
          'Saving the essential pages for offline use failed; they are saved as visited.',
          error,
        );
        if (essentialsSaved === saving) essentialsSaved = null;
        return false;
      },
    );
  essentialsSaved = saving;
  return saving;
}

async function announceReady(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage({ type: MESSAGE.offlineReady });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)));
      // The first version takes the open pages at once; later ones wait for "Reload" (below).
      if (await saveEssentials()) await announceReady();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // workbox-window's messageSkipWaiting(): the visitor chose "Reload" on the update notice.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === MESSAGE.offlineStatus) {
    const { contentVersion } = event.data as { contentVersion?: unknown };
    event.waitUntil(
      saveEssentials(typeof contentVersion === 'string' ? contentVersion : null).then((saved) => {
        if (saved) event.source?.postMessage({ type: MESSAGE.offlineReady });
      }),
    );
  }
});

clientsClaim();
