import type { WeeklyHours } from '../contract/types';
import { WEEKDAYS } from '../contract/values';
import { weekHoursText } from './week-hours-text';

const usual = {
  morning: { opens: '05:30', closes: '11:30' },
  evening: { opens: '17:30', closes: '20:30' },
};
const week = (overrides: Partial<WeeklyHours> = {}) =>
  ({ ...Object.fromEntries(WEEKDAYS.map((day) => [day, usual])), ...overrides }) as WeeklyHours;

describe('weekHoursText', () => {
  it("writes one day's sessions when every weekday is alike, in each language", () => {
    expect(weekHoursText(week(), 'en', 'closed')).toBe('5:30–11:30 and 17:30–20:30');
    expect(weekHoursText(week(), 'hi', 'बंद')).toBe(
      'सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8:30 बजे तक',
    );
  });

  it('names each run of days with its own hours, a day without sessions as closed', () => {
    const text = weekHoursText(
      week({
        sat: { morning: { opens: '06:00', closes: '12:00' }, evening: null },
        sun: { morning: null, evening: null },
      }),
      'en',
      'closed',
    );
    expect(text).toBe(
      'Monday–Friday: 5:30–11:30 and 17:30–20:30; Saturday: 6:00–12:00; Sunday: closed',
    );
  });
});
