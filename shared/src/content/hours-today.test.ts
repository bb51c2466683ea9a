import type { DayHours, Weekday } from '../contract/types';
import type { PlaceHoursFacts } from './content-facts';
import { hoursToday, sessionText } from './hours-today';
import { siteDayAt } from './site-day';

// The server's clock in UTC, as in production: Pawapuri's day must not follow it.
process.env.TZ = 'UTC';

const DAY: DayHours = {
  morning: { opens: '05:30', closes: '11:30' },
  evening: { opens: '17:30', closes: '20:30' },
};
const WEEK = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as Weekday[]).map((day) => [day, DAY]),
) as Record<Weekday, DayHours>;
const BRIDGE = { en: 'Bridge repairs', hi: 'पुल की मरम्मत' };

const JAL_MANDIR: PlaceHoursFacts = {
  hours: WEEK,
  hoursVerified: true,
  exceptions: [{ date: '2026-11-09', closed: true, note: BRIDGE }],
};

/** The Pawapuri day at an instant given in IST. */
const at = (ist: string) => siteDayAt(Date.parse(`${ist}+05:30`));

describe('hoursToday', () => {
  it('runs with the machine clock in UTC', () => {
    expect(new Date(Date.parse('2026-11-08T18:31:00Z')).getTimezoneOffset()).toBe(0);
  });

  it('at 23:59 IST the day’s sessions are over, though the UTC day is not', () => {
    expect(hoursToday(JAL_MANDIR, at('2026-11-08T23:59:00'))).toEqual({
      kind: 'closed-for-the-day',
      note: null,
    });
  });

  it('at 00:01 IST the next day’s exception applies, while it is still the day before in UTC', () => {
    const day = at('2026-11-09T00:01:00');
    expect(new Date(Date.parse('2026-11-09T00:01:00+05:30')).getUTCDate()).toBe(8);
    expect(hoursToday(JAL_MANDIR, day)).toEqual({ kind: 'closed-today', note: BRIDGE });
  });

  it('at 00:01 IST on an ordinary day, the place opens at its first session', () => {
    expect(hoursToday(JAL_MANDIR, at('2026-11-10T00:01:00'))).toEqual({
      kind: 'opens-at',
      opens: '05:30',
      note: null,
    });
  });

  it('is open now inside a session, until it closes, and opens again for the evening', () => {
    expect(hoursToday(JAL_MANDIR, at('2026-11-10T05:30:00'))).toMatchObject({
      kind: 'open-now',
      closes: '11:30',
    });
    expect(hoursToday(JAL_MANDIR, at('2026-11-10T11:30:00'))).toMatchObject({
      kind: 'opens-at',
      opens: '17:30',
    });
  });

  it('never says open now for hours nobody confirmed', () => {
    const unconfirmed = { ...JAL_MANDIR, hoursVerified: false };
    expect(hoursToday(unconfirmed, at('2026-11-10T06:00:00'))).toEqual({
      kind: 'usually',
      sessions: [DAY.morning, DAY.evening],
      note: null,
    });
    // A closure a keeper entered still closes it.
    expect(hoursToday(unconfirmed, at('2026-11-09T06:00:00')).kind).toBe('closed-today');
  });

  it('uses a range exception’s own hours on each of its days, and the usual week after', () => {
    const festival: PlaceHoursFacts = {
      ...JAL_MANDIR,
      exceptions: [
        {
          date: '2026-11-11',
          endDate: '2026-11-12',
          closed: false,
          hours: { morning: { opens: '04:00', closes: '23:00' }, evening: null },
        },
      ],
    };
    expect(hoursToday(festival, at('2026-11-12T22:00:00'))).toMatchObject({
      kind: 'open-now',
      closes: '23:00',
    });
    expect(hoursToday(festival, at('2026-11-13T22:00:00')).kind).toBe('closed-for-the-day');
  });

  it('knows no hours for a place that keeps none, and a weekday without sessions is closed', () => {
    expect(hoursToday({ ...JAL_MANDIR, hours: null }, at('2026-11-10T06:00:00'))).toEqual({
      kind: 'no-hours',
    });
    const shutSundays = {
      ...JAL_MANDIR,
      hours: { ...WEEK, sun: { morning: null, evening: null } },
    };
    expect(hoursToday(shutSundays, at('2026-11-15T06:00:00')).kind).toBe('closed-today');
  });
});

describe('sessionText', () => {
  it('writes a session on the 24-hour clock without leading zeros', () => {
    expect(sessionText({ opens: '05:30', closes: '11:30' })).toBe('5:30–11:30');
    expect(sessionText({ opens: '17:30', closes: '20:30' })).toBe('17:30–20:30');
  });
});
