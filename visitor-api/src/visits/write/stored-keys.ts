import type { Kysely } from 'kysely';
import type { Tables } from '../../common/db/tables';
import type { StoredVisit } from '../../common/db/visit-rows';
import { chunks } from '../../common/db/chunks';

/** The visits already stored under any of `keys`, by key (answered as repeats). */
export async function storedKeys(
  trx: Kysely<Tables>,
  keys: string[],
): Promise<Map<string, StoredVisit>> {
  const found = new Map<string, StoredVisit>();
  for (const chunk of chunks([...new Set(keys)])) {
    const rows = await trx
      .selectFrom('visits')
      .select(['visit_id', 'id', 'visit_time'])
      .where('visit_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      if (row.visit_id === null) continue;
      found.set(row.visit_id, {
        id: Number(row.id),
        visitTime: Number(row.visit_time),
        repeated: true,
      });
    }
  }
  return found;
}
