import type { Database } from '../../common/db/database';

/** How many accounts exist, optionally only those with one role and not disabled. */
export async function countAccounts(database: Database, activeRole?: string): Promise<number> {
  let query = database.db
    .selectFrom('keeper_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (activeRole !== undefined) {
    query = query.where('role', '=', activeRole).where('disabled_at', 'is', null);
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
