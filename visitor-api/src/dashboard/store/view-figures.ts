import type { DashboardGranularity, DayRange } from '@pawapuri/shared/contract/types';
import type { BreakdownLists } from './ranked-breakdowns';

/** What a dashboard view reads from the store, whichever way it is read. */
export interface ViewFigures {
  visits: number;
  uniqueVisitors: number;
  previousVisits: number;
  previousUniqueVisitors: number;
  /** Visits and distinct sessions by bucket start (buckets without visits may be missing). */
  series: Map<string, { visits: number; uniqueVisitors: number }>;
  breakdowns: BreakdownLists;
}

export interface ViewRequest {
  range: DayRange;
  previousRange: DayRange;
  granularity: DashboardGranularity;
  breakdownRows: number;
}
