import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unlocked password-protected link stays open in one browser, at most. */
export const GRANT_HOURS = 12;

/**
 * A grant proves the viewer gave the link's password, without a table or a
 * server secret: an HMAC keyed with the link's stored password hash (secret,
 * the same on every API instance), over the link and the grant's end.
 * Changing or removing the link (revoke) is still checked on every request,
 * so a grant outlives nothing.
 */
function mac(passwordHash: string, tokenHash: string, until: number): string {
  return createHmac('sha256', passwordHash).update(`${tokenHash}.${until}`).digest('base64url');
}

export function makeGrant(passwordHash: string, tokenHash: string, until: number): string {
  return `${until}.${mac(passwordHash, tokenHash, until)}`;
}

/** Whether `grant` was made for this link and has not ended at `now`. */
export function grantHolds(
  grant: string,
  passwordHash: string,
  tokenHash: string,
  now: number,
): boolean {
  const match = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(grant);
  if (!match) return false;
  const until = Number(match[1]);
  if (until <= now) return false;
  const expected = Buffer.from(mac(passwordHash, tokenHash, until));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
