import { SAVED_COPY_META, validTime } from './saved-copy';

/**
 * When the page in `doc` was saved, if the service worker answered it from
 * its cache (it writes the time into the head), else null: the network gave it.
 */
export function savedCopyTime(doc: Document = document): number | null {
  const meta = doc.querySelector(`meta[name="${SAVED_COPY_META}"]`);
  return validTime(meta?.getAttribute('content') ?? null);
}
