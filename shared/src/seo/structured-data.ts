import type { LanguageCode } from '../i18n/languages';
import type { LocalisedText, PageDescription, PagePlace } from '../types/remote';

/** Language tags of schema.org's `inLanguage`. */
const LANGUAGE_TAGS: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN' };

export interface StructuredDataInput {
  page: PageDescription;
  language: LanguageCode;
  /** The page's own address in this language. */
  url: string;
  description: string;
  imageUrl: string | null;
  siteName: LocalisedText;
}

function placeData(place: PagePlace, input: StructuredDataInput): Record<string, unknown> {
  const { address } = place;
  const geo =
    place.latitude === undefined || place.longitude === undefined
      ? undefined
      : { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude };
  // schema.org's PostalAddress has no district; the place lies within one.
  const district = { '@type': 'AdministrativeArea', name: `${address.district} district` };
  const town = place.coordinatesOf === 'town';
  return {
    '@context': 'https://schema.org',
    '@type': place.types,
    name: (place.name ?? input.page.title)[input.language],
    description: input.description,
    url: input.url,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    // A town centre's point is the town's, not the place's own.
    ...(town || !geo ? {} : { geo }),
    address: {
      '@type': 'PostalAddress',
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    containedInPlace: town
      ? {
          '@type': 'City',
          name: address.locality,
          ...(geo ? { geo } : {}),
          containedInPlace: district,
        }
      : district,
  };
}

function websiteData(input: StructuredDataInput): Record<string, unknown> {
  const other: LanguageCode = input.language === 'en' ? 'hi' : 'en';
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.siteName[input.language],
    alternateName: input.siteName[other],
    url: input.url,
    inLanguage: LANGUAGE_TAGS[input.language],
    description: input.description,
  };
}

/** The JSON-LD objects of a page: the site on the home page, the place on a temple's page. */
export function structuredData(input: StructuredDataInput): Record<string, unknown>[] {
  return [
    ...(input.page.path === '/' ? [websiteData(input)] : []),
    ...(input.page.place ? [placeData(input.page.place, input)] : []),
  ];
}
