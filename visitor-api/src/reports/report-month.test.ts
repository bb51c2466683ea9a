import { reportRanges } from './report-month';

describe('reportRanges', () => {
  it('covers a past month whole and compares it with the whole month before', () => {
    expect(reportRanges('2026-10', '2026-11-23')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      previousRange: { from: '2026-09-01', to: '2026-09-30' },
    });
    expect(reportRanges('2026-03', '2026-11-23').previousRange).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(reportRanges('2026-02', '2026-11-23').previousRange).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
  it('crosses the year backwards', () => {
    expect(reportRanges('2026-01', '2026-11-23').previousRange).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
  it('runs the current month to today, against the same days of the month before', () => {
    expect(reportRanges('2026-11', '2026-11-23')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-23' },
      previousRange: { from: '2026-10-01', to: '2026-10-23' },
    });
    // 1–30 March so far: February has only 28 days.
    expect(reportRanges('2026-03', '2026-03-30').previousRange.to).toBe('2026-02-28');
    expect(reportRanges('2026-11', '2026-11-01').range).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
  });
  it('refuses a month that has not begun', () => {
    expect(() => reportRanges('2026-12', '2026-11-30')).toThrow(/2026-12 has not begun/);
    expect(() => reportRanges('2027-01', '2026-11-30')).toThrow(/has not begun/);
  });
  it('refuses months before 1970, where day arithmetic stops making sense', () => {
    expect(() => reportRanges('0000-01', '2026-11-30')).toThrow(/1970-01 or later/);
    expect(reportRanges('1970-01', '2026-11-30').range.from).toBe('1970-01-01');
  });
});
