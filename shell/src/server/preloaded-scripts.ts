import type { RemoteServerBuild } from './remote-server-builds';

/**
 * The remote's container and `./Routes` chunks, the page language's catalog
 * chunk, and the chunk of each lazily loaded page the render showed: named
 * chunks, whose files are `<name>.<hash>.js`.
 */
export function preloadedScripts(
  build: RemoteServerBuild,
  language: string,
  pageChunks: readonly string[],
): string[] {
  const wanted = new Set([`i18n-${language}`, ...pageChunks]);
  const chunkName = (url: string) =>
    url.slice(url.lastIndexOf('/') + 1).replace(/\.[0-9a-f]{8}\.js$/, '');
  const lazy = build.assets.lazyScripts.filter((url) => wanted.has(chunkName(url)));
  return [...build.assets.scripts, ...lazy];
}
