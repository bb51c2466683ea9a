/** @jest-environment node */
import type { PublishedContent } from '../content/published-content';
import { SEED_CONTENT } from '../content/seed';
import type { PageDescription } from '../types/remote';
import { headTags } from './head-tags';
import { withPublishedPlace } from './published-place';

const PAGE: PageDescription = {
  path: '/jal-mandir',
  title: { en: 'Jal Mandir', hi: 'जल मंदिर' },
  description: { en: 'The temple in the pond.', hi: 'सरोवर का मंदिर।' },
  place: {
    types: ['PlaceOfWorship'],
    name: { en: 'Jal Mandir, Pawapuri', hi: 'जल मंदिर, पावापुरी' },
    latitude: 25.092,
    longitude: 85.539,
    coordinatesOf: 'town',
    address: {
      locality: 'Pawapuri',
      district: 'Nalanda',
      region: 'Bihar',
      postalCode: '803115',
      country: 'IN',
    },
  },
};

function contentWith(verified: boolean): PublishedContent {
  return {
    ...SEED_CONTENT,
    version: 8,
    places: [
      {
        id: 'jal-mandir',
        revision: 2,
        publishedAt: '2026-11-20T00:00:00.000Z',
        type: 'temple',
        name: { en: 'Jal Mandir', hi: 'जल मंदिर' },
        description: { en: 'x', hi: 'x' },
        coordinates: { latitude: 25.0931, longitude: 85.5402 },
        hours: null,
        hoursVerified: false,
        exceptions: [],
        worship: [],
        order: 1,
        verified,
        verifiedOn: verified ? '2026-11-20' : null,
      },
    ],
  };
}

const jsonLd = (page: PageDescription) =>
  JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      headTags({
        page,
        language: 'en',
        baseUrl: 'https://p.example',
        remoteBaseUrl: 'https://p.example/',
      }),
    )?.[1] ?? 'null',
  ) as Record<string, unknown>;

describe('withPublishedPlace', () => {
  it('gives the structured data the published place’s own point once it is verified', () => {
    const data = jsonLd(withPublishedPlace(PAGE, contentWith(true)));
    expect(JSON.stringify(data)).toContain('"latitude":25.0931');
    expect(data).toMatchObject({ geo: { latitude: 25.0931, longitude: 85.5402 } });
  });

  it('describes the page, its sharing tags and its structured data with the place’s published description', () => {
    const { types, address } = PAGE.place as NonNullable<PageDescription['place']>;
    const bare = { types, address };
    const content = contentWith(true);
    const place = content.places[0] as PublishedContent['places'][number];
    place.description = { en: 'The **white** temple.\n\nIn a pond.', hi: 'सफ़ेद मंदिर।' };
    const page = withPublishedPlace({ ...PAGE, description: undefined, place: bare }, content);
    expect(page.description).toEqual({ en: 'The white temple. In a pond.', hi: 'सफ़ेद मंदिर।' });
    const head = headTags({
      page,
      language: 'hi',
      baseUrl: 'https://p.example',
      remoteBaseUrl: 'https://p.example/',
    });
    expect(head).toContain('<meta name="description" content="सफ़ेद मंदिर।">');
    expect(head).toContain('<meta property="og:description" content="सफ़ेद मंदिर।">');
    expect(jsonLd(page)).toMatchObject({
      name: 'Jal Mandir, Pawapuri',
      description: 'The white temple. In a pond.',
      geo: { latitude: 25.0931 },
    });
  });

  it('leaves a page whose place is not published as its remote gave it', () => {
    expect(withPublishedPlace(PAGE, { ...contentWith(true), places: [] })).toBe(PAGE);
  });

  it('gives a temple its own point, a temple without one none (never the remote’s), and a page without a place as it is', () => {
    expect(jsonLd(withPublishedPlace(PAGE, contentWith(false))).geo).toEqual(
      expect.objectContaining({ latitude: 25.0931 }),
    );
    const pointless = contentWith(false);
    pointless.places = pointless.places.map((place) => ({ ...place, coordinates: null }));
    const data = jsonLd(withPublishedPlace(PAGE, pointless));
    expect(data.geo).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('85.539');
    const plain = { ...PAGE, place: undefined };
    expect(withPublishedPlace(plain, contentWith(true))).toBe(plain);
  });
});
