import { minutesOf, siteDayAt } from './site-day';

describe('siteDayAt', () => {
  it('is the Pawapuri day, not the machine’s', () => {
    // 23:59 on 7 November in Pawapuri is 18:29 UTC.
    expect(siteDayAt(Date.parse('2026-11-07T18:29:00Z'))).toEqual({
      date: '2026-11-07',
      weekday: 6,
      minutes: 23 * 60 + 59,
    });
    // Two minutes later it is already Sunday the 8th there, still the 7th in UTC.
    expect(siteDayAt(Date.parse('2026-11-07T18:31:00Z'))).toEqual({
      date: '2026-11-08',
      weekday: 0,
      minutes: 1,
    });
  });

  it('reads a 24-hour time as minutes since midnight', () => {
    expect(minutesOf('05:30')).toBe(330);
    expect(minutesOf('20:30')).toBe(1230);
  });
});
