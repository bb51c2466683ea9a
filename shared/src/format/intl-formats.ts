/*
 * Intl formatters, made once per locale and options and kept: building one
 * loads and parses locale data (the costliest part of formatting), and the
 * pages format the same few dates, times and lists on every render, for
 * every temple in the footer and on the home page while hydrating.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, the same object for the same arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** `new Intl.ListFormat(locale, options)`, the same object for the same arguments. */
export function listFormat(locale: string, options: Intl.ListFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(locale, options)));
  return format;
}
