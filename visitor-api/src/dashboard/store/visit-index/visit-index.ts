import type { DashboardFilters, EventCountRow, Goal } from '@pawapuri/shared/contract/types';
import type { Database } from '../../../common/db/database';
import type { ViewFigures, ViewRequest } from '../view-figures';
import type { GoalCounts } from '../../../goals/goal-figures';
import { EventColumns } from './event-columns';
import { indexFigures, indexVisitorsBetween } from './index-figures';
import { convertedIn, indexEventCounts, indexGoalCounts } from './index-goals';
import { readEventsInto } from './read-events';
import { readMark, readVisitsInto, type StoreMark } from './read-visits';
import { VisitColumns } from './visit-columns';

/** What the index holds: the visits and the events, sharing one dictionary of sessions. */
interface Loaded {
  visits: VisitColumns;
  events: EventColumns;
}

/** A filtered view as the index reads it. */
export interface IndexedView {
  figures: ViewFigures;
  visitorsNow: number;
  goals: GoalCounts[];
  events: EventCountRow[];
}

/**
 * Filtered dashboard views from memory: every stored visit and event as
 * columns (see VisitColumns, EventColumns), loaded once in the background
 * and caught up before each view with what was stored since, so it stays
 * exact beside other API instances writing to the same PostgreSQL. When the
 * store holds fewer visits or events than read (an erasure, the retention
 * purge) or more than the new ids explain, it is read again from scratch.
 * Until a load is done, views answer `null` and are read from the store.
 */
export class VisitIndex {
  private loaded: Loaded | null = null;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<Loaded | null> | null = null;

  /** `onLoaded` hears how many visits each completed load holds. */
  constructor(
    private readonly database: Database,
    private readonly onLoaded: (rows: number) => void = () => undefined,
  ) {}

  /**
   * A filtered view: its figures, its "visitors now" (sessions with a
   * matching visit from `since` to `until`), each goal's conversions of the
   * sessions it counts and their events; with `goalFilter`, only the visits
   * of sessions that converted it in the same range. Null while (re)loading.
   */
  async view(
    request: ViewRequest,
    filters: DashboardFilters,
    since: number,
    until: number,
    goals: Goal[],
    goalFilter: Goal | null,
  ): Promise<IndexedView | null> {
    const found = await this.ready();
    if (!found) return null;
    const { visits, events } = found;
    const { timeZone } = this.database;
    const { range, previousRange } = request;
    const masks = goalFilter
      ? {
          now: convertedIn(visits, events, goalFilter, range, null).sessions,
          before: convertedIn(visits, events, goalFilter, previousRange, null).sessions,
        }
      : null;
    const figures = indexFigures(visits, request, filters, timeZone, masks);
    const counted = { now: figures.sessionsNow, before: figures.sessionsBefore };
    return {
      figures,
      visitorsNow: indexVisitorsBetween(visits, filters, since, until, timeZone, masks?.now),
      goals: indexGoalCounts(visits, events, goals, range, previousRange, counted),
      events: indexEventCounts(events, range, counted.now),
    };
  }

  /** Each goal's conversions in an unfiltered view (every session counts), or null while (re)loading. */
  async goalCounts(request: ViewRequest, goals: Goal[]): Promise<GoalCounts[] | null> {
    const found = await this.ready();
    if (!found) return null;
    return indexGoalCounts(
      found.visits,
      found.events,
      goals,
      request.range,
      request.previousRange,
      null,
    );
  }

  /** Reads everything (once; later calls wait for the same load). Rejects if the store fails. */
  load(): Promise<void> {
    this.loading ??= this.readAll().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** How many visits it holds (0 before a load). */
  get rows(): number {
    return this.loaded?.visits.rows ?? 0;
  }

  private async ready(): Promise<Loaded | null> {
    if (!this.loaded) {
      void this.load().catch(() => undefined);
      return null;
    }
    return this.caughtUp();
  }

  private async readUpTo(loaded: Loaded, mark: StoreMark): Promise<void> {
    if (mark.maxId > loaded.visits.lastId) {
      await readVisitsInto(this.database, loaded.visits, mark.maxId);
    }
    if (mark.maxEventId > loaded.events.lastId) {
      await readEventsInto(this.database, loaded.events, mark.maxEventId);
    }
  }

  private static holds(loaded: Loaded, mark: StoreMark): boolean {
    return loaded.visits.rows === mark.stored && loaded.events.rows === mark.events;
  }

  private async readAll(): Promise<void> {
    const visits = new VisitColumns();
    const loaded = { visits, events: new EventColumns(visits.sessions) };
    await this.readUpTo(loaded, await readMark(this.database));
    // What was stored during the load is read too; a deletion meanwhile means reading again.
    const mark = await readMark(this.database);
    await this.readUpTo(loaded, mark);
    if (!VisitIndex.holds(loaded, mark)) throw new Error('the store changed while it was read');
    this.loaded = loaded;
    this.onLoaded(visits.rows);
  }

  /** One catch-up at a time; views asking meanwhile share it. */
  private caughtUp(): Promise<Loaded | null> {
    this.catchingUp ??= this.catchUp().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async catchUp(): Promise<Loaded | null> {
    const loaded = this.loaded;
    if (!loaded) return null;
    const mark = await readMark(this.database);
    await this.readUpTo(loaded, mark);
    if (VisitIndex.holds(loaded, mark)) return loaded;
    this.loaded = null;
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
