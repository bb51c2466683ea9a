import {
  WEEKDAYS,
  DISTANCE_MEASURES,
  NOTICE_SEVERITIES,
  PLACE_TYPES,
  ROUTE_PLACE_TYPES,
  TRAVEL_MODES,
  type ContentKind,
} from '@pawapuri/shared';
import type { FieldPath } from './field-path';

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
  | 'session'
  | 'weekly-hours'
  | 'occurrences';

export interface FieldSpec {
  path: FieldPath;
  type: FieldType;
  /** Absent from the data when left empty. */
  optional?: boolean;
  /** Null in the data when left empty (a number not rated, a help place without a number). */
  nullable?: boolean;
  /** The choices of a `choice`. */
  choices?: readonly string[];
}

const verification: FieldSpec[] = [
  { path: 'verified', type: 'boolean' },
  { path: 'verifiedOn', type: 'day', nullable: true },
];
const order: FieldSpec = { path: 'order', type: 'number' };

/**
 * The fields the editor shows for each kind, in order. The lists inside an
 * item that are not listed here (a place's dated exceptions and aarti times,
 * a stay's amenities, a route's fares) are kept as they are by every save.
 */
export const FIELD_SPECS: Record<ContentKind, FieldSpec[]> = {
  place: [
    { path: 'name', type: 'local-line' },
    { path: 'type', type: 'choice', choices: PLACE_TYPES },
    { path: 'description', type: 'local-prose' },
    { path: 'practicalNotes', type: 'local-prose', optional: true },
    { path: 'hours', type: 'weekly-hours', nullable: true },
    { path: 'hoursVerified', type: 'boolean' },
    { path: 'coordinates.latitude', type: 'number' },
    { path: 'coordinates.longitude', type: 'number' },
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

/** Every path at which the form shows an input (and so can show an error). */
export function inputPaths(kind: ContentKind): FieldPath[] {
  return FIELD_SPECS[kind].flatMap((spec) => {
    if (spec.type === 'local-line' || spec.type === 'local-prose') {
      return [spec.path, `${spec.path}.en`, `${spec.path}.hi`];
    }
    if (spec.type === 'weekly-hours') {
      const sessions = WEEKDAYS.flatMap((day) =>
        SESSIONS.map((session) => `${spec.path}.${day}.${session}`),
      );
      return [spec.path, ...sessions];
    }
    return [spec.path];
  });
}
