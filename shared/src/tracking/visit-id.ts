/** The part of the Web Crypto API a visit id needs. */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array): Uint8Array;
}

/**
 * A fresh random id for one visit (a UUID v4), its idempotency key: the API
 * stores a key once, so sending the same visit again never counts it twice.
 * `crypto.randomUUID` exists only on secure pages (https, localhost); a page
 * served over plain http builds the same form from `getRandomValues`.
 */
export function newVisitId(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
