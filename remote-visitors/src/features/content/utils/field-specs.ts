import {
  WEEKDAYS,
  DISTANCE_MEASURES,
  NOTICE_SEVERITIES,
  PHOTO_CATEGORIES,
  PHOTO_LICENCES,
  PLACE_TYPES,
  ROUTE_PLACE_TYPES,
  TRAVEL_MODES,
  type ContentKind,
} from '@pawapuri/shared';
import { valueAt, type FieldPath } from './field-path';

/**
 * What an input holds, which decides the control, the checks made before
 * saving and the words of an error at it.
 */
export type FieldType =
  | 'local-line'
  | 'local-prose'
  | 'line'
  | 'phone'
  | 'upi'
  | 'url'
  | 'day'
  | 'instant'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'pages'
  | 'time'
  | 'weekdays'
  | 'session'
  | 'day-hours'
  | 'weekly-hours'
  | 'occurrences'
  | 'list';

export interface FieldSpec {
  path: FieldPath;
  type: FieldType;
  /** Absent from the data when left empty. */
  optional?: boolean;
  /** Null in the data when left empty (a number not rated, a help place without a number). */
  nullable?: boolean;
  /**
   * Given together with this other field or not at all (a point's latitude and
   * longitude); when neither is given, the object holding both is sent as null.
   */
  pairedWith?: FieldPath;
  /** The choices of a `choice`. */
  choices?: readonly string[];
  /** Inside a list's row: not shown (nor checked) while the row's boolean of this name is true. */
  hiddenWhen?: string;
  /** A `list`: the fields of each row (paths inside the row; '' for the row itself). */
  item?: FieldSpec[];
  /** A `list`: the row a keeper adds, given today's date (YYYY-MM-DD, India). */
  newRow?: (today: string) => unknown;
  /** A `list`: at most this many rows (as the contract allows). */
  maxRows?: number;
}

const verification: FieldSpec[] = [
  { path: 'verified', type: 'boolean' },
  { path: 'verifiedOn', type: 'day', nullable: true },
];
const order: FieldSpec = { path: 'order', type: 'number' };

/** The times a session gets when it is switched on. */
export const USUAL_SESSIONS = {
  morning: { opens: '05:00', closes: '12:00' },
  evening: { opens: '16:00', closes: '21:00' },
} as const;

/** A place's dated changes to its usual hours: a closure, or a festival day's own hours. */
const exceptions: FieldSpec = {
  path: 'exceptions',
  type: 'list',
  maxRows: 100,
  // Most dated changes are closures; unticking "closed" asks for the day's hours.
  newRow: (today) => ({ date: today, closed: true }),
  item: [
    { path: 'date', type: 'day' },
    { path: 'endDate', type: 'day', optional: true },
    { path: 'closed', type: 'boolean' },
    { path: 'hours', type: 'day-hours', hiddenWhen: 'closed' },
    { path: 'note', type: 'local-line', optional: true },
  ],
};

/** A place's aarti and puja times. */
const worship: FieldSpec = {
  path: 'worship',
  type: 'list',
  maxRows: 30,
  newRow: () => ({ name: { en: '', hi: '' }, time: '06:00' }),
  item: [
    { path: 'name', type: 'local-line' },
    { path: 'time', type: 'time' },
    { path: 'days', type: 'weekdays', optional: true },
  ],
};

/** A stay's amenities, each a short text in both languages. */
const amenities: FieldSpec = {
  path: 'amenities',
  type: 'list',
  maxRows: 30,
  newRow: () => ({ en: '', hi: '' }),
  item: [{ path: '', type: 'local-line' }],
};

/** A route's typical fares, one per way of travelling. */
const fares: FieldSpec = {
  path: 'fares',
  type: 'list',
  maxRows: 10,
  newRow: () => ({ mode: TRAVEL_MODES[0], min: 0 }),
  item: [
    { path: 'mode', type: 'choice', choices: TRAVEL_MODES },
    { path: 'min', type: 'number' },
    { path: 'max', type: 'number', optional: true },
    { path: 'note', type: 'local-line', optional: true },
  ],
};

