import type { HoursSession, WeeklyHours } from '../contract/types';
import { WEEKDAYS } from '../contract/values';
import { dateTimeFormat } from '../format/intl-formats';
import { sessionsText } from './site-date-text';

/** 23 November 2026 was a Monday: the weekdays' names are read from that week. */
const A_MONDAY = Date.UTC(2026, 10, 23);
const DAY_MS = 24 * 60 * 60 * 1000;

const weekdayName = (index: number, language: string) =>
  dateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(A_MONDAY + index * DAY_MS));

/**
 * A usual week's hours as one phrase: the day's sessions alone when every
 * weekday is alike (`5:30–11:30 and 17:30–20:30`), else each run of days with
 * its own (`Monday–Saturday: 6:00–12:00; Sunday: closed`). `closed` is the
 * page's word for a day without sessions.
 */
export function weekHoursText(week: WeeklyHours, language: string, closed: string): string {
  const daily = WEEKDAYS.map((day) => {
    const sessions = [week[day].morning, week[day].evening].filter(
      (session): session is HoursSession => session !== null,
    );
    return sessions.length > 0 ? sessionsText(sessions, language) : closed;
  });
  if (daily.every((text) => text === daily[0])) return daily[0] as string;
  const runs: { first: number; last: number; text: string }[] = [];
  daily.forEach((text, index) => {
    const run = runs[runs.length - 1];
    if (run && run.text === text) run.last = index;
    else runs.push({ first: index, last: index, text });
  });
  return runs
    .map(({ first, last, text }) => {
      const days =
        first === last
          ? weekdayName(first, language)
          : `${weekdayName(first, language)}–${weekdayName(last, language)}`;
      return `${days}: ${text}`;
    })
    .join('; ');
}
