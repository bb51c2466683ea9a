import { addDays, daysBetween, localDay } from './local-day';

describe('local days in Asia/Kolkata', () => {
  const zone = 'Asia/Kolkata';
  it('puts 23:59 and 00:01 local time on different days', () => {
    expect(localDay(Date.parse('2026-11-21T18:29:00Z'), zone)).toBe('2026-11-21');
    expect(localDay(Date.parse('2026-11-21T18:31:00Z'), zone)).toBe('2026-11-22');
  });
  it('does day arithmetic across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-24', '2026-11-22')).toBe(29);
  });
});
