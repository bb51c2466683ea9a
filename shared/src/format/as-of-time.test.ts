import { formatAsOfTime } from './as-of-time';

// Local times, as the visitor's clock shows them.
const at = new Date(2026, 10, 22, 14, 5).getTime();

describe('formatAsOfTime', () => {
  it('gives the time alone on the same day, on a 24-hour clock', () => {
    expect(formatAsOfTime(at, 'en', new Date(2026, 10, 22, 18, 0).getTime())).toBe('14:05');
    expect(formatAsOfTime(at, 'hi', new Date(2026, 10, 22, 18, 0).getTime())).toBe('14:05');
  });

  it('adds the day for an earlier day, in the page language', () => {
    const nextDay = new Date(2026, 10, 23, 9, 0).getTime();
    expect(formatAsOfTime(at, 'en', nextDay)).toBe('22 Nov, 14:05');
    expect(formatAsOfTime(at, 'hi', nextDay)).toMatch(/^22 नव.*, 14:05$/);
  });
});
