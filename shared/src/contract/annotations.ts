import { Type } from '@sinclair/typebox';
import { ANNOTATION_TEXT_MAX, LOCAL_DAY_PATTERN } from './values';

/*
 * Annotations: notes on dates that the dashboard's chart shows. Keepers
 * (analysts and owners) add, change and remove their own; the published
 * festival calendar's dates appear among them by themselves, read-only.
 */

const Day = Type.String({ pattern: LOCAL_DAY_PATTERN, maxLength: 10 });

/** POST /api/visitors/annotations and PUT …/:id body: the day (site's time zone) and the note. */
export const AnnotationBody = Type.Object(
  {
    day: Day,
    text: Type.String({
      minLength: 1,
      maxLength: ANNOTATION_TEXT_MAX,
      format: 'visible-plain-text',
    }),
  },
  { additionalProperties: false },
);

/** GET /api/visitors/annotations query: the days shown (both included), and the festivals' language. */
export const AnnotationQuery = Type.Object(
  {
    from: Day,
    to: Day,
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
  },
  { additionalProperties: false },
);

/** One note on the chart. `festival`: from the published calendar, not editable here. */
export const AnnotationSchema = Type.Object({
  /** A keeper's note: its number; a festival: `festival:<festival id>:<first day>`. */
  id: Type.String(),
  day: Type.String(),
  /** A festival of several days: its last day (included). */
  lastDay: Type.Optional(Type.String()),
  text: Type.String(),
  kind: Type.Union([Type.Literal('note'), Type.Literal('festival')]),
  /** Who wrote the note (keeper notes only). */
  author: Type.Optional(Type.String()),
});

export const AnnotationList = Type.Object({ annotations: Type.Array(AnnotationSchema) });

/** PUT and DELETE /api/visitors/annotations/:id. */
export const AnnotationParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 }) },
  { additionalProperties: false },
);
