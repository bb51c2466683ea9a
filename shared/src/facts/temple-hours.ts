/**
 * The temples' daily hours as public sources give them. The sources disagree
 * with each other (both show a midday closure), so the site shows both as
 * "usually", with the date they were last checked, and sends pilgrims to the
 * temple office for the day's hours. Re-check against the sources listed in
 * docs/sources.md and change the date when you do.
 */
export const TEMPLE_HOURS = {
  /** The day the timetables below were last compared with their sources (ISO date). */
  checkedOn: '2026-11-25',
  /** The first source's timetable and the second's (24-hour clock). */
  timetables: [
    { morning: '5:30–11:30', evening: '17:30–20:30' },
    { morning: '6:00–12:00', evening: '15:00–21:00' },
  ],
} as const;

/** Values for a string's `{{morning}}`, `{{evening}}`, `{{otherMorning}}`, `{{otherEvening}}` and `{{checked}}`. */
export interface TempleHoursValues {
  morning: string;
  evening: string;
  otherMorning: string;
  otherEvening: string;
  checked: string;
}

/**
 * The hours as a catalog string's values, the date in `language`'s words
 * ('25 November 2026', '25 नवंबर 2026'). Read at UTC so the server and the
 * browser write the same day.
 */
export function templeHoursValues(language: string): TempleHoursValues {
  const [first, second] = TEMPLE_HOURS.timetables;
  const checked = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${TEMPLE_HOURS.checkedOn}T00:00:00Z`));
  return {
    morning: first.morning,
    evening: first.evening,
    otherMorning: second.morning,
    otherEvening: second.evening,
    checked,
  };
}
