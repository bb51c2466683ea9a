import type { Annotation, SeriesPoint } from '@pawapuri/shared';
import { annotationBuckets } from './annotation-buckets';

const point = (start: string): SeriesPoint => ({ start, visits: 1, uniqueVisitors: 1 });
const note = (day: string, lastDay?: string): Annotation => ({
  id: day,
  day,
  text: `note ${day}`,
  kind: lastDay ? 'festival' : 'note',
  ...(lastDay ? { lastDay } : {}),
});

describe('annotation buckets', () => {
  it('puts each day’s notes on its own day', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'].map(point);
    const buckets = annotationBuckets(days, [
      note('2026-11-02'),
      note('2026-11-02'),
      note('2026-11-03'),
    ]);
    expect([...buckets.entries()].map(([i, list]) => [i, list.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('puts a day in its week or month, and an hourly day’s notes on its first hour', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'].map(point);
    expect([...annotationBuckets(weeks, [note('2026-11-12')]).keys()]).toEqual([1]);
    const hours = ['2026-11-08T00:00', '2026-11-08T01:00'].map(point);
    expect([...annotationBuckets(hours, [note('2026-11-08')]).keys()]).toEqual([0]);
  });

  it('shows a festival that began before the range on its first point, and nothing before it', () => {
    const days = ['2026-11-09', '2026-11-10'].map(point);
    expect([...annotationBuckets(days, [note('2026-11-08', '2026-11-10')]).keys()]).toEqual([0]);
    expect(annotationBuckets(days, [note('2026-11-08')]).size).toBe(0);
    expect(annotationBuckets([], [note('2026-11-08')]).size).toBe(0);
  });
});
