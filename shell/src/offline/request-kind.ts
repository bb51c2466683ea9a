// The names the servers serve as immutable and short-lived (http/cache-control.ts).
import { FEDERATION, HASHED, HASHED_IMAGE } from '../common/file-names';
import { isMediaFilePath } from '@pawapuri/shared/contract/media-files';

/**
 * What the service worker does with a request, decided from its address
 * alone: the shell's own files are precached before this is asked.
 *
 * - `page`: a page of the site (HTML), network first.
 * - `hashed`: a file whose name carries its content hash (any app's chunks
 *   and stylesheets), which never changes: cache first.
 * - `image`: a hashed image (the gallery's), cache first as it is viewed.
 * - `media`: a stored photograph's file (`…/api/media/<hash>-<width>.<ext>`),
 *   named by its content and never changed, from the API's origin whatever
 *   it is: cache first as it is viewed. The one kind under the API's address.
 * - `federation`: remotes.json, a remote's mf-manifest.json or remoteEntry.js,
 *   whose names stay while their content changes: stale while revalidate.
 * - `network`: anything else, never cached: above all the visitor API and
 *   the location lookup, whose answers would lie if replayed.
 */
export type RequestKind = 'page' | 'hashed' | 'image' | 'media' | 'federation' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export interface NeverCached {
  /** Base address of the visitor API (everything under it). */
  apiUrl: string;
  /** The location lookup's address (empty when the lookup is off). */
  geolocationUrl: string;
}

function isUnder(url: URL, base: string): boolean {
  if (!base) return false;
  let root: URL;
  try {
    root = new URL(base);
  } catch {
    return false;
  }
  const folder = root.pathname.replace(/\/+$/, '');
  return (
    url.origin === root.origin && (url.pathname === folder || url.pathname.startsWith(`${folder}/`))
  );
}

export function requestKind(
  request: RequestFacts,
  siteOrigin: string,
  never: NeverCached,
): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'network';
  if (request.mode !== 'navigate' && isMediaFilePath(url.pathname)) return 'media';
  if (isUnder(url, never.apiUrl) || isUnder(url, never.geolocationUrl)) return 'network';
  if (request.mode === 'navigate') return url.origin === siteOrigin ? 'page' : 'network';
  if (HASHED_IMAGE.test(url.pathname)) return 'image';
  if (HASHED.test(url.pathname)) return 'hashed';
  if (FEDERATION.test(url.pathname)) return 'federation';
  return 'network';
}
