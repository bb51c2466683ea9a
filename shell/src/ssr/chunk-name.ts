/**
 * The chunk a built file belongs to, from its address: the apps name their
 * chunks' files `<name>.<8-hex hash>.js` and `.css`, and a lazily loaded
 * page's chunk carries the name the page gives `lazyPage`.
 */
export function chunkNameOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).replace(/\.[0-9a-f]{8}\.(js|css)$/, '');
}
