import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Failed password checks counted under one key so far, and when the last one was. */
export interface FailureCount {
  count: number;
  lastAt: number;
}

/**
 * The first `free` guesses of a key are checked at once; each one after that
 * must wait twice as long as the last (1 s, 2 s, 4 s … up to MAX_DELAY_MS)
 * after the previous guess, or it is answered 429 without the password being
 * looked at. A guess is counted BEFORE its password is checked (one atomic
 * step), so guesses sent at once cannot all slip in before the first failure
 * is written. A success clears the (email, address) key; a key is forgotten a
 * day after its last guess.
 */
export const FREE_FAILURES = 5;
/** The account-wide allowance, across every address (a distributed guesser). */
export const ACCOUNT_FREE_FAILURES = 20;
const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
const FORGET_MS = 24 * 60 * 60_000;
/** A network an account signed in from is remembered this long (stated in the privacy notice). */
export const KNOWN_NETWORK_DAYS = 30;
const KNOWN_NETWORK_MS = KNOWN_NETWORK_DAYS * 24 * 60 * 60_000;

/** How long after the last guess the next is checked, with `count` guesses counted; 0 while free. */
export function delayAfter(count: number, free = FREE_FAILURES): number {
  if (count < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (count - free), MAX_DELAY_MS);
}

/** Milliseconds until this key may try again (0: now). */
export function waitFor(failures: FailureCount | null, now: number, free = FREE_FAILURES): number {
  if (!failures) return 0;
  return Math.max(0, failures.lastAt + delayAfter(failures.count, free) - now);
}

export interface FailureStore {
  /**
   * One guess: refused (`wait` > 0, nothing counted) while the key must wait,
   * else counted at once and allowed (`wait` 0). Atomic: in memory it happens
   * before the call's first await, in Redis in one script.
   */
  attempt(key: string, now: number, free: number): Promise<{ wait: number }>;
  clear(key: string): Promise<void>;
  /** Remembers that an account signed in from a network (a digest of both). */
  rememberNetwork(key: string, now: number): Promise<void>;
  knowsNetwork(key: string, now: number): Promise<boolean>;
}

/** A key that is a digest, so neither email nor address is kept in clear. */
export function pairKey(email: string, address: string): string {
  return createHash('sha256').update(`${email}\n${address}`).digest('hex');
}

/** The account-wide key (every address together). */
export function accountKey(email: string): string {
  return createHash('sha256').update(`${email}\n*`).digest('hex');
}

/** Keys kept in this process (one instance), at most MAX_KEYS, oldest dropped first. */
const MAX_KEYS = 100_000;
export function memoryFailureStore(): FailureStore {
  const keys = new Map<string, FailureCount>();
  const networks = new Map<string, number>();
  const bounded = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
  };
  return {
    // Not async: the count is written in the caller's own turn, before any await.
    attempt(key, now, free) {
      const before = keys.get(key);
      const fresh = before && now - before.lastAt < FORGET_MS ? before : null;
      const wait = waitFor(fresh, now, free);
      if (wait === 0) bounded(keys, key, { count: (fresh?.count ?? 0) + 1, lastAt: now });
      return Promise.resolve({ wait });
    },
    clear(key) {
      keys.delete(key);
      return Promise.resolve();
    },
    rememberNetwork(key, now) {
      bounded(networks, key, now);
      return Promise.resolve();
    },
    knowsNetwork(key, now) {
      const at = networks.get(key);
      return Promise.resolve(at !== undefined && now - at < KNOWN_NETWORK_MS);
    },
  };
}

/**
 * Read, decide and count in one step on the Redis server: KEYS[1] the key;
 * ARGV now, free guesses, first delay, max delay, forget after. Answers the
 * wait in ms (0: counted and allowed).
 */
const ATTEMPT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
local now, free = tonumber(ARGV[1]), tonumber(ARGV[2])
if count >= free then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ (count - free), tonumber(ARGV[4]))
  local wait = lastAt + delay - now
  if wait > 0 then return wait end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

/** Failures in Redis: every instance counts the same guesses. */
export function redisFailureStore(redis: Redis, prefix: string): FailureStore {
  const key = (name: string) => `${prefix}sign-in-failures:${name}`;
  const network = (name: string) => `${prefix}sign-in-network:${name}`;
  return {
    async attempt(name, now, free) {
      const wait = await redis.eval(
        ATTEMPT_SCRIPT,
        1,
        key(name),
        now,
        free,
        FIRST_DELAY_MS,
        MAX_DELAY_MS,
        FORGET_MS,
      );
      return { wait: Math.ceil(Number(wait)) };
    },
    async clear(name) {
      await redis.del(key(name));
    },
    async rememberNetwork(name) {
      await redis.set(network(name), '1', 'PX', KNOWN_NETWORK_MS);
    },
    async knowsNetwork(name) {
      return (await redis.exists(network(name))) === 1;
    },
  };
}
