import { CACHE_VERSION, cacheName, isOutdatedCache } from './cache-names';

it('names each cache with its version, and deletes only this site’s caches of other versions', () => {
  expect(cacheName('page')).toBe(`pawapuri-page-v${CACHE_VERSION}`);
  expect(isOutdatedCache(cacheName('hashed'))).toBe(false);
  expect(isOutdatedCache(`pawapuri-hashed-v${CACHE_VERSION + 1}`)).toBe(true);
  expect(isOutdatedCache('pawapuri-pages')).toBe(true);
  expect(isOutdatedCache('workbox-precache-v2-https://pawapuri.example/')).toBe(false);
  expect(isOutdatedCache('someone-else')).toBe(false);
});
