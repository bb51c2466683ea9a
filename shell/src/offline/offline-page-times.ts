import { SAVED_COPY_TEXT, type SavedCopyLanguage } from './saved-copy-text';
import { fillTemplate, savedTimeParts } from './saved-time';

/**
 * Each page the offline page lists (tooling/offline-page.js): a link alone in
 * its list item, its address quoted or not (the build minifies the page).
 */
const LISTED_PAGE = /<li><a href="?([^"\s>]+)"?>[^<]*<\/a>/g;

/** A Hindi address starts with /hi (pathIn in @pawapuri/shared/seo). */
const languageOf = (href: string): SavedCopyLanguage => (/^\/hi(\/|$)/.test(href) ? 'hi' : 'en');

/**
 * The offline page with each listed page's saved time on this device (or
 * that it is not saved yet), in that page's language: the worker writes
 * them in as it answers, as only it knows its cache.
 */
export async function fillSavedTimes(
  html: string,
  savedAtOf: (href: string) => Promise<number | null>,
): Promise<string> {
  const found = [...html.matchAll(LISTED_PAGE)];
  const lines = await Promise.all(
    found.map(async ([, href]) => {
      const language = languageOf(href!);
      const text = SAVED_COPY_TEXT[language];
      const savedAt = await savedAtOf(href!);
      const line =
        savedAt === null
          ? text.notSaved
          : fillTemplate(text.listed, savedTimeParts(savedAt, language));
      return ` <small class="saved">— ${line}</small>`;
    }),
  );
  let index = 0;
  return html.replace(LISTED_PAGE, (link) => `${link}${lines[index++]!}`);
}
