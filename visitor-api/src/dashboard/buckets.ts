import type { DashboardGranularity, DayRange } from '@pawapuri/shared/contract/types';
import { addDays } from '../common/time/local-day';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The start of the day/week/month bucket a day falls in: the day, its week's
 * Monday, its month's first day; a bucket cut by the range's start starts there.
 */
export function bucketOfDay(
  day: string,
  range: DayRange,
  granularity: DashboardGranularity,
): string {
  let start = day;
  if (granularity === 'week') start = mondayOf(day);
  else if (granularity === 'month') start = `${day.slice(0, 8)}01`;
  return start < range.from ? range.from : start;
}

/** The hour bucket of a local hour key ('YYYY-MM-DDTHH'). */
export const hourBucket = (hour: string) => `${hour}:00`;

/** Every bucket start of the range, in order. */
export function bucketStarts(range: DayRange, granularity: DashboardGranularity): string[] {
  const starts: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (granularity === 'hour') {
      for (const hour of HOURS) starts.push(hourBucket(`${day}T${hour}`));
    } else {
      const start = bucketOfDay(day, range, granularity);
      if (starts[starts.length - 1] !== start) starts.push(start);
    }
  }
  return starts;
}
