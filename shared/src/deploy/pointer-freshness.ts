import { canonicalJson, withoutSignature, type Pointer } from './pointer-signature';

/**
 * What makes a signed pointer fresh, so an old one cannot be replayed: a
 * sequence number, the time of signing, a channel and an expiry, all inside
 * the signed bytes (every field of a pointer is). The sequence is
 * `max(previous + 1, signing time in ms)`: it grows with time even when the
 * previous pointer read was lowered by whoever can write remotes.json.
 */
export const FRESHNESS_FIELDS = ['sequence', 'signedAt', 'expiresAt'] as const;

/** The channel a deploy signs for; the site runs `live` pointers. */
export const LIVE_CHANNEL = 'live';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a pointer stays valid unless re-signed (`--refresh`). */
export const DEFAULT_LIFETIME_MS = 30 * DAY_MS;

/** The sequence after `previous` (a pointer, or nothing) at `now` (ms). */
export function nextSequence(previous: Pointer | undefined, now: number): number {
  const before = typeof previous?.sequence === 'number' ? previous.sequence : 0;
  return Math.max(before + 1, now);
}

/** `pointer` (unsigned) made fresh at `now`, after `previous`. */
export function freshPointer(
  pointer: Pointer,
  previous: Pointer | undefined,
  now: number,
  lifetimeMs: number = DEFAULT_LIFETIME_MS,
): Pointer {
  return {
    ...withoutFreshness(pointer),
    channel: typeof pointer.channel === 'string' ? pointer.channel : LIVE_CHANNEL,
    sequence: nextSequence(previous, now),
    signedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + lifetimeMs).toISOString(),
  };
}

/** The pointer without its signature and freshness: what a deploy compares to know if anything changed. */
export function withoutFreshness(pointer: Pointer): Pointer {
  const bare = withoutSignature(pointer);
  for (const field of FRESHNESS_FIELDS) delete bare[field];
  return bare;
}

/** A pointer's content as compared: a pointer naming no channel is for `live`, as it is signed. */
const content = (pointer: Pointer) =>
  canonicalJson({ channel: LIVE_CHANNEL, ...withoutFreshness(pointer) });

/** Whether two pointers name the same thing, whenever and however often each was signed. */
export function sameContent(a: Pointer | undefined, b: Pointer | undefined): boolean {
  if (!a || !b) return false;
  return content(a) === content(b);
}

export type Freshness =
  | { ok: true; channel: string; sequence: number; signedAt: number; expiresAt: number }
  | { ok: false; problem: string };

/** A signed pointer's freshness as a shell checks it at `now`. */
export function freshnessOf(pointer: Pointer, now: number): Freshness {
  const { channel, sequence, signedAt, expiresAt } = pointer;
  if (typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 1)
    return { ok: false, problem: 'it has no sequence number (signed before pointers expired)' };
  const signed = typeof signedAt === 'string' ? Date.parse(signedAt) : NaN;
  const expires = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(signed) || Number.isNaN(expires))
    return { ok: false, problem: 'its signing time or expiry is not a time' };
  if (typeof channel !== 'string') return { ok: false, problem: 'it names no channel' };
  if (expires <= now) return { ok: false, problem: `it expired at ${expiresAt}` };
  return { ok: true, channel, sequence, signedAt: signed, expiresAt: expires };
}
