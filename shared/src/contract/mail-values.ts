/*
 * The plain values of the report-email contract. No imports: the keeper
 * page's form uses them at run time without pulling in the schema library.
 */

/** The languages a report or alert email is written in. */
export const MAIL_LANGUAGES = ['en', 'hi'] as const;

/** Addresses that receive the weekly and monthly reports and the alerts, at most. */
export const MAIL_RECIPIENTS_MAX = 20;

/** The largest visits-per-hour threshold an alert takes. */
export const ALERT_THRESHOLD_MAX = 1_000_000_000;

/**
 * A single address (no display name, no list): something@host.tld, no
 * spaces, angle brackets, quotes, commas or semicolons.
 */
export const MAIL_ADDRESS_PATTERN = '^[^\\s@<>",;]+@[^\\s@<>",;]+\\.[^\\s@<>",;]+$';

/** An address's length, at least and at most. */
export const MAIL_ADDRESS_LENGTH = { min: 3, max: 254 } as const;
