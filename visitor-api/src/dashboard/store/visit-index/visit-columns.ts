import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { DashboardDimension } from '@pawapuri/shared/contract/types';
import { dimensionKeys, type KeyedVisit } from '../../../common/dimensions/dimension-keys';
import { codeColumn, grown, withCode, type CodeColumn } from './code-column';
import { COLUMN_GROUPS, ColumnGroup } from './column-groups';
import { Dictionary } from './dictionary';

export type ColumnDimension = Exclude<DashboardDimension, 'entry'>;

/** The dimensions held as columns; the entry breakdown is the page column where `entry` is 1. */
export const COLUMN_DIMENSIONS = DASHBOARD_DIMENSIONS.filter(
  (dimension): dimension is ColumnDimension => dimension !== 'entry',
);

const COLUMN_OF = new Map<DashboardDimension, number>(
  COLUMN_DIMENSIONS.map((dimension, column) => [dimension, column]),
);

/** The stored columns of a visit the index reads. */
export interface IndexedVisit extends KeyedVisit {
  id: number;
  visit_time: number;
  local_day: string;
  session_id: string;
}

const FIRST_CAPACITY = 256;

/** One local day's visits, column by column, in the order they were read. */
export class DayBlock {
  length = 0;
  columns: CodeColumn[] = COLUMN_DIMENSIONS.map(() => codeColumn(FIRST_CAPACITY));
  /** Each column group's combination code (see COLUMN_GROUPS). */
  combinations: CodeColumn[] = COLUMN_GROUPS.map(() => codeColumn(FIRST_CAPACITY));
  sessions = new Int32Array(FIRST_CAPACITY);
  entries = new Uint8Array(FIRST_CAPACITY);
  times = new Float64Array(FIRST_CAPACITY);

  push(
    codes: number[],
    combinations: number[],
    session: number,
    entry: number,
    time: number,
  ): void {
    if (this.length === this.sessions.length) this.grow(this.length * 2);
    const at = this.length;
    for (let column = 0; column < codes.length; column += 1) {
      this.columns[column] = withCode(this.columns[column]!, at, codes[column]!);
    }
    for (let group = 0; group < combinations.length; group += 1) {
      this.combinations[group] = withCode(this.combinations[group]!, at, combinations[group]!);
    }
    this.sessions[at] = session;
    this.entries[at] = entry;
    this.times[at] = time;
    this.length += 1;
  }

  private grow(capacity: number): void {
    this.columns = this.columns.map((column) => grown(column, capacity));
    this.combinations = this.combinations.map((column) => grown(column, capacity));
    this.sessions = grown(this.sessions, capacity);
    this.entries = grown(this.entries, capacity);
    this.times = grown(this.times, capacity);
  }
}

/**
 * Every stored visit as dictionary-encoded columns, grouped by local day so a
 * range is read day by day in order. `lastId` and `rows` say how far it has
 * read, to catch up and to notice deletions.
 */
export class VisitColumns {
  readonly dictionaries = COLUMN_DIMENSIONS.map(() => new Dictionary());
  readonly groups = COLUMN_GROUPS.map(
    (dimensions) => new ColumnGroup(dimensions.map((dimension) => COLUMN_OF.get(dimension)!)),
  );
  /** The columns in no group, counted one by one. */
  readonly ungrouped = COLUMN_DIMENSIONS.map((_, column) => column).filter(
    (column) => !this.groups.some((group) => group.columns.includes(column)),
  );
  readonly sessions = new Dictionary();
  readonly days = new Map<string, DayBlock>();
  lastId = 0;
  rows = 0;

  add(visit: IndexedVisit): void {
    // The keys the rollups store, so the index and the rollups never disagree.
    const codes: number[] = [];
    for (const [dimension, key] of dimensionKeys(visit)) {
      const column = COLUMN_OF.get(dimension);
      if (column !== undefined) codes[column] = this.dictionaries[column]!.code(key);
    }
    let block = this.days.get(visit.local_day);
    if (!block) {
      block = new DayBlock();
      this.days.set(visit.local_day, block);
    }
    block.push(
      codes,
      this.groups.map((group) => group.code(codes)),
      this.sessions.code(visit.session_id),
      visit.is_entry === 1 ? 1 : 0,
      Number(visit.visit_time),
    );
    this.rows += 1;
    if (visit.id > this.lastId) this.lastId = visit.id;
  }
}
