import { Type } from '@sinclair/typebox';
import {
  EVENT_NAME_PATTERN,
  EVENT_PROPERTY_NAME_PATTERN,
  EVENT_PROPERTY_VALUE_MAX,
} from './event-values';
import { GOAL_ID_PATTERN, GOAL_PAGE_PATTERN } from './goal-values';

/**
 * A goal: what counts as a conversion. Either `page`, a path where `*` stands
 * for any run of characters (`/stays/*`), or `event`, an event name, with
 * `property` and `value` when only events carrying that property value count.
 * The API refuses a body with both or neither of `page` and `event` (400,
 * field `page`), and a `property` without a `value` or either without an
 * `event` (400, the field missing or out of place).
 */
export const GoalBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, format: 'visible-plain-text' }),
    page: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        pattern: GOAL_PAGE_PATTERN,
        format: 'plain-text',
      }),
    ),
    event: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: EVENT_NAME_PATTERN })),
    property: Type.Optional(Type.String({ pattern: EVENT_PROPERTY_NAME_PATTERN })),
    value: Type.Optional(
      Type.String({ minLength: 1, maxLength: EVENT_PROPERTY_VALUE_MAX, format: 'plain-text' }),
    ),
  },
  { additionalProperties: false },
);

/** A stored goal. */
export const Goal = Type.Composite([Type.Object({ id: Type.Integer() }), GoalBody]);

/** GET /api/visitors/goals (and the answer to adding or removing one). */
export const GoalList = Type.Object({ goals: Type.Array(Goal) });

/** DELETE /api/visitors/goals/:id. */
export const GoalParams = Type.Object(
  { id: Type.String({ pattern: GOAL_ID_PATTERN, maxLength: 10 }) },
  { additionalProperties: false },
);

const Figure = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Number>>(
  value: T,
) => Type.Object({ value, previous: value });

/**
 * One goal's conversions in a dashboard view. A conversion is a visit to a
 * matching page or a matching event in the range. With filters (a goal filter
 * included) only conversions of sessions with a matching visit in the same
 * range count. `uniques`: sessions that converted; `total`: conversions;
 * `rate`: uniques / the view's unique visitors (0..1).
 */
export const GoalFigures = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  uniques: Figure(Type.Integer()),
  total: Figure(Type.Integer()),
  rate: Figure(Type.Number()),
});

/** One event name in a dashboard view and its events in the range (see Dashboard `events`). */
export const EventCount = Type.Object({
  name: Type.String(),
  events: Type.Integer(),
});
