import { chunkNameOf } from './chunk-name';
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
  const lazy = build.assets.lazyScripts.filter((url) => wanted.has(chunkNameOf(url)));
  return [...build.assets.scripts, ...lazy];
}
