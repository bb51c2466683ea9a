import { createHash, timingSafeEqual } from 'node:crypto';

const ALGORITHMS = new Set(['sha256', 'sha384', 'sha512']);

/**
 * Whether `bytes` have the subresource-integrity digest `integrity`
 * (`sha384-<base64>`, or sha256/sha512), compared in constant time.
 */
export function matchesIntegrity(bytes: Uint8Array, integrity: string): boolean {
  const dash = integrity.indexOf('-');
  const algorithm = integrity.slice(0, dash);
  if (dash < 0 || !ALGORITHMS.has(algorithm)) return false;
  const expected = Buffer.from(integrity.slice(dash + 1), 'base64');
  const actual = createHash(algorithm).update(bytes).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
