/** A signed-in browser, as stored under the digest of its cookie's id. */
export interface SessionRecord {
  accountId: number;
  createdAt: number;
  lastSeenAt: number;
  /** The absolute end. */
  expiresAt: number;
}

/**
 * Where sessions live: the database, or Redis when REDIS_URL is set (every
 * instance sees every session). Keys are digests, never the cookie's id.
 */
export interface SessionStore {
  create(idHash: string, session: SessionRecord): Promise<void>;
  read(idHash: string): Promise<SessionRecord | null>;
  /** Records a use; `idleMs` lets a store drop the session by itself once unused that long. */
  touch(idHash: string, session: SessionRecord, idleMs: number): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of one account (sign out everywhere, password change, disabling). */
  deleteAccount(accountId: number): Promise<void>;
  /** The live sessions of one account, as its holder downloads them (never their ids). */
  listAccount(accountId: number): Promise<SessionRecord[]>;
}
