import { templeHoursValues } from './temple-hours';

describe('templeHoursValues', () => {
  it('gives both timetables and the day they were checked, in the page language', () => {
    expect(templeHoursValues('en')).toEqual({
      morning: '5:30–11:30',
      evening: '17:30–20:30',
      otherMorning: '6:00–12:00',
      otherEvening: '15:00–21:00',
      checked: '25 November 2026',
    });
    expect(templeHoursValues('hi').checked).toBe('25 नवंबर 2026');
  });
});
