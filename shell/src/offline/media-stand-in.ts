import { MEDIA_FILE_NAME } from '@pawapuri/shared/contract/media-files';

const SIZE = /^([0-9a-f]{32})-([0-9]{3,4})\.[a-z]+$/;

/**
 * Offline, the file of a photograph a page asks for may not be saved while
 * another size or format of the same photograph is: a page saved for
 * offline kept the JPEG its HTML named, while the browser now asks for the
 * AVIF or WebP its `<picture>` prefers, or for a width of another screen.
 * Any of them shows the same picture, so the nearest width saved (the
 * wider, at a tie) stands in. Undefined when no file of it is saved.
 */
export function mediaStandIn(wanted: string, saved: readonly string[]): string | undefined {
  const want = SIZE.exec(fileName(wanted));
  if (!want) return undefined;
  const [, hash, width] = want;
  let best: { url: string; distance: number; width: number } | undefined;
  for (const url of saved) {
    const name = fileName(url);
    const found = MEDIA_FILE_NAME.test(name) ? SIZE.exec(name) : null;
    if (!found || found[1] !== hash) continue;
    const candidate = {
      url,
      width: Number(found[2]),
      distance: Math.abs(Number(found[2]) - Number(width)),
    };
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance && candidate.width > best.width)
    )
      best = candidate;
  }
  return best?.url;
}

function fileName(url: string): string {
  const path = new URL(url, 'https://site.invalid').pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}
