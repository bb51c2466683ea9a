import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../common/http/http-error';
import { rateLimitKey } from '../common/access/client-address';
import { minimiseIpAddress } from '../common/privacy/minimise-ip';
import { passwordMatches } from './password-hash';
import { ACCOUNT_FREE_FAILURES, FREE_FAILURES, accountKey, pairKey } from './sign-in-throttle';
import { mustWait } from './wrong-password-wait';

export interface PasswordGuess {
  /** The normalised email the password is for (an unknown one is counted too). */
  email: string;
  /** The stored hash; null when there is none (no account, disabled, no password yet). */
  hash: string | null;
  password: string;
  /** The field the keeper typed the password in, named in a 429 or 503. */
  field: string;
}

/** The network an account's success is remembered under: /24 or /48, hashed with the email. */
function networkKey(email: string, request: FastifyRequest): string {
  return pairKey(email, `net:${minimiseIpAddress(rateLimitKey(request))}`);
}

/**
 * Every password check (sign-in, and the re-checks owner powers and a
 * password change ask for): one place in the argon2 gate (else 503 with
 * Retry-After), then the guess is counted before it is checked, per
 * (email, IPv4 address or IPv6 /64) and, unless the account signed in from
 * this network before, per account across all addresses (else 429 with
 * Retry-After). A right password clears the (email, address) count and
 * remembers the network. Answers whether the password matched.
 */
export async function slowedPasswordCheck(
  request: FastifyRequest,
  reply: FastifyReply,
  guess: PasswordGuess,
): Promise<boolean> {
  const { keepers, clock } = request.server;
  // Taken before the first await: a burst is refused without being counted.
  if (!keepers.passwordChecks.tryEnter()) {
    reply.header('retry-after', '1');
    throw new HttpError(
      503,
      `The server is checking ${keepers.passwordChecks.max} passwords already: try again in a second`,
      guess.field,
    );
  }
  try {
    const now = clock();
    const pair = pairKey(guess.email, rateLimitKey(request));
    const own = await keepers.failures.attempt(pair, now, FREE_FAILURES);
    if (own.wait > 0) {
      throw mustWait(reply, own.wait, now, 'this account from your address', guess.field);
    }
    const network = networkKey(guess.email, request);
    if (!(await keepers.failures.knowsNetwork(network, now))) {
      const all = await keepers.failures.attempt(
        accountKey(guess.email),
        now,
        ACCOUNT_FREE_FAILURES,
      );
      if (all.wait > 0) {
        const from = 'this account from many addresses';
        throw mustWait(reply, all.wait, now, from, guess.field);
      }
    }
    const ok = await passwordMatches(guess.hash, guess.password);
    if (ok) {
      await keepers.failures.clear(pair);
      await keepers.failures.rememberNetwork(network, now);
    }
    return ok;
  } finally {
    keepers.passwordChecks.release();
  }
}
