import type { Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperAuditTable } from '../../common/db/tables';
import { whereAudit, type AuditFilter } from './audit-filter';

/** One page of the audit log, newest first, and how many entries the filter selects. */
export async function searchAudit(
  database: Database,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Selectable<KeeperAuditTable>[]; total: number }> {
  const base = whereAudit(database.db.selectFrom('keeper_audit'), filter);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
