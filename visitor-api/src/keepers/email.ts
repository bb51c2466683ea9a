/** Emails are compared and stored lower-cased and trimmed, so one person has one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
