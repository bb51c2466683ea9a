import { addDays } from '../common/time/local-day';
import { granularityOf, resolvePeriod } from './period';

describe('resolvePeriod', () => {
  it('takes last month across a year boundary, with the same number of days before it', () => {
    expect(resolvePeriod({ period: 'last-month' }, '2027-01-15', null)).toEqual({
      period: 'last-month',
      range: { from: '2026-12-01', to: '2026-12-31' },
      previousRange: { from: '2026-10-31', to: '2026-11-30' },
      granularity: 'day',
    });
    expect(resolvePeriod({ period: 'last-month' }, '2028-03-31', null).range).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('starts "all" at today when nothing is stored, and defaults to 30 days', () => {
    expect(resolvePeriod({ period: 'all' }, '2026-11-22', null).range).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(resolvePeriod({}, '2026-11-22', null)).toMatchObject({
      period: '30d',
      range: { from: '2026-10-24', to: '2026-11-22' },
    });
    expect(
      resolvePeriod({ from: '2026-11-01', to: '2026-11-02' }, '2026-11-22', null),
    ).toMatchObject({ period: 'custom', granularity: 'hour' });
  });

  it('picks the bucket size from the number of days', () => {
    const range = (days: number) => ({ from: '2026-01-01', to: addDays('2026-01-01', days - 1) });
    expect([1, 2, 3, 92, 93, 366, 367].map((days) => granularityOf(range(days)))).toEqual([
      'hour',
      'hour',
      'day',
      'day',
      'week',
      'week',
      'month',
    ]);
  });
});
