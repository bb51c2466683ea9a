import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

const CONTAINS_COLUMNS = ['browser', 'operating_system', 'country', 'city', 'page_visited'];

/**
 * PostgreSQL only: trigram indexes let the case-insensitive "contains" filters
 * (ILIKE '%…%') use an index. Skipped where the pg_trgm extension is missing;
 * SQLite has no equivalent and scans the narrow per-column indexes instead.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) return;
  for (const column of CONTAINS_COLUMNS) {
    await sql`create index ${sql.id(`visits_${column}_trgm`)} on visits
      using gin (${sql.ref(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  }
}
