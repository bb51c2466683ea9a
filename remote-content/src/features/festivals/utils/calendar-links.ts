/** The festival calendar files the visitor API serves, in the page's language. */
export function calendarLinks(apiUrl: string, language: 'en' | 'hi') {
  const base = `${apiUrl.replace(/\/+$/, '')}/api/content/calendar`;
  const lang = `?lang=${language}`;
  const feed = `${base}.ics${lang}`;
  return {
    /** One festival's file ("Add to calendar"). */
    festival: (id: string) => `${base}/${encodeURIComponent(id)}.ics${lang}`,
    feed,
    /** The same feed for subscribing: phones open `webcal:` addresses in their calendar app. */
    subscribe: feed.replace(/^https?:\/\//, 'webcal://'),
  };
}
