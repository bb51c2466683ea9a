import type { Database } from '../../common/db/database';

/** Stores a set-password link's token digest; earlier unused links of the account stop working. */
export async function insertPasswordLink(
  database: Database,
  link: { tokenHash: string; accountId: number; expiresAt: number },
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('keeper_password_links')
      .where('account_id', '=', link.accountId)
      .execute();
    await trx
      .insertInto('keeper_password_links')
      .values({
        token_hash: link.tokenHash,
        account_id: link.accountId,
        expires_at: link.expiresAt,
        used_at: null,
      })
      .execute();
  });
}
