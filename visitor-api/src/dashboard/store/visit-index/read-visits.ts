import { sql } from 'kysely';
import type { Database } from '../../../common/db/database';
import type { IndexedVisit, VisitColumns } from './visit-columns';

/** Visits read per statement: bounds the memory a load holds at once. */
const BATCH = 20_000;

/** Where the store stands, read in one statement (so one snapshot on either engine). */
export interface StoreMark {
  maxId: number;
  stored: number;
  /** The events' highest id and how many there are. */
  maxEventId: number;
  events: number;
}

type Count = number | string | null;

/**
 * Read before every filtered view: two indexed maxima and two counters, so
 * nothing in it grows with the visits or events stored.
 */
export async function readMark(database: Database): Promise<StoreMark> {
  const found = await sql<{ max_id: Count; stored: Count; max_event_id: Count; events: Count }>`
    select (select max(id) from visits) as max_id,
      (select value from counters where name = 'stored') as stored,
      (select max(id) from events) as max_event_id,
      (select value from counters where name = 'events') as events`.execute(database.db);
  const row = found.rows[0];
  return {
    maxId: Number(row?.max_id ?? 0),
    stored: Number(row?.stored ?? 0),
    maxEventId: Number(row?.max_event_id ?? 0),
    events: Number(row?.events ?? 0),
  };
}

/**
 * Adds the visits after `columns.lastId` up to `untilId`, in id order and in
 * batches; yields to the event loop between batches so a long load never
 * holds the thread for more than one batch.
 */
export async function readVisitsInto(
  database: Database,
  columns: VisitColumns,
  untilId: number,
): Promise<void> {
  while (columns.lastId < untilId) {
    const batch = await database.db
      .selectFrom('visits')
      .select([
        'id',
        'visit_time',
        'local_day',
        'session_id',
        'is_entry',
        'page_visited',
        'source',
        'country',
        'city',
        'browser',
        'operating_system',
        'device_type',
        'language',
        'screen_resolution',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_content',
        'utm_term',
      ])
      .where('id', '>', columns.lastId)
      .where('id', '<=', untilId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) {
      columns.lastId = untilId;
      return;
    }
    for (const visit of batch) columns.add({ ...visit, id: Number(visit.id) } as IndexedVisit);
    // Ids not yet committed when the mark was read are skipped here; the count check catches them.
    columns.lastId = Math.max(columns.lastId, Number(batch[batch.length - 1]!.id));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
