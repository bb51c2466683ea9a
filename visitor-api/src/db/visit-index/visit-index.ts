import type { DashboardFilters } from '@pawapuri/shared/contract/types';
import type { Database } from '../database';
import type { ViewFigures, ViewRequest } from '../queries/dashboard/view-figures';
import { indexFigures, indexVisitorsBetween } from './index-figures';
import { readMark, readVisitsInto } from './read-visits';
import { VisitColumns } from './visit-columns';

/**
 * Filtered dashboard views from memory: every stored visit as columns (see
 * VisitColumns), loaded once in the background and caught up before each
 * view with the visits stored since, so it stays exact beside other API
 * instances writing to the same PostgreSQL. When the store holds fewer
 * visits than read (an erasure, the retention purge) or more than the new
 * ids explain, it is read again from scratch. Until a load is done, views
 * answer `null` and are read from the visits instead.
 */
export class VisitIndex {
  private columns: VisitColumns | null = null;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<VisitColumns | null> | null = null;

  /** `onLoaded` hears how many visits each completed load holds. */
  constructor(
    private readonly database: Database,
    private readonly onLoaded: (rows: number) => void = () => undefined,
  ) {}

  /**
   * The view's figures and its "visitors now" (sessions with a matching
   * visit from `since` to `until`), or null while the index is (re)loading.
   */
  async view(
    request: ViewRequest,
    filters: DashboardFilters,
    since: number,
    until: number,
  ): Promise<{ figures: ViewFigures; visitorsNow: number } | null> {
    if (!this.columns) {
      void this.load().catch(() => undefined);
      return null;
    }
    const columns = await this.caughtUp();
    if (!columns) return null;
    const { timeZone } = this.database;
    return {
      figures: indexFigures(columns, request, filters, timeZone),
      visitorsNow: indexVisitorsBetween(columns, filters, since, until, timeZone),
    };
  }

  /** Reads every visit (once; later calls wait for the same load). Rejects if the store fails. */
  load(): Promise<void> {
    this.loading ??= this.readAll().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** How many visits it holds (0 before a load). */
  get rows(): number {
    return this.columns?.rows ?? 0;
  }

  private async readAll(): Promise<void> {
    const columns = new VisitColumns();
    let mark = await readMark(this.database);
    await readVisitsInto(this.database, columns, mark.maxId);
    // Visits stored during the load are read too; a deletion meanwhile means reading again.
    mark = await readMark(this.database);
    await readVisitsInto(this.database, columns, mark.maxId);
    if (columns.rows !== mark.stored) throw new Error('the visits changed while they were read');
    this.columns = columns;
    this.onLoaded(columns.rows);
  }

  /** One catch-up at a time; views asking meanwhile share it. */
  private caughtUp(): Promise<VisitColumns | null> {
    this.catchingUp ??= this.catchUp().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async catchUp(): Promise<VisitColumns | null> {
    const columns = this.columns;
    if (!columns) return null;
    const mark = await readMark(this.database);
    if (mark.maxId > columns.lastId) await readVisitsInto(this.database, columns, mark.maxId);
    if (columns.rows === mark.stored) return columns;
    this.columns = null;
    void this.load().catch(() => undefined);
    return null;
  }
}

const indexes = new WeakMap<Database, VisitIndex>();

/**
 * The index of this store's visits (one per connection, made on first use;
 * `onLoaded` is taken from that first use).
 */
export function visitIndexOf(database: Database, onLoaded?: (rows: number) => void): VisitIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new VisitIndex(database, onLoaded);
    indexes.set(database, index);
  }
  return index;
}
