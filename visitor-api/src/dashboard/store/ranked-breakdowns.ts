import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { BreakdownRow, DashboardDimension } from '@pawapuri/shared/contract/types';
import type { Engine } from '../../common/db/database';
import type { Tables } from '../../common/db/tables';
import { byteOrder } from './dimension-sql';

export type BreakdownLists = Record<DashboardDimension, BreakdownRow[]>;

/**
 * The top `rows` keys of every dimension from `counts` (a subquery of `dim`,
 * `key`, `visits`), largest first and ties by key, in one statement. Shares
 * are of the range's visits, and for entry pages of the range's entries (all
 * of the entry rows, not only the top ones).
 */
export async function rankedBreakdowns(
  db: Kysely<Tables>,
  engine: Engine,
  counts: RawBuilder<unknown>,
  rows: number,
  /** The range's visits (may still be being counted by a query running alongside). */
  rangeVisits: number | Promise<number>,
): Promise<BreakdownLists> {
  const found = await sql<{ dim: string; key: string; visits: number; total: number }>`
    select dim, key, visits, total from (
      select dim, key, visits,
        sum(visits) over (partition by dim) as total,
        row_number() over (partition by dim order by visits desc, key ${byteOrder(engine)}) as position
      from (${counts}) as counts) as ranked
    where position <= ${rows}
    order by dim, position`.execute(db);
  const visitsInRange = await rangeVisits;
  const lists = Object.fromEntries(
    DASHBOARD_DIMENSIONS.map((dimension) => [dimension, [] as BreakdownRow[]]),
  ) as BreakdownLists;
  for (const row of found.rows) {
    const list = lists[row.dim as DashboardDimension];
    if (!list) continue;
    const visits = Number(row.visits);
    const whole = row.dim === 'entry' ? Number(row.total) : visitsInRange;
    list.push({ key: row.key, visits, share: whole > 0 ? visits / whole : 0 });
  }
  return lists;
}
