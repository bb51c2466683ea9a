import { DEFAULT_DASHBOARD_PERIOD } from '@pawapuri/shared/contract';
import type {
  DashboardGranularity,
  DashboardPeriod,
  DashboardRequest,
  DayRange,
} from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';
import { addDays, daysBetween } from '../common/time/local-day';

/** The longest range a custom view may ask for (ten years and a little). */
export const MAX_RANGE_DAYS = 3660;

export interface ResolvedPeriod {
  period: DashboardPeriod;
  range: DayRange;
  /** The same number of days, ending the day before `range` starts. */
  previousRange: DayRange;
  granularity: DashboardGranularity;
}

/** Series buckets by range length: hours for one or two days, days up to ~3 months, weeks up to a year. */
export function granularityOf(range: DayRange): DashboardGranularity {
  const days = daysBetween(range.from, range.to) + 1;
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

const isRealDay = (day: string) => {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
};

function customRange(query: DashboardRequest, today: string): DayRange {
  const { from, to } = query;
  if (from === undefined) throw new HttpError(400, 'a custom range needs "from"', 'from');
  if (to === undefined) throw new HttpError(400, 'a custom range needs "to"', 'to');
  if (!isRealDay(from)) throw new HttpError(400, `"${from}" is not a calendar day`, 'from');
  if (!isRealDay(to)) throw new HttpError(400, `"${to}" is not a calendar day`, 'to');
  if (from > to) throw new HttpError(400, '"from" is after "to"', 'from');
  if (from > today) throw new HttpError(400, '"from" is in the future', 'from');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) {
    throw new HttpError(400, `a range may span at most ${MAX_RANGE_DAYS} days`, 'to');
  }
  // Days to come have no visits yet: the range ends today.
  return { from, to: to > today ? today : to };
}

/**
 * The day range a dashboard query names, in the site's time zone (`today` is
 * the local day now; `firstDay` the first day with stored visits, for 'all').
 * Named periods end today except 'yesterday' and 'last-month'; '12mo' is the
 * 365 days to today. `from`/`to` belong to 'custom' only (and imply it when no
 * period is named).
 */
export function resolvePeriod(
  query: DashboardRequest,
  today: string,
  firstDay: string | null,
): ResolvedPeriod {
  const named = query.from !== undefined || query.to !== undefined ? 'custom' : undefined;
  // The query schema admits only the listed periods.
  const asked = query.period as DashboardPeriod | undefined;
  const period: DashboardPeriod = asked ?? named ?? (DEFAULT_DASHBOARD_PERIOD as DashboardPeriod);
  if (period !== 'custom' && named) {
    const field = query.from !== undefined ? 'from' : 'to';
    throw new HttpError(400, `"${field}" is only allowed with period=custom`, field);
  }
  const monthStart = `${today.slice(0, 8)}01`;
  const ending = (days: number): DayRange => ({ from: addDays(today, 1 - days), to: today });
  let range: DayRange;
  switch (period) {
    case 'today':
      range = ending(1);
      break;
    case 'yesterday':
      range = { from: addDays(today, -1), to: addDays(today, -1) };
      break;
    case '7d':
      range = ending(7);
      break;
    case '30d':
      range = ending(30);
      break;
    case 'month':
      range = { from: monthStart, to: today };
      break;
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      range = { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
      break;
    }
    case '12mo':
      range = ending(365);
      break;
    case 'all':
      range = { from: firstDay !== null && firstDay < today ? firstDay : today, to: today };
      break;
    case 'custom':
      range = customRange(query, today);
      break;
  }
  const days = daysBetween(range.from, range.to) + 1;
  const previousRange = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  return { period, range, previousRange, granularity: granularityOf(range) };
}
