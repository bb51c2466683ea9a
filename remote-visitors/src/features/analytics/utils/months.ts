/** The site's time zone: months and days are the temple's, whatever the keeper's clock says. */
const SITE_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});

/** The month before `now`'s in the site's time zone, as YYYY-MM (the report's default). */
export function previousMonth(now: Date): string {
  const parts = Object.fromEntries(SITE_MONTH.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A month the report takes: YYYY-MM. */
export function isMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}
