import type { Redis } from 'ioredis';
import type { SessionRecord, SessionStore } from './session-store';

/**
 * Sessions in Redis, shared by every instance: one key per session (expiring
 * by itself at its idle or absolute end, whichever comes first) and one set
 * per account of its sessions' keys, for "sign out everywhere".
 */
export function redisSessionStore(redis: Redis, prefix: string, now: () => number): SessionStore {
  const key = (idHash: string) => `${prefix}keeper-session:${idHash}`;
  const accountKey = (accountId: number) => `${prefix}keeper-sessions:${accountId}`;
  const ttl = (session: SessionRecord, idleMs: number) =>
    Math.max(1, Math.min(session.expiresAt, session.lastSeenAt + idleMs) - now());

  return {
    async create(idHash, session) {
      await redis
        .multi()
        .set(key(idHash), JSON.stringify(session), 'PX', Math.max(1, session.expiresAt - now()))
        .sadd(accountKey(session.accountId), idHash)
        // The newest session ends last: the set lives as long as it.
        .pexpire(accountKey(session.accountId), Math.max(1, session.expiresAt - now()))
        .exec();
    },
    async read(idHash) {
      const text = await redis.get(key(idHash));
      return text ? (JSON.parse(text) as SessionRecord) : null;
    },
    async touch(idHash, session, idleMs) {
      await redis.set(key(idHash), JSON.stringify(session), 'PX', ttl(session, idleMs));
    },
    async delete(idHash) {
      await redis.del(key(idHash));
    },
    async deleteAccount(accountId) {
      const members = await redis.smembers(accountKey(accountId));
      await redis.del(accountKey(accountId), ...members.map(key));
    },
    async listAccount(accountId) {
      const members = await redis.smembers(accountKey(accountId));
      if (members.length === 0) return [];
      // Expired sessions leave their id in the set: only those still stored count.
      const texts = await redis.mget(...members.map(key));
      return texts
        .filter((text): text is string => text !== null)
        .map((text) => JSON.parse(text) as SessionRecord);
    },
  };
}
