/** An address that receives the report emails and alerts, in its language ('en', 'hi'). */
export interface MailRecipientsTable {
  email: string;
  language: string;
  /** The order the owner listed them in. */
  position: number;
}

/** The owner's thresholds for one alert (name 'visits-per-hour'); null: no alert on that side. */
export interface MailAlertThresholdsTable {
  name: string;
  above: number | null;
  below: number | null;
}

/**
 * A report or alert claimed or sent: kind 'weekly', 'monthly', 'alert-above',
 * 'alert-below'; period the week's Monday, the month or the local hour.
 * State 'sending' while one instance sends it, then 'sent'.
 */
export interface MailSentTable {
  kind: string;
  period: string;
  state: string;
  claimed_at: number;
  sent_at: number | null;
}

export interface MailTables {
  mail_recipients: MailRecipientsTable;
  mail_alert_thresholds: MailAlertThresholdsTable;
  mail_sent: MailSentTable;
}
