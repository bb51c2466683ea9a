import { SAVED_COPY_TEXT, type SavedCopyLanguage } from './saved-copy-text';
import { fillTemplate, savedTimeParts } from './saved-time';

/**
 * The marker the offline page's build (tooling/offline-page.js) writes after
 * each listed page: `<!--saved:<language>:<href>-->`. Invisible as it is; the
 * worker replaces it with when that page was saved on this device.
 */
const MARKER = /<!--saved:(en|hi):([^<>]*?)-->/g;

/** The offline page with each listed page's saved time (or that it is not saved yet). */
export async function fillSavedTimes(
  html: string,
  savedAtOf: (href: string) => Promise<number | null>,
): Promise<string> {
  const found = [...html.matchAll(MARKER)];
  const lines = await Promise.all(
    found.map(async ([, language, href]) => {
      const text = SAVED_COPY_TEXT[language as SavedCopyLanguage];
      const savedAt = await savedAtOf(href!);
      const line =
        savedAt === null
          ? text.notSaved
          : fillTemplate(text.listed, savedTimeParts(savedAt, language as SavedCopyLanguage));
      return ` <small class="saved">— ${line}</small>`;
    }),
  );
  let index = 0;
  return html.replace(MARKER, () => lines[index++]!);
}
