import type { PageDescription } from '../types/remote';
import { headTags, notFoundHeadTags } from './head-tags';

const BASE = 'https://pawapuri.example';
const REMOTE = 'https://content.pawapuri.example/';

const JAL_MANDIR: PageDescription = {
  path: '/jal-mandir',
  title: { en: 'Jal Mandir', hi: 'जल मंदिर' },
  description: { en: 'The water temple.', hi: 'जल में मंदिर।' },
  image: 'og/jal-mandir.png',
  place: {
    types: ['PlaceOfWorship', 'TouristAttraction'],
    name: { en: 'Jal Mandir, Pawapuri', hi: 'जल मंदिर, पावापुरी' },
    latitude: 25.092,
    longitude: 85.539,
    address: {
      locality: 'Pawapuri',
      district: 'Nalanda',
      region: 'Bihar',
      postalCode: '803115',
      country: 'IN',
    },
  },
};
const HOME: PageDescription = {
  path: '/',
  title: { en: 'Home', hi: 'मुख्य पृष्ठ' },
  description: { en: 'Plan a pilgrimage.', hi: 'तीर्थयात्रा की योजना।' },
  image: 'og/home.png',
};

/** The tags parsed the way a crawler reads them. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
}

const content = (head: Document, selector: string) =>
  head.querySelector(selector)?.getAttribute('content');
const href = (head: Document, selector: string) =>
  head.querySelector(selector)?.getAttribute('href');
const jsonLd = (head: Document) =>
  [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

const tagsOf = (page: PageDescription, language: 'en' | 'hi' = 'en') =>
  parse(headTags({ page, language, baseUrl: BASE, remoteBaseUrl: REMOTE }));

describe('headTags', () => {
  it('titles the page with its title and the site’s name, in each language', () => {
    expect(tagsOf(JAL_MANDIR, 'en').title).toBe('Jal Mandir · Pawapuri');
    expect(tagsOf(JAL_MANDIR, 'hi').title).toBe('जल मंदिर · पावापुरी');
  });

  it('takes the page’s heading where it has one, for the tab and the share card', () => {
    const head = tagsOf({ ...JAL_MANDIR, heading: { en: 'The Jal Mandir & its pond', hi: 'x' } });
    expect(head.title).toBe('The Jal Mandir & its pond · Pawapuri');
    expect(content(head, 'meta[property="og:title"]')).toBe('The Jal Mandir & its pond · Pawapuri');
  });

  it('describes the page and gives its own address in its language as canonical', () => {
    const hindi = tagsOf(JAL_MANDIR, 'hi');
    expect(content(hindi, 'meta[name="description"]')).toBe('जल में मंदिर।');
    expect(href(hindi, 'link[rel="canonical"]')).toBe(`${BASE}/hi/jal-mandir`);
    expect(content(hindi, 'meta[property="og:url"]')).toBe(`${BASE}/hi/jal-mandir`);
    expect(content(hindi, 'meta[property="og:locale"]')).toBe('hi_IN');
    expect(content(hindi, 'meta[property="og:locale:alternate"]')).toBe('en_IN');
    expect(content(hindi, 'meta[property="og:site_name"]')).toBe('पावापुरी');
  });

  it('names both languages and the default as alternates; the Hindi home is /hi', () => {
    const head = tagsOf(HOME);
    const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${BASE}/`],
      ['hi', `${BASE}/hi`],
      ['x-default', `${BASE}/`],
    ]);
  });

  it('points the share image at the remote that renders the page, at its drawn size', () => {
    const head = tagsOf(JAL_MANDIR);
    const image = 'https://content.pawapuri.example/og/jal-mandir.png';
    expect(content(head, 'meta[property="og:image"]')).toBe(image);
    expect(content(head, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(head, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(head, 'meta[property="og:image:alt"]')).toBe('Jal Mandir · Pawapuri');
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(head, 'meta[name="twitter:image"]')).toBe(image);
    expect(content(head, 'meta[name="twitter:description"]')).toBe('The water temple.');
  });

  it('falls back to the small card for a page without an image', () => {
    const head = tagsOf({ ...JAL_MANDIR, image: undefined });
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary');
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('keeps keeper pages out of search engines, and only them', () => {
    expect(content(tagsOf({ ...HOME, keeper: true }), 'meta[name="robots"]')).toBe(
      'noindex, nofollow',
    );
    expect(tagsOf(HOME).querySelector('meta[name="robots"]')).toBeNull();
  });

  it('describes the site on the home page', () => {
    expect(jsonLd(tagsOf(HOME, 'hi'))).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        name: 'पावापुरी',
        alternateName: 'Pawapuri',
        url: `${BASE}/hi`,
        inLanguage: 'hi-IN',
      }),
    ]);
  });

  it('places a temple on the map as a place of worship and a tourist attraction', () => {
    const [place] = jsonLd(tagsOf(JAL_MANDIR));
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['PlaceOfWorship', 'TouristAttraction'],
      name: 'Jal Mandir, Pawapuri',
      url: `${BASE}/jal-mandir`,
      image: 'https://content.pawapuri.example/og/jal-mandir.png',
      geo: { '@type': 'GeoCoordinates', latitude: 25.092, longitude: 85.539 },
      address: { '@type': 'PostalAddress', addressLocality: 'Pawapuri', addressCountry: 'IN' },
    });
  });

  it('gives a town centre point to the town, not to the temple, when no point of its own is known', () => {
    const page = { ...JAL_MANDIR, place: JAL_MANDIR.place && { ...JAL_MANDIR.place } };
    if (page.place) page.place.coordinatesOf = 'town';
    const [place] = jsonLd(tagsOf(page));
    expect(place).not.toHaveProperty('geo');
    expect(place).toMatchObject({
      containedInPlace: {
        '@type': 'City',
        name: 'Pawapuri',
        geo: { '@type': 'GeoCoordinates', latitude: 25.092, longitude: 85.539 },
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Nalanda district' },
      },
    });
  });

  it('places a remote’s place given without a name or a point by its page title and address alone', () => {
    const { types, address } = JAL_MANDIR.place as NonNullable<PageDescription['place']>;
    const bare = { types, address };
    const [place] = jsonLd(tagsOf({ ...JAL_MANDIR, place: bare }, 'hi'));
    expect(place).toMatchObject({ name: 'जल मंदिर', description: 'जल में मंदिर।' });
    expect(JSON.stringify(place)).not.toContain('GeoCoordinates');
  });

  it('gives other pages no structured data', () => {
    expect(jsonLd(tagsOf({ ...JAL_MANDIR, place: undefined }))).toEqual([]);
  });

  it('escapes every text it writes, in attributes, the title and the JSON-LD', () => {
    const hostile = 'Quotes " <b>tags</b> & </script><script>alert(1)</script>';
    const page: PageDescription = {
      ...JAL_MANDIR,
      title: { en: hostile, hi: hostile },
      description: { en: hostile, hi: hostile },
      place: JAL_MANDIR.place && { ...JAL_MANDIR.place, name: { en: hostile, hi: hostile } },
    };
    const html = headTags({ page, language: 'en', baseUrl: BASE, remoteBaseUrl: REMOTE });
    const head = parse(html);
    expect(head.title).toBe(`${hostile} · Pawapuri`);
    expect(content(head, 'meta[name="description"]')).toBe(hostile);
    expect(content(head, 'meta[property="og:title"]')).toBe(`${hostile} · Pawapuri`);
    expect(jsonLd(head)[0]?.name).toBe(hostile);
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(head.querySelector('b')).toBeNull();
    expect(html).not.toContain('</script><script>');
  });
});

describe('notFoundHeadTags', () => {
  it('gives the 404 page its title and keeps it out of search engines', () => {
    const head = parse(notFoundHeadTags({ title: 'Page not found', language: 'en' }));
    expect(head.title).toBe('Page not found · Pawapuri');
    expect(content(head, 'meta[name="robots"]')).toBe('noindex');
    expect(head.querySelectorAll('meta')).toHaveLength(1);
    expect(head.querySelector('link')).toBeNull();
  });
});
