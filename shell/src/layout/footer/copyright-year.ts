const YEAR_IN_INDIA = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The year in India, where the site is. The server and the visitor's browser
 * agree on it; in their own time zones they would not on New Year's Eve, and
 * the footer would not hydrate.
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(YEAR_IN_INDIA.format(now));
}
