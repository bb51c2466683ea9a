import type { VisitorRecord } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';
import { RECORD_COLUMNS, toVisitorRecord, type RecordRow } from '../common/db/visit-rows';
import { filterConditions, type VisitFilter } from './visit-filter';

/**
 * Every matching visit, oldest first, read in keyset-paged chunks: memory stays
 * bounded whatever the row count, and no read transaction is held open while a
 * slow client downloads.
 */
export async function* streamVisits(
  database: Database,
  filter: VisitFilter,
  chunkSize = 500,
): AsyncGenerator<VisitorRecord[]> {
  let after: { time: number; id: number } | null = null;
  for (;;) {
    const cursor: { time: number; id: number } | null = after;
    const rows: RecordRow[] = await database.db
      .selectFrom('visits')
      .select(RECORD_COLUMNS)
      .where(filterConditions(database, filter))
      .$if(cursor !== null, (qb) =>
        // A row-value comparison, which both engines answer from the (visit_time, id) index.
        qb.where((eb) =>
          eb(eb.refTuple('visit_time', 'id'), '>', eb.tuple(cursor?.time ?? 0, cursor?.id ?? 0)),
        ),
      )
      .orderBy('visit_time', 'asc')
      .orderBy('id', 'asc')
      .limit(chunkSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toVisitorRecord);
    const last: RecordRow | undefined = rows[rows.length - 1];
    if (!last || rows.length < chunkSize) return;
    after = { time: Number(last.visit_time), id: Number(last.id) };
  }
}

export async function countVisits(database: Database, filter: VisitFilter): Promise<number> {
  const row = await database.db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(filterConditions(database, filter))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
