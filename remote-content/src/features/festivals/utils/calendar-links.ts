import { absoluteApiLink, apiLink, type SiteSettings } from '@pawapuri/shared';

/**
 * The festival calendar files the visitor API serves, in the page's
 * language, built from the site settings alone: the server's HTML and the
 * hydrated page carry the same links (on the site's own origin when pages
 * reach the API there).
 */
export function calendarLinks(settings: SiteSettings, language: 'en' | 'hi') {
  const path = '/api/content/calendar';
  const lang = `?lang=${language}`;
  return {
    /** One festival's file ("Add to calendar"). */
    festival: (id: string) => apiLink(settings, `${path}/${encodeURIComponent(id)}.ics${lang}`),
    feed: apiLink(settings, `${path}.ics${lang}`),
    /** The feed for subscribing: phones open `webcal:` addresses (always absolute) in their calendar app. */
    subscribe: absoluteApiLink(settings, `${path}.ics${lang}`).replace(/^https?:\/\//, 'webcal://'),
  };
}
