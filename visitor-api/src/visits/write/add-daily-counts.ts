import type { Kysely } from 'kysely';
import type { Tables } from '../../common/db/tables';
import type { VisitRow } from './insert-visit-rows';
import { addToDailyCounts, type DailyCountKey } from '../../common/db/daily-counts';
import { dimensionKeys } from '../../common/dimensions/dimension-keys';

/** Each visit's day in total and by every dashboard dimension. */
function* countedKeys(rows: VisitRow[]): Generator<DailyCountKey> {
  for (const row of rows) {
    yield [row.local_day, 'total', ''];
    for (const [kind, key] of dimensionKeys(row)) yield [row.local_day, kind, key];
  }
}

/** Visits per day in total and by every dashboard dimension, added in one upsert per chunk. */
export async function addDailyCounts(trx: Kysely<Tables>, rows: VisitRow[]): Promise<void> {
  await addToDailyCounts(trx, countedKeys(rows));
}
