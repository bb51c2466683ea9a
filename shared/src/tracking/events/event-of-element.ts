import { EVENT_PROPERTIES_MAX, EVENT_PROPERTY_VALUE_MAX } from '../../contract/event-values';

/** What a tap (or a page shown) records: a name and a few text properties. */
export interface PageEvent {
  name: string;
  properties: Record<string, string>;
}

const WHATSAPP_HOSTS = new Set([
  'wa.me',
  'api.whatsapp.com',
  'web.whatsapp.com',
  'chat.whatsapp.com',
]);
const MAP_HOSTS = new Set([
  'maps.google.com',
  'maps.app.goo.gl',
  'maps.apple.com',
  'www.openstreetmap.org',
  'openstreetmap.org',
]);
const DOWNLOAD_EXTENSIONS = /\.(pdf|zip|docx?|xlsx?|csv|png|jpe?g|webp|gif|mp3|mp4|apk)$/i;

/** A property value as the API takes it: no control characters, trimmed, at most the limit. */
export function propertyValue(value: string): string {
  // Control characters and lone surrogates, which the API refuses.
  return value
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .trim()
    .slice(0, EVENT_PROPERTY_VALUE_MAX);
}

/**
 * The `data-event-<property>` attributes of the element and its ancestors
 * (the nearest wins): a card marks its listing once, and every link inside it
 * carries it. At most the API's number of properties, empty values left out.
 */
export function markedProperties(element: Element): Record<string, string> {
  const properties: Record<string, string> = {};
  for (let at: Element | null = element; at; at = at.parentElement) {
    for (const { name, value } of Array.from(at.attributes)) {
      const property = /^data-event-([a-z][a-z0-9_]*)$/.exec(name)?.[1];
      if (!property || property === 'view' || property in properties) continue;
      const clean = propertyValue(value);
      if (clean && Object.keys(properties).length < EVENT_PROPERTIES_MAX)
        properties[property] = clean;
    }
  }
  return properties;
}

function isMapLink(url: URL): boolean {
  if (url.protocol === 'geo:') return true;
  if (MAP_HOSTS.has(url.hostname)) return true;
  if (/(^|\.)google\.[a-z.]+$/.test(url.hostname) && url.pathname.startsWith('/maps')) return true;
  return url.hostname === 'goo.gl' && url.pathname.startsWith('/maps');
}

/** The recognised kind of a link's address, and what it adds to the marked properties. */
function eventOfLink(link: HTMLAnchorElement, url: URL, pageOrigin: string): PageEvent | null {
  const add = (name: string, extra: Record<string, string> = {}): PageEvent => ({
    name,
    properties: extra,
  });
  if (url.protocol === 'tel:') return add('call', { number: url.pathname.replace(/[^\d+]/g, '') });
  if (url.protocol === 'whatsapp:' || WHATSAPP_HOSTS.has(url.hostname)) return add('whatsapp');
  if (isMapLink(url)) return add('directions');
  if (url.protocol === 'upi:') {
    // The amount the link asks for; never the payer, whom the page does not know.
    const amount = url.searchParams.get('am');
    return add('upi-app', amount ? { amount } : {});
  }
  if (/\.ics$/i.test(url.pathname) || link.type === 'text/calendar')
    return add('calendar-download');
  if (
    link.hasAttribute('download') ||
    url.protocol === 'blob:' ||
    DOWNLOAD_EXTENSIONS.test(url.pathname)
  ) {
    // The kind of file, never its name (a visitor's own file's name is theirs).
    const name = link.getAttribute('download') || url.pathname;
    const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase();
    return add('file-download', extension ? { type: extension } : {});
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== pageOrigin) {
    return add('outbound', { url: `${url.origin}${url.pathname}` });
  }
  return null;
}

/** The event an element marked `data-event="name"` names, with its marked properties. */
function markedEvent(marked: Element | null): PageEvent | null {
  const name = marked?.getAttribute('data-event');
  return marked && name ? { name, properties: markedProperties(marked) } : null;
}

/**
 * What a tap on `target` records, or null: an element marked
 * `data-event="name"` (the link itself, or inside it) names its own event;
 * otherwise the nearest link is recognised by its address (`tel:`, WhatsApp,
 * a map, `upi:`, a calendar file, a download, another site), and failing
 * that a marked ancestor counts. Marked properties (`data-event-*`) join the
 * address's own (the number, the amount), which come first.
 */
export function eventOfTap(target: Element, pageOrigin: string): PageEvent | null {
  const marked = target.closest('[data-event]');
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || (marked && link.contains(marked))) return markedEvent(marked);
  let found: PageEvent | null = null;
  try {
    found = eventOfLink(link, new URL(link.href, pageOrigin), pageOrigin);
  } catch {
    // An address the browser cannot read is no link to recognise.
  }
  if (!found) return markedEvent(marked);
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(found.properties))
    properties[key] = propertyValue(value);
  for (const [key, value] of Object.entries(markedProperties(link))) {
    if (!(key in properties) && Object.keys(properties).length < EVENT_PROPERTIES_MAX) {
      properties[key] = value;
    }
  }
  return { name: found.name, properties };
}

/** What an element marked `data-event-view="name"` records when it is shown (the 404 page). */
export function eventOfView(element: Element): PageEvent | null {
  const name = element.getAttribute('data-event-view');
  return name ? { name, properties: markedProperties(element) } : null;
}
