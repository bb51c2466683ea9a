import { hindiTimeRange } from '../format/hindi-time';
import type { LocalText, Weekday } from '../contract/types';
import type { PlaceHoursFacts, Session } from './content-facts';
import { minutesOf, type SiteDay } from './site-day';

/** Weekdays as `Date#getUTCDay` numbers them (0 for Sunday). */
const WEEKDAY_KEYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A place's hours today, as a pilgrim needs them. */
export type HoursToday =
  /** The place keeps no hours the site knows. */
  | { kind: 'no-hours' }
  /** Shut all day, by a dated exception or its usual week. */
  | { kind: 'closed-today'; note: LocalNote | null }
  /** Confirmed hours: open this minute, until `closes`. */
  | { kind: 'open-now'; closes: string; note: LocalNote | null }
  /** Confirmed hours: shut now, opening again today at `opens`. */
  | { kind: 'opens-at'; opens: string; note: LocalNote | null }
  /** Confirmed hours: today's last session is over. */
  | { kind: 'closed-for-the-day'; note: LocalNote | null }
  /** Hours nobody has confirmed: what is usual, never "open now". */
  | { kind: 'usually'; sessions: Session[]; note: LocalNote | null };

type LocalNote = LocalText;

/** Today's exception to the usual week, if a keeper entered one. */
function exceptionOn(place: PlaceHoursFacts, date: string) {
  return place.exceptions.find(
    (exception) => exception.date <= date && date <= (exception.endDate ?? exception.date),
  );
}

/**
 * A place's hours on the Pawapuri day `day`: a dated exception first (a
 * closure, or other hours), else the usual weekday. "Open now" and "opens
 * at" only for hours a keeper has confirmed; unconfirmed ones are "usually".
 */
export function hoursToday(place: PlaceHoursFacts, day: SiteDay): HoursToday {
  if (!place.hours) return { kind: 'no-hours' };
  const exception = exceptionOn(place, day.date);
  const note = exception?.note ?? null;
  if (exception?.closed) return { kind: 'closed-today', note };
  const weekday = WEEKDAY_KEYS[day.weekday] ?? 'mon';
  const hours = exception?.hours ?? place.hours[weekday];
  const sessions = [hours.morning, hours.evening].filter(
    (session): session is Session => session !== null,
  );
  if (sessions.length === 0) return { kind: 'closed-today', note };
  if (!place.hoursVerified) return { kind: 'usually', sessions, note };
  const open = sessions.find(
    (session) => minutesOf(session.opens) <= day.minutes && day.minutes < minutesOf(session.closes),
  );
  if (open) return { kind: 'open-now', closes: open.closes, note };
  const next = sessions.find((session) => day.minutes < minutesOf(session.opens));
  if (next) return { kind: 'opens-at', opens: next.opens, note };
  return { kind: 'closed-for-the-day', note };
}

/**
 * A session as pages write it: `5:30–11:30` in English (24-hour clock, no
 * leading zero); in Hindi `सुबह 5:30 से 11:30 बजे तक` (docs/hindi-style.md).
 */
export function sessionText(session: Session, language = 'en'): string {
  if (language === 'hi') return hindiTimeRange(session.opens, session.closes);
  const time = (value: string) => value.replace(/^0(\d)/, '$1');
  return `${time(session.opens)}–${time(session.closes)}`;
}
