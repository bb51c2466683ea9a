import { useSiteContent, type LanguageCode, type PublishedPhoto } from '@pawapuri/shared';

/**
 * The published photographs, in their `order` (as the content lists them):
 * none on a fresh site, or in a copy saved before there were any, where the
 * pages show the site's own drawings.
 */
export function usePublishedPhotos(): readonly PublishedPhoto[] {
  return useSiteContent().photos ?? [];
}

/** A photograph's caption and alt text in the page's language. */
export function photoText(photo: PublishedPhoto, language: LanguageCode) {
  return { caption: photo.caption[language], alt: photo.alt[language] };
}
