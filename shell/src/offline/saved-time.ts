import { SITE_TIME_ZONE } from '@pawapuri/shared/content/site-day';
import type { SavedCopyLanguage } from './saved-copy-text';

/*
 * A saved copy's time is told in India's time, as every time on the site
 * is (the temples' hours, "today"): a pilgrim compares it with those, and a
 * phone set to another zone would otherwise show a time that matches none
 * of them. The text says "India time".
 */
const LOCALES: Record<SavedCopyLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

const formats = (language: SavedCopyLanguage) => ({
  date: new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }),
  // The 24-hour clock, as the site writes the temples' hours.
  time: new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  }),
});

/** The date and time a copy was saved, in Pawapuri, worded for `language`. */
export function savedTimeParts(
  savedAt: number,
  language: SavedCopyLanguage,
): { date: string; time: string } {
  const { date, time } = formats(language);
  return { date: date.format(savedAt), time: time.format(savedAt) };
}

/** `template` with its `{{name}}` places filled (the worker has no i18next). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
