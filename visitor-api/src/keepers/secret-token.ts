import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): session ids, link tokens and API keys. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a secret: its SHA-256. The secrets are 256 random bits,
 * so a fast hash is enough; a stolen table gives no usable secret.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
