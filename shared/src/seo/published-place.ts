import { plainText } from '../content/plain-text';
import type { PublishedContent } from '../content/published-content';
import type { PageDescription } from '../types/remote';

/** The published place a page is about: the one whose id is the page's path (`/jal-mandir` → `jal-mandir`). */
export function publishedPlaceOf(
  path: string,
  content: PublishedContent,
): PublishedContent['places'][number] | undefined {
  return content.places.find((place) => `/${place.id}` === path);
}

/**
 * A page's description with its place's facts from the published content:
 * the place whose id is the page's path (`/jal-mandir` → `jal-mandir`) gives
 * the description, the name and the coordinates its head, sharing tags and
 * structured data carry, so a keeper's correction reaches search engines
 * without a redeploy and the remote's `remote.json` need not repeat them.
 * The place's own point where a public source gives one; a place without
 * its own point carries none (never the town's or another temple's). A page whose place is not published keeps what its remote gave.
 */
export function withPublishedPlace(
  page: PageDescription,
  content: PublishedContent,
): PageDescription {
  if (!page.place) return page;
  const published = publishedPlaceOf(page.path, content);
  if (!published) return page;
  return {
    ...page,
    description: {
      en: plainText(published.description.en),
      hi: plainText(published.description.hi),
    },
    place: {
      // The remote's own point never stands in for a published place without one.
      types: page.place.types,
      address: page.place.address,
      name: {
        en: `${published.name.en}, Pawapuri`,
        hi: `${published.name.hi}, पावापुरी`,
      },
      ...(published.coordinates
        ? {
            latitude: published.coordinates.latitude,
            longitude: published.coordinates.longitude,
            coordinatesOf: published.type === 'place' ? ('town' as const) : ('place' as const),
          }
        : {}),
    },
  };
}
