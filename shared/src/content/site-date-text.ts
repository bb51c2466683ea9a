import type { HoursSession } from '../contract/types';
import { hindiTime } from '../format/hindi-time';
import { dateTimeFormat, listFormat } from '../format/intl-formats';
import { sessionText } from './hours-today';

const locale = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * A Pawapuri date (YYYY-MM-DD) in the page's language: `Sunday, 8 November
 * 2026`, `रविवार, 8 नवंबर 2026`. Read at UTC, so the server and any phone
 * write the same day.
 */
export function siteDateText(
  date: string,
  language: string,
  parts: { weekday?: boolean; year?: boolean } = {},
): string {
  return dateTimeFormat(locale(language), {
    weekday: parts.weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: parts.year === false ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A day's sessions as one phrase: `5:30–11:30 and 17:30–20:30` (`और` in Hindi). */
export function sessionsText(sessions: readonly HoursSession[], language: string): string {
  return listFormat(locale(language), { type: 'conjunction' }).format(
    sessions.map((session) => sessionText(session, language)),
  );
}

/**
 * A time of day (HH:MM) as pages write it: `5:30`, `17:30` in English; in
 * Hindi with the part of the day and बजे, `शाम 5:30 बजे` (docs/hindi-style.md).
 */
export const timeText = (time: string, language = 'en') =>
  language === 'hi' ? hindiTime(time) : time.replace(/^0(\d)/, '$1');
