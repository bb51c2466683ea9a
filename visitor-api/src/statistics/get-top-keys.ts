import type { CountPair } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';

/** The most visited keys of one rollup kind ('page', 'country', 'device') over a day range. */
export async function getTopKeys(
  database: Database,
  kind: 'page' | 'country' | 'device',
  from: string,
  to: string,
  limit: number,
): Promise<CountPair[]> {
  const rows = await database.db
    .selectFrom('daily_counts')
    .select((eb) => ['key', eb.fn.sum<number>('visits').as('visits')])
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('key')
    .orderBy('visits', 'desc')
    .orderBy('key', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => [r.key, Number(r.visits)]);
}
