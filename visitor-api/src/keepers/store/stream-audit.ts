import type { Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperAuditTable } from '../../common/db/tables';
import { whereAudit, type AuditFilter } from './audit-filter';

const CHUNK = 1_000;

/** Every entry the filter selects, newest first, in chunks (keyset paging on (at, id)). */
export async function* streamAudit(
  database: Database,
  filter: AuditFilter,
): AsyncGenerator<Selectable<KeeperAuditTable>[]> {
  let after: { at: number; id: number } | null = null;
  for (;;) {
    let query = whereAudit(database.db.selectFrom('keeper_audit'), filter).selectAll();
    if (after) {
      const { at, id } = after;
      query = query.where((eb) =>
        eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(CHUNK).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1] as Selectable<KeeperAuditTable>;
    after = { at: Number(last.at), id: last.id };
    if (rows.length < CHUNK) return;
  }
}
