import type { PublishedContent } from '../content/published-content';
import type { LanguageCode } from '../i18n/languages';
import type { PageDescription } from '../types/remote';
import { plainText } from '../content/plain-text';
import { publishedPlaceOf } from './published-place';

/** What a page says about itself in one language: its heading and its description. */
export interface PageFacts {
  /** Its heading: the h1 and, with the site's name, the document title. */
  title: string;
  /** Its lead sentence: the meta description and sharing text; empty when it has none. */
  description: string;
}

/**
 * A page's facts from its entry in its remote's `remote.json` and the
 * published content: a page whose path is a published place's
 * (`/jal-mandir`) is described by that place, as its structured data is
 * (`withPublishedPlace`); the browser's copy of the entry has no `place`.
 * The one rule for the server's head, the browser's document title and meta
 * description and the page's own heading, so the three never disagree.
 */
export function pageFacts(
  page: PageDescription,
  content: PublishedContent | undefined,
  language: LanguageCode,
): PageFacts {
  const place = content && publishedPlaceOf(page.path, content);
  return {
    title: (page.heading ?? page.title)[language],
    description: place
      ? plainText(place.description[language])
      : (page.description?.[language] ?? ''),
  };
}
