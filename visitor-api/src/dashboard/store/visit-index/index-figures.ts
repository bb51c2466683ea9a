import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { BreakdownRow, DashboardFilters } from '@pawapuri/shared/contract/types';
import { bucketOfDay, hourBucket } from '../../buckets';
import { addDays, localDay, localHour } from '../../../common/time/local-day';
import type { BreakdownLists } from '../ranked-breakdowns';
import type { ViewFigures, ViewRequest } from '../view-figures';
import type { CodeColumn } from './code-column';
import {
  COLUMN_DIMENSIONS,
  type ColumnDimension,
  type DayBlock,
  type VisitColumns,
} from './visit-columns';

const PAGE = COLUMN_DIMENSIONS.indexOf('page');
const QUARTER_HOUR_MS = 15 * 60_000;

/** A filter as a column and the code it must hold; -1 matches no visit. */
interface Condition {
  column: number;
  code: number;
}

function conditionsOf(columns: VisitColumns, filters: DashboardFilters) {
  const conditions: Condition[] = [];
  let entriesOnly = false;
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    // An entry filter is the page filter on entry visits.
    if (name === 'entry') entriesOnly = true;
    const column = name === 'entry' ? PAGE : COLUMN_DIMENSIONS.indexOf(name as ColumnDimension);
    conditions.push({ column, code: columns.dictionaries[column]!.find(value) });
  }
  return { conditions, entriesOnly };
}

/** Byte order of the UTF-8 keys, as both engines sort them. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The top `rows` keys of a count array, largest first and ties by key, with shares of `whole`. */
function ranked(counts: Int32Array, keys: string[], rows: number, whole: number): BreakdownRow[] {
  const found: { key: string; visits: number }[] = [];
  for (let code = 0; code < counts.length; code += 1) {
    if (counts[code]! > 0) found.push({ key: keys[code]!, visits: counts[code]! });
  }
  found.sort((a, b) => b.visits - a.visits || byBytes(a.key, b.key));
  return found.slice(0, rows).map(({ key, visits }) => ({
    key,
    visits,
    share: whole > 0 ? visits / whole : 0,
  }));
}

/** Adds 1 to `tally` at the code each of the first `found` matched rows holds in `codes`. */
function tallyRows(tally: Int32Array, codes: CodeColumn, matched: Int32Array, found: number): void {
  for (let k = 0; k < found; k += 1) tally[codes[matched[k]!]!]! += 1;
}

/** Writes the rows of a day that hold every condition into `matched`; returns how many. */
function matchingRows(
  block: DayBlock,
  conditions: Condition[],
  entriesOnly: boolean,
  matched: Int32Array,
  /** Only rows of the sessions flagged here (a goal filter), when given. */
  sessionMask: Uint8Array | null = null,
): number {
  if (sessionMask) return maskedRows(block, conditions, entriesOnly, matched, sessionMask);
  let found = 0;
  const flags = block.entries;
  if (conditions.length === 1 && !entriesOnly) {
    const keys = block.columns[conditions[0]!.column]!;
    const code = conditions[0]!.code;
    for (let row = 0; row < block.length; row += 1) {
      if (keys[row] === code) matched[found++] = row;
    }
    return found;
  }
  const columns = conditions.map((condition) => block.columns[condition.column]!);
  const codes = conditions.map((condition) => condition.code);
  rows: for (let row = 0; row < block.length; row += 1) {
    if (entriesOnly && flags[row] !== 1) continue;
    for (let c = 0; c < columns.length; c += 1) {
      if (columns[c]![row] !== codes[c]) continue rows;
    }
    matched[found++] = row;
  }
  return found;
}

