import { sql, type Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperAuditTable } from '../../common/db/tables';

/** `!` escapes LIKE's wildcards (an email often holds `_`). */
function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, '!$&');
}

/**
 * The audit entries about one keeper, oldest first: those they made (by
 * account id, or their email for a failed sign-in or a link) and those whose
 * detail names their email exactly (an invitation, a reset, a role change).
 */
export async function auditAbout(
  database: Database,
  account: { id: number; email: string },
): Promise<Selectable<KeeperAuditTable>[]> {
  const quoted = JSON.stringify(account.email);
  const rows = await database.db
    .selectFrom('keeper_audit')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', account.id),
        eb('actor', '=', account.email),
        sql<boolean>`${sql.ref('detail')} like ${`%${likeLiteral(quoted)}%`} escape '!'`,
      ]),
    )
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // LIKE ignores case on SQLite: keep only the entries that name this very email.
  return rows.filter((row) => {
    if (row.actor_id === account.id || row.actor === account.email) return true;
    try {
      return Object.values(JSON.parse(row.detail) as Record<string, unknown>).includes(
        account.email,
      );
    } catch {
      return false;
    }
  });
}
