import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Failed sign-ins of one (email, client address) pair so far, and when the last one was. */
export interface FailureCount {
  count: number;
  lastAt: number;
}

/**
 * The first FREE_FAILURES wrong passwords of a pair are answered at once; each
 * one after that must wait twice as long as the last (1 s, 2 s, 4 s … up to
 * MAX_DELAY_MS) after the previous failure, or it is answered 429 without the
 * password being looked at. A success clears the pair; a pair is forgotten a
 * day after its last failure. Keyed by address as well as account, so nobody
 * can lock an owner out from elsewhere: the owner's own address has its own count.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
const FORGET_MS = 24 * 60 * 60_000;

/** How long after the last failure the next attempt is checked; 0 while failures are free. */
export function delayAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (count - FREE_FAILURES), MAX_DELAY_MS);
}

/** Milliseconds until this pair may try again (0: now). */
export function waitFor(failures: FailureCount | null, now: number): number {
  if (!failures) return 0;
  return Math.max(0, failures.lastAt + delayAfter(failures.count) - now);
}

export interface FailureStore {
  read(key: string): Promise<FailureCount | null>;
  add(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The pair's key: a digest, so neither email nor address is kept in clear. */
export function pairKey(email: string, address: string): string {
  return createHash('sha256').update(`${email}\n${address}`).digest('hex');
}

/** Failures kept in this process (one instance), at most MAX_PAIRS pairs, oldest dropped first. */
const MAX_PAIRS = 100_000;
export function memoryFailureStore(): FailureStore {
  const pairs = new Map<string, FailureCount>();
  return {
    read: async (key) => pairs.get(key) ?? null,
    async add(key, now) {
      const before = pairs.get(key);
      pairs.delete(key);
      const fresh = before && now - before.lastAt < FORGET_MS;
      pairs.set(key, { count: fresh ? before.count + 1 : 1, lastAt: now });
      if (pairs.size > MAX_PAIRS) pairs.delete(pairs.keys().next().value as string);
    },
    clear: async (key) => {
      pairs.delete(key);
    },
  };
}

/** Failures in Redis: every instance counts the same attempts. */
export function redisFailureStore(redis: Redis, prefix: string): FailureStore {
  const key = (pair: string) => `${prefix}sign-in-failures:${pair}`;
  return {
    async read(pair) {
      const [count, lastAt] = await redis.hmget(key(pair), 'count', 'lastAt');
      return count && lastAt ? { count: Number(count), lastAt: Number(lastAt) } : null;
    },
    async add(pair, now) {
      await redis
        .multi()
        .hincrby(key(pair), 'count', 1)
        .hset(key(pair), 'lastAt', now)
        .pexpire(key(pair), FORGET_MS)
        .exec();
    },
    async clear(pair) {
      await redis.del(key(pair));
    },
  };
}
