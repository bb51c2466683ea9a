import { Type } from '@sinclair/typebox';
import {
  ALERT_THRESHOLD_MAX,
  MAIL_ADDRESS_LENGTH,
  MAIL_ADDRESS_PATTERN,
  MAIL_LANGUAGES,
  MAIL_RECIPIENTS_MAX,
} from './mail-values';

/*
 * GET and PUT /api/keepers/mail-reports (owners): who receives the weekly and
 * monthly report emails and the hourly visit alerts, and the alert's
 * thresholds. PUT replaces the whole setting; unknown fields are a 400.
 */

const Language = Type.Unsafe<(typeof MAIL_LANGUAGES)[number]>(
  Type.Union(MAIL_LANGUAGES.map((language) => Type.Literal(language))),
);

/** A single address, no control characters. */
const Address = Type.String({
  minLength: MAIL_ADDRESS_LENGTH.min,
  maxLength: MAIL_ADDRESS_LENGTH.max,
  pattern: MAIL_ADDRESS_PATTERN,
  format: 'plain-text',
});

/** Visits in one local hour; null: no alert on that side. */
const Threshold = Type.Union([
  Type.Integer({ minimum: 0, maximum: ALERT_THRESHOLD_MAX }),
  Type.Null(),
]);

export const MailRecipient = Type.Object(
  { email: Address, language: Language },
  { additionalProperties: false },
);

export const MailReportsBody = Type.Object(
  {
    recipients: Type.Array(MailRecipient, { maxItems: MAIL_RECIPIENTS_MAX }),
    /** An alert goes to every recipient when an hour's visits are above `above` or below `below`. */
    alert: Type.Object({ above: Threshold, below: Threshold }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** The setting, and what the server can do with it. */
export const MailReports = Type.Object({
  recipients: Type.Array(Type.Object({ email: Type.String(), language: Language })),
  alert: Type.Object({ above: Threshold, below: Threshold }),
  /** False while SMTP_HOST is unset: the setting is kept, nothing is sent. */
  smtpConfigured: Type.Boolean(),
  /** The reports and alerts sent most recently, newest first. */
  sent: Type.Array(
    Type.Object({
      kind: Type.String(),
      period: Type.String(),
      sentAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
