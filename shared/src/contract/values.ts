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
export type TextFormatName =
  | 'label'
  | 'plain-text'
  | 'visible-plain-text'
  | 'multiline-text'
  | 'visible-multiline-text';

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
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
] as const;

/**
 * A visit's campaign fields, read by the browser from its landing address
 * (`utm_source`... `utm_term`; `ref` or `source` stand for `utm_source`) and
 * kept for the session: each is also a dashboard dimension of the same name.
 */
export const CAMPAIGN_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
] as const;

/** A campaign field's longest value; the browser cuts a longer one. */
export const CAMPAIGN_VALUE_MAX = 100;

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

/**
 * A keeper's role: `owner` may do everything, including managing accounts,
 * API keys and reading the audit log; `editor` edits and publishes the site's
 * content; `analyst` reads the dashboard, searches visits, exports them and
 * names the site's own events and defines goals.
 */
export const KEEPER_ROLES = ['owner', 'editor', 'analyst'] as const;

/** What a keeper can be allowed to do; each role has a fixed set (ROLE_PERMISSIONS). */
export const KEEPER_PERMISSIONS = [
  'visits.search',
  'visits.export',
  'visits.erase',
  'events.define',
  'annotations.edit',
  'share-links.manage',
  'content.edit',
  'accounts.manage',
  'api-keys.manage',
  'audit.read',
  'mail.manage',
] as const;

/**
 * Who may do what. The API enforces it (403 otherwise); keeper pages use it
 * only to hide what a role cannot do.
 */
export const ROLE_PERMISSIONS: Readonly<
  Record<(typeof KEEPER_ROLES)[number], readonly (typeof KEEPER_PERMISSIONS)[number][]>
> = {
  owner: KEEPER_PERMISSIONS,
  editor: ['content.edit'],
  analyst: ['visits.search', 'visits.export', 'events.define', 'annotations.edit'],
};

/**
 * A keeper's password: at least 15 characters (Unicode code points), no
 * composition rules (passphrases welcome), at most 256; a password on the
 * common-passwords list is refused.
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 256;

/** How long a set-password link works, once. */
export const SET_PASSWORD_LINK_HOURS = 24;

/** What the audit log records, one name per kind of action. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'password-set',
  'password-changed',
  'password-rechecked',
  'password-recheck-failed',
  'account-created',
  'account-invited',
  'account-reset',
  'account-role-changed',
  'account-disabled',
  'account-enabled',
  'api-key-created',
  'api-key-revoked',
  'visits-searched',
  'visits-exported',
  'session-erased',
  'visitor-visits-erased',
  'audit-exported',
  'content-published',
  'content-unpublished',
  'content-restored',
  'donation-changed',
  'donation-pending',
  'donation-approved',
  'donation-cancelled',
  'event-name-added',
  'event-name-removed',
  'mail-reports-changed',
  'goal-added',
  'goal-removed',
  'annotation-added',
  'annotation-changed',
  'annotation-removed',
  'share-link-created',
  'share-link-revoked',
  'photo-uploaded',
  'my-data-downloaded',
  'rights-request-made',
  'rights-request-answered',
] as const;

/** An annotation's note, in characters at most. */
export const ANNOTATION_TEXT_MAX = 280;

/** Characters of a keeper's rights request, or of an owner's answer, at most. */
export const RIGHTS_TEXT_MAX = 2000;

/** Characters of a visitor's barrier report, and of the contact they may give, at most. */
export const BARRIER_TEXT_MAX = 2000;
export const BARRIER_CONTACT_MAX = 200;
/** A share link's label, in characters at most. */
export const SHARE_LINK_LABEL_MAX = 100;
/** A share link's password: shorter than a keeper's (it opens a read-only view), at least this long. */
export const SHARE_PASSWORD_MIN_LENGTH = 8;
/** The page of the visitor remote that opens a share link; the token follows as its fragment. */
export const SHARED_DASHBOARD_PATH = '/analytics/shared';

/** Rows per page of the audit log, at most. */
export const AUDIT_PAGE_MAX = 200;

