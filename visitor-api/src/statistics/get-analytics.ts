import type { AnalyticsSummary, DailyVisits } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';
import { addDays, localDay } from '../common/time/local-day';
import { getCounter } from './get-counter';
import { getDailyTotals } from './get-daily-totals';
import { getDailyUniques, uniqueSessionsIn } from './get-daily-uniques';
import { getTopKeys } from './get-top-keys';

export const TOP_LIMIT = 5;

/**
 * The dashboard summary. 'Today' is the local calendar day in the site's zone,
 * 'week' the 7 local days ending today, 'month' the 30 local days ending today.
 * Every figure comes from the per-day rollups, never from the raw visits.
 */
export async function getAnalytics(database: Database, now: number): Promise<AnalyticsSummary> {
  const today = localDay(now, database.timeZone);
  const weekStart = addDays(today, -6);
  const monthStart = addDays(today, -29);
  const [totalVisits, totals, uniques, devices, pages, countries] = await Promise.all([
    getCounter(database, 'recorded'),
    getDailyTotals(database, monthStart, today),
    getDailyUniques(database, monthStart, today),
    getTopKeys(database, 'device', today, today, 10),
    getTopKeys(database, 'page', monthStart, today, TOP_LIMIT),
    getTopKeys(database, 'country', monthStart, today, TOP_LIMIT),
  ]);

  const sumVisits = (from: string) =>
    [...totals.entries()].reduce((sum, [day, visits]) => (day >= from ? sum + visits : sum), 0);
  const device = (type: string) => devices.find(([key]) => key === type)?.[1] ?? 0;

  const dailyVisits: DailyVisits[] = [];
  for (let day = monthStart; day <= today; day = addDays(day, 1)) {
    dailyVisits.push({
      date: day,
      visits: totals.get(day) ?? 0,
      uniqueVisitors: uniqueSessionsIn(uniques, day, day),
    });
  }

  return {
    totalVisits,
    todayVisits: totals.get(today) ?? 0,
    todayUniqueVisitors: uniqueSessionsIn(uniques, today, today),
    weekVisits: sumVisits(weekStart),
    weekUniqueVisitors: uniqueSessionsIn(uniques, weekStart, today),
    monthVisits: sumVisits(monthStart),
    monthUniqueVisitors: uniqueSessionsIn(uniques, monthStart, today),
    todayMobileVisits: device('mobile'),
    todayDesktopVisits: device('desktop'),
    todayTabletVisits: device('tablet'),
    mostVisitedPages: pages,
    visitorsByCountry: countries,
    dailyVisits,
  };
}
