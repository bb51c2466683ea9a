import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';
import { minimiseIpAddress } from '../../common/privacy/minimise-ip';

/** Distinct addresses read per step; each step is one UPDATE with a CASE of at most this many. */
const STEP = 500;

/**
 * Visits stored before addresses were minimised keep only their network, as
 * new visits do (IPv4 /24, IPv6 /48; text that is not an address becomes '').
 * The distinct stored values are walked in index order and rewritten with one
 * UPDATE per step, the same code on both engines. A rewritten value is already
 * minimal, so meeting it again later in the walk changes nothing.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // Fresh statistics, or PostgreSQL may plan each step's UPDATE as a full scan
  // (200,000 rows took 287 s instead of seconds on a table never analysed).
  if (engine === 'postgres') await sql`analyze visits`.execute(db);
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const found = await sql<{ ip_address: string }>`
      select distinct ip_address from visits
      ${cursor === null ? sql`` : sql`where ip_address > ${cursor}`}
      order by ip_address limit ${STEP}`.execute(db);
    const values = found.rows.map((row) => row.ip_address);
    if (values.length === 0) return;
    const changes = values
      .map((stored) => ({ stored, minimal: minimiseIpAddress(stored) }))
      .filter(({ stored, minimal }) => stored !== minimal);
    if (changes.length > 0) {
      const cases = sql.join(
        changes.map(({ stored, minimal }) => sql`when ${stored} then ${minimal}`),
        sql` `,
      );
      const olds = sql.join(changes.map(({ stored }) => sql`${stored}`));
      await sql`update visits set ip_address = case ip_address ${cases} end
        where ip_address in (${olds})`.execute(db);
    }
    if (values.length < STEP) return;
    after = values[values.length - 1] ?? null;
  }
}
