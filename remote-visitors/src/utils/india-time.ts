import { CONTENT_TIME_ZONE } from '@pawapuri/shared';

/** India keeps one offset all year (no daylight saving): +05:30. */
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** An instant as a `datetime-local` value in India's time (YYYY-MM-DDTHH:MM). */
export function toIndiaTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as India's time, as an instant (ISO, UTC). */
export function fromIndiaTime(local: string): string {
  const ms = Date.parse(`${local}:00${INDIA_OFFSET}`);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
}

/** A timestamp as keepers read it: day and time in India. */
export function indiaDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CONTENT_TIME_ZONE,
  }).format(new Date(iso));
}

/** The day it is in India at `now` (YYYY-MM-DD), whatever the phone's time zone. */
export const todayInIndia = (now: Date): string => toIndiaTime(now.toISOString()).slice(0, 10);