/** matchingRows for the rows of flagged sessions only. */
function maskedRows(
  block: DayBlock,
  conditions: Condition[],
  entriesOnly: boolean,
  matched: Int32Array,
  sessionMask: Uint8Array,
): number {
  let found = 0;
  const { sessions, entries } = block;
  const columns = conditions.map((condition) => block.columns[condition.column]!);
  const codes = conditions.map((condition) => condition.code);
  rows: for (let row = 0; row < block.length; row += 1) {
    if (sessionMask[sessions[row]!] !== 1) continue;
    if (entriesOnly && entries[row] !== 1) continue;
    for (let c = 0; c < columns.length; c += 1) {
      if (columns[c]![row] !== codes[c]) continue rows;
    }
    matched[found++] = row;
  }
  return found;
}

/** The sessions a goal filter keeps: those that converted in the range, and in the previous range. */
export interface GoalMasks {
  now: Uint8Array;
  before: Uint8Array;
}

/** A view's figures and the sessions it counted (1: a matching visit), in the range and the previous one. */
export interface IndexView extends ViewFigures {
  sessionsNow: Uint8Array;
  sessionsBefore: Uint8Array;
}

/**
 * A filtered view from the columns in memory: the same figures the SQL path
 * reads from the visits. Days are read in order, so the bucket of the visits
 * read never goes back, and a session's unique visit in a bucket is counted by
 * remembering only the last bucket it was counted in.
 */
