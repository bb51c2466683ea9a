import { sql, type RawBuilder } from 'kysely';
import type { DashboardFilters, DayRange } from '@pawapuri/shared/contract/types';
import type { Database } from '../../common/db/database';

/** Above this share of the stored visits, reading the table in order beats the day index. */
const WHOLE_TABLE_SHARE = 0.25;

/**
 * How a filtered view names the visits table. SQLite keeps no statistics here
 * and always walks the day index, then looks each row up: for a range holding
 * most of the table (a year of a year's visits) reading the table straight
 * through is faster (visitor-api/BENCHMARK-LOG.md, Dashboard over a year), so
 * wide ranges say NOT INDEXED. The
 * per-day totals and the stored counter tell the range's share for free. A
 * source filter keeps its (source, day) index, which reads only its visits.
 * PostgreSQL's planner has statistics and decides itself.
 */
export async function visitsTable(
  database: Database,
  range: DayRange,
  filters: DashboardFilters,
): Promise<RawBuilder<unknown>> {
  const plain = sql`visits`;
  if (database.engine !== 'sqlite' || filters.source !== undefined) return plain;
  const [inRange, stored] = await Promise.all([
    database.db
      .selectFrom('daily_counts')
      .select((eb) => eb.fn.sum<number>('visits').as('visits'))
      .where('kind', '=', 'total')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .executeTakeFirst(),
    database.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'stored')
      .executeTakeFirst(),
  ]);
  const total = Number(stored?.value ?? 0);
  const share = total > 0 ? Number(inRange?.visits ?? 0) / total : 0;
  return share > WHOLE_TABLE_SHARE ? sql`visits not indexed` : plain;
}
