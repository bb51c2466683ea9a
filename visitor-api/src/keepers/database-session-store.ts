import type { KeeperStore } from './store/keeper-store';
import type { SessionStore } from './session-store';

/** Sessions in the keeper_sessions table. */
export function databaseSessionStore(store: KeeperStore): SessionStore {
  return {
    async create(idHash, session) {
      await store.insertSession({
        id_hash: idHash,
        account_id: session.accountId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        expires_at: session.expiresAt,
      });
    },
    async read(idHash) {
      const row = await store.findSession(idHash);
      if (!row) return null;
      return {
        accountId: row.account_id,
        createdAt: Number(row.created_at),
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      };
    },
    touch: (idHash, session) => store.touchSession(idHash, session.lastSeenAt),
    delete: (idHash) => store.deleteSessions({ idHash }),
    deleteAccount: (accountId) => store.deleteSessions({ accountId }),
    async listAccount(accountId) {
      const rows = await store.listSessions(accountId);
      return rows.map((row) => ({
        accountId: row.account_id,
        createdAt: Number(row.created_at),
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      }));
    },
  };
}
