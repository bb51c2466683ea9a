import { DASHBOARD_EVENT_ROWS } from '@pawapuri/shared/contract';
import type { DayRange, EventCountRow, Goal } from '@pawapuri/shared/contract/types';
import type { GoalCounts } from '../../../goals/goal-figures';
import { pageRegExp } from '../../../goals/page-pattern';
import { addDays } from '../../../common/time/local-day';
import type { EventColumns } from './event-columns';
import type { Dictionary } from './dictionary';
import { COLUMN_DIMENSIONS, type VisitColumns } from './visit-columns';

const PAGE = COLUMN_DIMENSIONS.indexOf('page');

/** 1 for each key of the dictionary that passes `test`: each distinct key is tested once. */
function keysPassing(dictionary: Dictionary, test: (key: string) => boolean): Uint8Array {
  const passing = new Uint8Array(dictionary.size);
  dictionary.keys.forEach((key, code) => {
    if (test(key)) passing[code] = 1;
  });
  return passing;
}

function propertyTest(goal: Goal): (json: string) => boolean {
  const { property, value } = goal;
  if (property === undefined) return () => true;
  return (json) => {
    try {
      return (JSON.parse(json) as Record<string, unknown>)[property] === value;
    } catch {
      return false;
    }
  };
}

/** A goal's conversions in a range, as found in memory. */
export interface Converted {
  /** 1 for each session that converted (every one, whatever the mask). */
  sessions: Uint8Array;
  /** Sessions converted and conversions, of the sessions the mask keeps. */
  uniques: number;
  total: number;
}

/**
 * The goal's conversions in `range`: visits to a matching page, or events of
 * its name (and property value). With `mask`, uniques and total count only
 * the sessions flagged there; the converted sessions are all flagged.
 */
export function convertedIn(
  columns: VisitColumns,
  events: EventColumns,
  goal: Goal,
  range: DayRange,
  mask: Uint8Array | null,
): Converted {
  const converted = new Uint8Array(columns.sessions.size);
  let uniques = 0;
  let total = 0;
  const count = (session: number) => {
    if (mask !== null && mask[session] !== 1) {
      converted[session] = 1;
      return;
    }
    total += 1;
    if (converted[session] === 0) uniques += 1;
    converted[session] = 1;
  };
  if (goal.page !== undefined) {
    const pattern = pageRegExp(goal.page);
    const pages = keysPassing(columns.dictionaries[PAGE]!, (key) => pattern.test(key));
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      const block = columns.days.get(day);
      if (!block) continue;
      const codes = block.columns[PAGE]!;
      for (let row = 0; row < block.length; row += 1) {
        if (pages[codes[row]!] === 1) count(block.sessions[row]!);
      }
    }
    return { sessions: converted, uniques, total };
  }
  const name = events.names.find(goal.event ?? '');
  if (name < 0) return { sessions: converted, uniques, total };
  const properties =
    goal.property === undefined ? null : keysPassing(events.properties, propertyTest(goal));
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const block = events.days.get(day);
    if (!block) continue;
    for (let row = 0; row < block.length; row += 1) {
      if (block.names[row] !== name) continue;
      if (properties !== null && properties[block.properties[row]!] !== 1) continue;
      count(block.sessions[row]!);
    }
  }
  return { sessions: converted, uniques, total };
}

/** Each goal's counts in the range and the previous one (masks: the view's sessions, or null for all). */
export function indexGoalCounts(
  columns: VisitColumns,
  events: EventColumns,
  goals: Goal[],
  range: DayRange,
  previous: DayRange,
  masks: { now: Uint8Array; before: Uint8Array } | null,
): GoalCounts[] {
  return goals.map((goal) => {
    const now = convertedIn(columns, events, goal, range, masks?.now ?? null);
    const before = convertedIn(columns, events, goal, previous, masks?.before ?? null);
    return {
      uniques: now.uniques,
      total: now.total,
      previousUniques: before.uniques,
      previousTotal: before.total,
    };
  });
}

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Events by name in the range of the sessions `mask` flags, most first (as sqlEventCounts reads them). */
export function indexEventCounts(
  events: EventColumns,
  range: DayRange,
  mask: Uint8Array,
): EventCountRow[] {
  const counts = new Int32Array(events.names.size);
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const block = events.days.get(day);
    if (!block) continue;
    for (let row = 0; row < block.length; row += 1) {
      if (mask[block.sessions[row]!] === 1) counts[block.names[row]!]! += 1;
    }
  }
  const rows: EventCountRow[] = [];
  counts.forEach((found, code) => {
    if (found > 0) rows.push({ name: events.names.keys[code]!, events: found });
  });
  rows.sort((a, b) => b.events - a.events || byBytes(a.name, b.name));
  return rows.slice(0, DASHBOARD_EVENT_ROWS);
}
