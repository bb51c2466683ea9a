/** The site's time zone: every "today" on the site is the day in Pawapuri. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** India has kept +05:30 all year, without daylight saving, since 1945. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

export interface SiteDay {
  /** The date in Pawapuri (YYYY-MM-DD). */
  date: string;
  /** Its day of the week, 0 for Sunday. */
  weekday: number;
  /** Minutes since midnight in Pawapuri. */
  minutes: number;
}

/**
 * The day and time in Pawapuri at `epochMs`, whatever the time zone of the
 * server or the phone: read from UTC shifted by India's fixed offset, never
 * from the machine's local time.
 */
export function siteDayAt(epochMs: number): SiteDay {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Minutes since midnight of a 24-hour `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
