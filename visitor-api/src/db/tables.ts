import type { Generated } from 'kysely';

/** One recorded visit. Times are epoch milliseconds so both engines compare them the same way. */
export interface VisitsTable {
  id: Generated<number>;
  visit_time: number;
  /** The visit's calendar day in the site's time zone, fixed when it is stored. */
  local_day: string;
  ip_address: string;
  device_type: string;
  browser: string;
  operating_system: string;
  /** '' when unknown (so sorting treats it alike on both engines); the API answers null. */
  country: string;
  city: string;
  page_visited: string;
  referrer: string;
  screen_resolution: string;
  session_id: string;
  language: string;
}

/** Visits per local day and dimension: kind 'total' (key ''), 'page', 'country', 'device'. */
export interface DailyCountsTable {
  day: string;
  kind: string;
  key: string;
  visits: number;
}

/** The set of session ids seen on each local day, with the session's previous day seen. */
export interface DailySessionsTable {
  day: string;
  session_id: string;
  prev_day: string | null;
}

/**
 * For each local day, how many sessions were first seen that day after a gap of
 * `gap` days (1..30; 31 means not seen in the 30 days before). Counting the
 * distinct sessions of any window of up to 30 days then reads at most 30 x 31 rows.
 */
export interface DailyUniquesTable {
  day: string;
  gap: number;
  sessions: number;
}

/** Running totals: 'recorded' (every visit ever stored) and 'stored' (visits still kept). */
export interface CountersTable {
  name: string;
  value: number;
}

export interface Tables {
  visits: VisitsTable;
  daily_counts: DailyCountsTable;
  daily_sessions: DailySessionsTable;
  daily_uniques: DailyUniquesTable;
  counters: CountersTable;
}
