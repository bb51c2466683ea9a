import type { Database } from '../../common/db/database';

/** Ends one session, or every session of an account, or every session ended before `expiredBy`. */
export async function deleteSessions(
  database: Database,
  which:
    | { idHash: string }
    | { accountId: number }
    | { expiredBy: { idleBefore: number; now: number } },
): Promise<void> {
  let query = database.db.deleteFrom('keeper_sessions');
  if ('idHash' in which) query = query.where('id_hash', '=', which.idHash);
  else if ('accountId' in which) query = query.where('account_id', '=', which.accountId);
  else {
    const { idleBefore, now } = which.expiredBy;
    query = query.where((eb) =>
      eb.or([eb('last_seen_at', '<', idleBefore), eb('expires_at', '<=', now)]),
    );
  }
  await query.execute();
}
