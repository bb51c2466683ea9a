import type { VisitorStatistics } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';
import { localDay } from '../common/time/local-day';
import { getCounter } from './get-counter';
import { getDailyTotals } from './get-daily-totals';
import { getDailyUniques, uniqueSessionsIn } from './get-daily-uniques';

/** Footer and home panel figures, from the rollups only. */
export async function getStatistics(database: Database, now: number): Promise<VisitorStatistics> {
  const today = localDay(now, database.timeZone);
  const [totalVisits, totals, uniques] = await Promise.all([
    getCounter(database, 'recorded'),
    getDailyTotals(database, today, today),
    getDailyUniques(database, today, today),
  ]);
  return {
    totalVisits,
    todayVisits: totals.get(today) ?? 0,
    todayUniqueVisitors: uniqueSessionsIn(uniques, today, today),
  };
}
