import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { CalendarEntry } from './calendar-entry';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Kolkata';

/**
 * An iCalendar file (RFC 5545) of the entries: a festival as an all-day
 * event (`DTSTART;VALUE=DATE` and the day after its last as the exclusive
 * `DTEND`), a timed event at Pawapuri's local times (`TZID=Asia/Kolkata`
 * with its VTIMEZONE), each with its stable UID, DTSTAMP and SEQUENCE.
 * Times are read in Pawapuri's zone (dayjs), never the server's.
 */
export function calendarFile(name: string, entries: readonly CalendarEntry[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Pawapuri', product: 'Festival calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (DTSTAMP stays UTC); each event names its own.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const entry of entries) {
    const common = {
      id: entry.uid,
      summary: entry.title,
      description: entry.description,
      location: entry.location,
      sequence: entry.sequence,
      stamp: entry.modifiedAt,
      lastModified: entry.modifiedAt,
      timezone: ZONE,
    };
    if (entry.days) {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: dayjs.tz(entry.days.first, ZONE),
        end: dayjs.tz(entry.days.last, ZONE).add(1, 'day'),
      });
    } else if (entry.times) {
      calendar.createEvent({
        ...common,
        start: dayjs.tz(entry.times.start, ZONE),
        end: dayjs.tz(entry.times.end, ZONE),
      });
    }
  }
  return calendar.toString();
}
