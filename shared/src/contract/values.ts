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

/**
 * A visit's idempotency key (`visitId`): a random id the browser makes once
 * per visit and sends again with every retry of it, so the API stores the
 * visit once. 24 to 64 characters of the URL-safe alphabet: a UUID
 * (crypto.randomUUID) is one, as is 18+ random bytes in base64url.
 */
export const VISIT_ID_PATTERN = '^[A-Za-z0-9_-]{24,64}$';

/**
 * A queued visit's original time (`visitedAt`): an ISO 8601 timestamp with
 * seconds and a zone ('2026-11-22T10:00:00.000Z', '2026-11-22T15:30:00+05:30'),
 * as Date#toISOString writes it.
 */
export const VISITED_AT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';

/**
 * How old a `visitedAt` may be when it reaches the API: an older visit is
 * refused (400), so a browser's queue should drop it rather than send it.
 */
export const VISITED_AT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * How far a `visitedAt` may lie ahead of the API's clock (a phone's clock
 * running fast); such a time is stored as the arrival time. Further ahead is refused.
 */
export const VISITED_AT_CLOCK_SKEW_MS = 2 * 60 * 1000;

/**
 * The dashboard's named time ranges, resolved by the API in the site's time
 * zone: whole local days, today included where the name says so. `custom`
 * takes `from` and `to` (local days, both included).
 */
export const DASHBOARD_PERIODS = [
  'today',
  'yesterday',
  '7d',
  '30d',
  'month',
  'last-month',
  '12mo',
  'all',
  'custom',
] as const;

/** The dashboard's default range when the address names none. */
export const DEFAULT_DASHBOARD_PERIOD = '30d';

/**
 * What the dashboard breaks visits down by. Each is also a filter: the
 * dashboard query takes `<dimension>=<key>` (exact key, as a breakdown row
 * gives it), and filters combine (all must hold).
 */
export const DASHBOARD_DIMENSIONS = [
  'page',
  'entry',
  'source',
  'country',
  'city',
  'browser',
  'os',
  'device',
  'language',
  'screen',
] as const;

/** The series' bucket: hourly for 1-2 day ranges, daily up to 92 days, weekly to 366, monthly beyond. */
export const DASHBOARD_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;

/** Rows per breakdown in the dashboard's answer (the CSV has them all). */
export const DASHBOARD_BREAKDOWN_ROWS = 10;

/** "Visitors now": distinct sessions with a visit in this many last minutes. */
export const VISITORS_NOW_MINUTES = 5;

/** A local day, YYYY-MM-DD. */
export const LOCAL_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A month for the monthly report, YYYY-MM. */
export const REPORT_MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
