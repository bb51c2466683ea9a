/*
 * The plain values of the visitor API's contract. No imports: the browser
 * bundles use these lists at run time without pulling in the schema library.
 */

/** Device classes the site distinguishes. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

/** Columns the admin search can sort by. */
export const SORT_FIELDS = [
  'id',
  'visitTime',
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'pageVisited',
] as const;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

export const EXPORT_FORMATS = ['csv', 'excel', 'pdf'] as const;

/**
 * The JSON Schema formats for text that the schemas name; the API registers
 * a check for each with its request validator.
 */
export type TextFormatName = 'label' | 'plain-text' | 'visible-plain-text';

/**
 * The date forms the search and export accept: an ISO timestamp with an offset
 * ('2026-11-22T10:00:00.000Z'), a local timestamp without one (read in the
 * site's time zone, as a datetime-local input sends it), or a bare day
 * ('2026-11-22'), which means the whole local day: its first millisecond as a
 * start and its last as an end.
 */
export const API_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
