/**
 * The name an error carries when a file's bytes did not match the digest the
 * page expected. Browsers report a script refused for a subresource-integrity
 * mismatch with the same `error` event as a network failure, so whatever
 * checks digests names its errors so; nothing else can tell the two apart.
 */
export const INTEGRITY_ERROR_NAME = 'IntegrityError';

/** Words by which an error's message or name says a digest did not match. */
const INTEGRITY_WORDS = /\bintegrity\b|\bSRI\b|\bdigest\b/i;

/**
 * Whether `error` (or an error it was caused by) is a refused digest rather
 * than a failed fetch. Such a failure comes back on every try (the bytes
 * served are the wrong ones), and fetching them again may run what the
 * check refused, so it is never retried as a network error is.
 */
export function isIntegrityFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === INTEGRITY_ERROR_NAME) return true;
  if (typeof name === 'string' && INTEGRITY_WORDS.test(name)) return true;
  if (typeof message === 'string' && INTEGRITY_WORDS.test(message)) return true;
  return isIntegrityFailure(cause, depth + 1);
}
