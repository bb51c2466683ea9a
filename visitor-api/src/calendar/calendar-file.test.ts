import ICAL from 'ical.js';
import { calendarFile } from './calendar-file';
import type { CalendarEntry } from './calendar-entry';

const DEEPAWALI: CalendarEntry = {
  uid: 'deepawali-2026@pawapuri',
  title: 'Deepawali: Mahavira Nirvana',
  description: 'Lamps at the Jal Mandir; the Nirvana Laddu is offered at dawn.',
  days: { first: '2026-11-08', last: '2026-11-09' },
  sequence: 3,
  modifiedAt: new Date('2026-10-01T09:15:00Z'),
  location: 'Jal Mandir, Pawapuri, Bihar',
};

const AARTI: CalendarEntry = {
  uid: 'mahotsav-opening-2026@pawapuri',
  title: 'Pawapuri Mahotsav: opening',
  description: 'Opening evening by the lotus pond.',
  // 23:30 in Pawapuri is 18:00 UTC: the day differs from the UTC day only near midnight.
  times: { start: '2026-11-10T18:30', end: '2026-11-10T23:30' },
  sequence: 0,
  modifiedAt: new Date('2026-10-02T00:00:00Z'),
  location: 'Pawapuri, Bihar',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('calendarFile', () => {
  it('writes a festival as an all-day event with an exclusive end', () => {
    const text = calendarFile('Pawapuri festivals', [DEEPAWALI]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261108\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261110\r\n');
    const [event] = parse(text).events;
    const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-11-08');
    expect((event?.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2026-11-10');
    expect(event?.getFirstPropertyValue('uid')).toBe('deepawali-2026@pawapuri');
    expect(event?.getFirstPropertyValue('sequence')).toBe(3);
    expect((event?.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()).toEqual(
      new Date('2026-10-01T09:15:00Z'),
    );
    expect(event?.getFirstPropertyValue('summary')).toBe('Deepawali: Mahavira Nirvana');
  });

  it('writes a timed event at Pawapuri’s local time, with the zone’s definition', () => {
    const text = calendarFile('Pawapuri festivals', [AARTI]);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261110T183000\r\n');
    const { calendar, events } = parse(text);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([18, 30]);
    // The same instant everywhere: 18:30 IST is 13:00 UTC, 23:30 IST is 18:00 UTC.
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-11-10T13:00:00Z'));
    expect(event.endDate.toJSDate()).toEqual(new Date('2026-11-10T18:00:00Z'));
    ICAL.TimezoneService.reset();
  });

  it('is the same file whenever it is made, so subscribers see changes, not duplicates', () => {
    const first = calendarFile('Pawapuri festivals', [DEEPAWALI, AARTI]);
    expect(calendarFile('Pawapuri festivals', [DEEPAWALI, AARTI])).toBe(first);
    expect(parse(first).events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      'deepawali-2026@pawapuri',
      'mahotsav-opening-2026@pawapuri',
    ]);
  });

  it('keeps text that looks like calendar syntax inside its property', () => {
    const text = calendarFile('Pawapuri festivals', [
      { ...DEEPAWALI, title: 'Bridge\r\nEND:VEVENT\r\nBEGIN:VEVENT;x,y' },
    ]);
    const { events } = parse(text);
    expect(events).toHaveLength(1);
    expect(events[0]?.getFirstPropertyValue('summary')).toBe(
      'Bridge\nEND:VEVENT\nBEGIN:VEVENT;x,y',
    );
  });
});