/** The fields the editor shows for each kind, in order. */
export const FIELD_SPECS: Record<ContentKind, FieldSpec[]> = {
  photo: [
    { path: 'caption', type: 'local-line' },
    { path: 'alt', type: 'local-line' },
    { path: 'category', type: 'choice', choices: PHOTO_CATEGORIES },
    { path: 'credit', type: 'line' },
    { path: 'licence', type: 'choice', choices: PHOTO_LICENCES },
    { path: 'placeId', type: 'line', optional: true },
    { path: 'stayId', type: 'line', optional: true },
    order,
  ],
  place: [
    { path: 'name', type: 'local-line' },
    { path: 'type', type: 'choice', choices: PLACE_TYPES },
    { path: 'description', type: 'local-prose' },
    { path: 'practicalNotes', type: 'local-prose', optional: true },
    { path: 'hours', type: 'weekly-hours', nullable: true },
    { path: 'hoursVerified', type: 'boolean' },
    // A place without a public point of its own has none (no map link), never another's.
    {
      path: 'coordinates.latitude',
      type: 'number',
      optional: true,
      pairedWith: 'coordinates.longitude',
    },
    {
      path: 'coordinates.longitude',
      type: 'number',
      optional: true,
      pairedWith: 'coordinates.latitude',
    },
    exceptions,
    worship,
    order,
    ...verification,
  ],
  festival: [
    { path: 'name', type: 'local-line' },
    { path: 'description', type: 'local-prose' },
    { path: 'recurringYearly', type: 'boolean' },
    { path: 'occurrences', type: 'occurrences' },
    { path: 'placeId', type: 'line', optional: true },
    order,
    ...verification,
  ],
  notice: [
    { path: 'text', type: 'local-prose' },
    { path: 'severity', type: 'choice', choices: NOTICE_SEVERITIES },
    { path: 'showFrom', type: 'instant' },
    { path: 'showUntil', type: 'instant' },
    { path: 'pages', type: 'pages' },
  ],
  stay: [
    { path: 'name', type: 'local-line' },
    { path: 'dharamshala', type: 'boolean' },
    { path: 'phone', type: 'phone' },
    { path: 'address', type: 'local-line' },
    { path: 'description', type: 'local-prose', optional: true },
    { path: 'rating', type: 'number', nullable: true },
    { path: 'distanceKm', type: 'number' },
    { path: 'priceMin', type: 'number' },
    { path: 'priceMax', type: 'number' },
    amenities,
    { path: 'imageUrl', type: 'url', optional: true },
    { path: 'website', type: 'url', optional: true },
    order,
    ...verification,
  ],
  operator: [
    { path: 'name', type: 'local-line' },
    { path: 'mode', type: 'choice', choices: TRAVEL_MODES },
    { path: 'phone', type: 'phone' },
    { path: 'description', type: 'local-prose' },
    { path: 'hours', type: 'session', nullable: true },
    { path: 'fare.perKm', type: 'number', optional: true },
    { path: 'fare.from', type: 'number', optional: true },
    order,
    ...verification,
  ],
  route: [
    { path: 'from', type: 'local-line' },
    { path: 'placeType', type: 'choice', choices: ROUTE_PLACE_TYPES },
    { path: 'via', type: 'local-line', optional: true },
    { path: 'distanceKm', type: 'number' },
    { path: 'measure', type: 'choice', choices: DISTANCE_MEASURES },
    fares,
    { path: 'notes', type: 'local-prose', optional: true },
    order,
    ...verification,
  ],
  'help-number': [
    { path: 'label', type: 'local-line' },
    { path: 'number', type: 'phone', nullable: true },
    { path: 'address', type: 'local-line', optional: true },
    order,
    ...verification,
  ],
  donation: [
    { path: 'payeeName', type: 'line' },
    { path: 'upiId', type: 'upi' },
    { path: 'note', type: 'local-prose', optional: true },
    ...verification,
  ],
};

/** The two sessions of a day, as hours are kept. */
export const SESSIONS = ['morning', 'evening'] as const;

/** The path of a list's row field: `exceptions.0.date`, or `amenities.0` for the row itself. */
export const rowPath = (list: FieldPath, index: number, inner: FieldPath) =>
  inner ? `${list}.${index}.${inner}` : `${list}.${index}`;

/** The fields of row `index` of a list, with their paths in the item; hidden ones left out. */
export function rowSpecs(list: FieldSpec, index: number, row: unknown): FieldSpec[] {
  const shown = (list.item ?? []).filter(
    (inner) =>
      !inner.hiddenWhen || (row as Record<string, unknown> | null)?.[inner.hiddenWhen] !== true,
  );
  return shown.map((inner) => ({ ...inner, path: rowPath(list.path, index, inner.path) }));
}

/** The rows of a list as the data holds them (none when absent). */
export const rowsOf = (data: unknown, list: FieldSpec): unknown[] => {
  const rows = valueAt(data, list.path);
  return Array.isArray(rows) ? rows : [];
};

/** The paths at which one field shows an input (and so can show an error). */
function specPaths(spec: FieldSpec, data: unknown): FieldPath[] {
  switch (spec.type) {
    case 'local-line':
    case 'local-prose':
      return [spec.path, `${spec.path}.en`, `${spec.path}.hi`];
    case 'weekly-hours':
      return [
        spec.path,
        ...WEEKDAYS.flatMap((day) => SESSIONS.map((session) => `${spec.path}.${day}.${session}`)),
      ];
    case 'day-hours':
      return [spec.path, ...SESSIONS.map((session) => `${spec.path}.${session}`)];
    case 'list':
      return [
        spec.path,
        ...rowsOf(data, spec).flatMap((row, index) => [
          `${spec.path}.${index}`,
          ...rowSpecs(spec, index, row).flatMap((inner) => specPaths(inner, data)),
        ]),
      ];
    default:
      return [spec.path];
  }
}

/** Every path at which the form shows an input for an item of `kind` holding `data`. */
export function inputPaths(kind: ContentKind, data: unknown): FieldPath[] {
  return FIELD_SPECS[kind].flatMap((spec) => specPaths(spec, data));
}
