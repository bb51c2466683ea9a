import { Type } from '@sinclair/typebox';
import {
  EVENT_NAME_PATTERN,
  EVENT_PROPERTIES_MAX,
  EVENT_PROPERTY_NAME_PATTERN,
  EVENT_PROPERTY_VALUE_MAX,
} from './event-values';
import { VISIT_ID_PATTERN, VISITED_AT_PATTERN } from './values';

/**
 * POST /api/visitors/events body: one thing a visitor did on a page (a tap on
 * a phone number, a map, the UPI app...). It shares the visit's session id,
 * carries its own idempotency key (`eventId`, stored once) and, when it waited
 * in the browser's queue, the time it happened. A name neither built in
 * (BUILT_IN_EVENTS) nor added by a keeper is refused (400, field `name`).
 */
export const EventBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40, pattern: EVENT_NAME_PATTERN }),
    // The page the event happened on, as location.pathname gives it.
    pageVisited: Type.String({ minLength: 1, maxLength: 512, pattern: '^/', format: 'plain-text' }),
    sessionId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' }),
    eventId: Type.String({ maxLength: 64, pattern: VISIT_ID_PATTERN }),
    occurredAt: Type.Optional(Type.String({ maxLength: 40, pattern: VISITED_AT_PATTERN })),
    properties: Type.Optional(
      Type.Record(
        Type.String({ pattern: EVENT_PROPERTY_NAME_PATTERN }),
        Type.String({ minLength: 1, maxLength: EVENT_PROPERTY_VALUE_MAX, format: 'plain-text' }),
        { maxProperties: EVENT_PROPERTIES_MAX, additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** 201 when this request stored the event, 200 when its `eventId` was already stored. */
export const EventStored = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String({ format: 'date-time' }),
});

/** GET /api/visitors/event-names: the names the API takes. */
export const EventNames = Type.Object({
  builtIn: Type.Array(Type.String()),
  custom: Type.Array(Type.String()),
});

/** PUT/DELETE /api/visitors/event-names/:name. */
export const EventNameParams = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 40, pattern: EVENT_NAME_PATTERN }) },
  { additionalProperties: false },
);
