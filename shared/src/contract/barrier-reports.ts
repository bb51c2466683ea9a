import { Type } from '@sinclair/typebox';
import { BARRIER_CONTACT_MAX, BARRIER_TEXT_MAX } from './values';

/** POST /api/accessibility/barriers body: a visitor's report of an accessibility barrier. */
export const BarrierReportBody = Type.Object(
  {
    /** The site path the barrier is on. */
    page: Type.String({ minLength: 1, maxLength: 300, pattern: '^/[^\\s]*$' }),
    description: Type.String({
      minLength: 1,
      maxLength: BARRIER_TEXT_MAX,
      format: 'visible-plain-text',
    }),
    /** An email address or a phone number, if the visitor wants an answer. */
    contact: Type.Optional(
      Type.String({ maxLength: BARRIER_CONTACT_MAX, format: 'visible-plain-text' }),
    ),
    language: Type.Union([Type.Literal('en'), Type.Literal('hi')]),
  },
  { additionalProperties: false },
);

/** The report as stored, for the keepers. */
export const BarrierReportSchema = Type.Object({
  id: Type.Integer(),
  page: Type.String(),
  description: Type.String(),
  contact: Type.String(),
  language: Type.String(),
  reportedAt: Type.String({ format: 'date-time' }),
});

/** 201 to the visitor: received (nothing of it is echoed). */
export const BarrierReceived = Type.Object({ received: Type.Literal(true) });

/** GET /api/keepers/barrier-reports: the reports, newest first. */
export const BarrierReportList = Type.Object({ reports: Type.Array(BarrierReportSchema) });