/*
 * The site's content: the facts keepers edit and publish (temple hours,
 * festivals, notices, places to stay, travel, donation details).
 */

/**
 * The kinds of content, each a list of items named by an id (a slug), except
 * `donation`, which has the one item `donation`.
 */
export const CONTENT_KINDS = [
  'place',
  'festival',
  'notice',
  'stay',
  'operator',
  'route',
  'help-number',
  'photo',
  'donation',
] as const;

/** What a photograph shows: the original site's five albums, then what keepers asked for. */
export const PHOTO_CATEGORIES = [
  'jal-mandir',
  'gaon-mandir',
  'samosaran',
  'architecture',
  'festivals',
  'places-to-stay',
  'surroundings',
] as const;

/** The licences a photograph's credit can carry. */
export const PHOTO_LICENCES = [
  'all-rights-reserved',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc0-1.0',
] as const;

/** The widths every photograph is stored at (never wider than the upload). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** The formats of every stored width, best first: pages offer them in this order. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;

/** A photograph's content address: the first 32 hex digits of its upload's SHA-256. */
export const PHOTO_HASH_PATTERN = '^[0-9a-f]{32}$';

/** The path the stored photographs are served under (nginx, or the API where none). */
export const MEDIA_PATH = '/api/media';

/** The id of the single donation item. */
export const DONATION_ITEM_ID = 'donation';

/** An item's id: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const CONTENT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/** The time zone every content date and time is read in. */
export const CONTENT_TIME_ZONE = 'Asia/Kolkata';

/** Days of the week, as opening hours are keyed (Monday first, as Indian calendars print them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A place is a temple or another place a pilgrim visits (a pond, a museum, a station…). */
export const PLACE_TYPES = ['temple', 'place'] as const;

/** How serious a notice is; `closed` says a place or a way is shut. */
export const NOTICE_SEVERITIES = ['info', 'warning', 'closed'] as const;

/** Pages a notice can be shown on: the site's English paths, or `*` for every page. */
export const NOTICE_PAGE_PATTERN = '^(\\*|/[a-z0-9/-]{0,100})$';

/** How a travel operator carries pilgrims. */
export const TRAVEL_MODES = ['auto', 'erickshaw', 'sedan', 'jeep', 'suv', 'bus', 'train'] as const;

/** What a route leads from: a town, a railway station or an airport. */
export const ROUTE_PLACE_TYPES = ['town', 'railway-station', 'airport'] as const;

/** How a route's distance was measured: by road, or in a straight line (no road distance known). */
export const DISTANCE_MEASURES = ['road', 'straight-line'] as const;

/**
 * India's bounding box, islands included: content coordinates must fall inside
 * (a swapped latitude and longitude, or a point abroad, is refused).
 */
export const INDIA_BOUNDS = { south: 6, north: 37.1, west: 68, east: 97.5 } as const;

/** Keepers see a banner for this many days after the donation details change. */
export const DONATION_BANNER_DAYS = 7;

/**
 * An owner invited or promoted less than this many days ago may not approve
 * a new payee, and is announced to every keeper on the keeper pages.
 */
export const NEW_OWNER_DAYS = 7;

/**
 * A phone number as written: digits, spaces and hyphens, an optional leading
 * `+`; 3 to 15 digits (112, 1800-11-1363, +91 94310 00000).
 */
export const PHONE_PATTERN = '^\\+?[0-9](?:[0-9 -]{0,20}[0-9])?$';
export const PHONE_MIN_DIGITS = 3;
export const PHONE_MAX_DIGITS = 15;

/** A UPI id (virtual payment address): handle@provider. */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$';

/** A time of day, 24-hour clock, HH:MM (00:00 to 23:59). */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * Where an item stands: `draft` (saved, never published), `published`
 * (public, the draft the same), `changed` (public, the draft has changes not
 * yet published), `unpublished` (taken off the pages).
 */
export const CONTENT_STATUSES = ['draft', 'published', 'changed', 'unpublished'] as const;

/** What made a published revision. */
export const REVISION_ACTIONS = ['publish', 'unpublish', 'restore'] as const;
