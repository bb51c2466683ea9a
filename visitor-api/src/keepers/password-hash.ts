import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { newSecret } from './secret-token';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat
 * Sheet): 19 MiB of memory, 2 passes, 1 lane. The other (46 MiB, 1 pass) costs
 * about the same time but more than twice the memory per sign-in, which on a
 * small server is the scarcer of the two. BENCHMARKS.md has the time it takes.
 */
/** Algorithm.Argon2id: a const enum, which single-file transpilation cannot read. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password no one knows, made once, to check against when there is no account. */
let dummy: Promise<string> | null = null;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(newSecret());
  return dummy;
}

/**
 * Checks a password against a stored hash, or against the dummy hash when
 * there is none (unknown email, no password set yet), so both take the same
 * time and the answer cannot tell whether an account exists.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  const against = stored ?? (await dummyHash());
  try {
    const ok = await verify(against, password);
    return ok && stored !== null;
  } catch {
    return false;
  }
}
