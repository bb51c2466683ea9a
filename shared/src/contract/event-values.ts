/*
 * The plain values of the event contract. No imports: the browser's event
 * tracker uses these lists at run time without pulling in the schema library.
 */

/**
 * What the site records by itself, with no code in a page: taps on links it
 * recognises (a `tel:` number, WhatsApp, a map, a UPI app, a calendar file, a
 * file download, a link off the site), the copy of the UPI id, and a 404 page
 * being shown.
 */
export const BUILT_IN_EVENTS = [
  'call',
  'whatsapp',
  'directions',
  'upi-app',
  'upi-copy',
  'calendar-download',
  'file-download',
  'outbound',
  'not-found',
] as const;

/** An event's name: lower-case words joined by hyphens, as the built-in ones are. */
export const EVENT_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

/** A property's name: lower-case letters, digits and underscores. */
export const EVENT_PROPERTY_NAME_PATTERN = '^[a-z][a-z0-9_]{0,31}$';

/** At most this many properties per event. */
export const EVENT_PROPERTIES_MAX = 5;

/** A property's value, in characters (a URL or path longer than this is cut by the browser). */
export const EVENT_PROPERTY_VALUE_MAX = 200;

/** Event names the keepers may add to the built-in ones. */
export const CUSTOM_EVENT_NAMES_MAX = 30;
