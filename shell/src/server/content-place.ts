import type { PageDescription, PublishedContent } from '@pawapuri/shared';

/**
 * A page's description with its place's facts from the published content:
 * the place whose id is the page's path (`/jal-mandir` → `jal-mandir`) gives
 * the coordinates and the name its structured data carries, so a keeper's
 * correction reaches search engines without a redeploy. The place's own
 * point only once a keeper has verified it; until then the town's.
 */
export function withPublishedPlace(
  page: PageDescription,
  content: PublishedContent,
): PageDescription {
  if (!page.place) return page;
  const published = content.places.find((place) => `/${place.id}` === page.path);
  if (!published) return page;
  return {
    ...page,
    place: {
      ...page.place,
      name: {
        en: `${published.name.en}, Pawapuri`,
        hi: `${published.name.hi}, पावापुरी`,
      },
      latitude: published.coordinates.latitude,
      longitude: published.coordinates.longitude,
      coordinatesOf: published.verified ? 'place' : 'town',
    },
  };
}