export function indexFigures(
  columns: VisitColumns,
  request: ViewRequest,
  filters: DashboardFilters,
  timeZone: string,
  goalMasks: GoalMasks | null = null,
): IndexView {
  const { range, previousRange: previous, granularity, breakdownRows } = request;
  const { conditions, entriesOnly } = conditionsOf(columns, filters);
  const matchesNothing = conditions.some((condition) => condition.code < 0);
  const sessionCount = columns.sessions.size;
  const seenNow = new Uint8Array(sessionCount);
  const seenBefore = new Uint8Array(sessionCount);
  const lastBucket = new Int32Array(sessionCount);
  const counts = columns.dictionaries.map((dictionary) => new Int32Array(dictionary.size));
  const combinationCounts = columns.groups.map((group) => new Int32Array(group.members.length));
  const { ungrouped } = columns;
  const entryCounts = new Int32Array(columns.dictionaries[PAGE]!.size);
  const bucketStarts: string[] = [];
  const bucketVisits: number[] = [];
  const bucketUniques: number[] = [];
  const hourly = new Map<string, { visits: number; sessions: Set<number> }>();
  let visits = 0;
  let uniques = 0;
  let earlier = 0;
  let uniquesBefore = 0;
  let entries = 0;

  let matched = new Int32Array(1024);
  // Zone offsets in use today are multiples of 15 minutes: a quarter hour of UTC
  // lies within one local hour, so each quarter's hour is worked out once.
  const hours = new Map<number, string>();
  const hourOf = (time: number) => {
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let start = hours.get(quarter);
    if (start === undefined) {
      start = hourBucket(localHour(time, timeZone));
      hours.set(quarter, start);
    }
    return start;
  };
  for (let day = previous.from; day <= range.to && !matchesNothing; day = addDays(day, 1)) {
    const block = columns.days.get(day);
    if (!block) continue;
    if (matched.length < block.length) matched = new Int32Array(block.length);
    const mask = goalMasks ? (day < range.from ? goalMasks.before : goalMasks.now) : null;
    const found = matchingRows(block, conditions, entriesOnly, matched, mask);
    if (found === 0) continue;
    const { sessions, entries: entryFlags, times } = block;
    if (day < range.from) {
      earlier += found;
      for (let k = 0; k < found; k += 1) {
        const session = sessions[matched[k]!]!;
        if (seenBefore[session] === 0) {
          seenBefore[session] = 1;
          uniquesBefore += 1;
        }
      }
      continue;
    }
    visits += found;
    // Column by column: one tight loop each, over the day's matching rows;
    // a group of columns as one column of their combinations.
    for (const column of ungrouped) {
      tallyRows(counts[column]!, block.columns[column]!, matched, found);
    }
    for (let group = 0; group < combinationCounts.length; group += 1) {
      tallyRows(combinationCounts[group]!, block.combinations[group]!, matched, found);
    }
    // A bucket is listed once a visit falls in it, as the grouped SQL lists it.
    // Hours are counted apart below; 0 marks no day bucket.
    let bucketMark = 0;
    if (granularity !== 'hour') {
      const dayBucket = bucketOfDay(day, range, granularity);
      if (bucketStarts[bucketStarts.length - 1] !== dayBucket) {
        bucketStarts.push(dayBucket);
        bucketVisits.push(0);
        bucketUniques.push(0);
      }
      bucketMark = bucketStarts.length;
      bucketVisits[bucketMark - 1]! += found;
    }
    // One pass over the matching rows for entries, the range's distinct sessions
    // and the bucket's: each row's session is read once.
    const pages = block.columns[PAGE]!;
    let bucketFound = 0;
    for (let k = 0; k < found; k += 1) {
      const row = matched[k]!;
      const session = sessions[row]!;
      if (entryFlags[row] === 1) {
        entryCounts[pages[row]!]! += 1;
        entries += 1;
      }
      if (seenNow[session] === 0) {
        seenNow[session] = 1;
        uniques += 1;
      }
      if (bucketMark !== 0 && lastBucket[session] !== bucketMark) {
        lastBucket[session] = bucketMark;
        bucketFound += 1;
      }
    }
    if (bucketMark !== 0) {
      bucketUniques[bucketMark - 1]! += bucketFound;
      continue;
    }
    for (let k = 0; k < found; k += 1) {
      const row = matched[k]!;
      const start = hourOf(times[row]!);
      const point = hourly.get(start) ?? { visits: 0, sessions: new Set<number>() };
      point.visits += 1;
      point.sessions.add(sessions[row]!);
      hourly.set(start, point);
    }
  }

  columns.groups.forEach((group, at) => group.spread(combinationCounts[at]!, counts));
  const series: ViewFigures['series'] = new Map();
  bucketStarts.forEach((start, bucket) => {
    series.set(start, { visits: bucketVisits[bucket]!, uniqueVisitors: bucketUniques[bucket]! });
  });
  for (const [start, point] of hourly) {
    series.set(start, { visits: point.visits, uniqueVisitors: point.sessions.size });
  }
  const breakdowns = Object.fromEntries(
    DASHBOARD_DIMENSIONS.map((dimension) => {
      if (dimension === 'entry') {
        const keys = columns.dictionaries[PAGE]!.keys;
        return [dimension, ranked(entryCounts, keys, breakdownRows, entries)];
      }
      const column = COLUMN_DIMENSIONS.indexOf(dimension);
      const keys = columns.dictionaries[column]!.keys;
      return [dimension, ranked(counts[column]!, keys, breakdownRows, visits)];
    }),
  ) as BreakdownLists;
  return {
    visits,
    uniqueVisitors: uniques,
    previousVisits: earlier,
    previousUniqueVisitors: uniquesBefore,
    series,
    breakdowns,
    sessionsNow: seenNow,
    sessionsBefore: seenBefore,
  };
}

/** Distinct sessions with a matching visit from `since` to `until` (epoch ms), as "visitors now" counts them. */
export function indexVisitorsBetween(
  columns: VisitColumns,
  filters: DashboardFilters,
  since: number,
  until: number,
  timeZone: string,
  goalSessions: Uint8Array | null = null,
): number {
  const { conditions, entriesOnly } = conditionsOf(columns, filters);
  if (conditions.some((condition) => condition.code < 0)) return 0;
  const sessions = new Set<number>();
  const last = localDay(until, timeZone);
  for (let day = localDay(since, timeZone); day <= last; day = addDays(day, 1)) {
    const block = columns.days.get(day);
    if (!block) continue;
    const matched = new Int32Array(block.length);
    const found = matchingRows(block, conditions, entriesOnly, matched, goalSessions);
    for (let k = 0; k < found; k += 1) {
      const row = matched[k]!;
      const time = block.times[row]!;
      if (time >= since && time <= until) sessions.add(block.sessions[row]!);
    }
  }
  return sessions.size;
}
