/** A visit that was not committed within the commit timeout (answered 503). */
export class CommitTimeoutError extends Error {
  override readonly name = 'CommitTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`the visit was not committed within ${timeoutMs} ms`);
  }
}

/*
 * Errors that mean "the database is busy or stuck, try again later", not a
 * fault in the request or the code: PostgreSQL lock_timeout (55P03) and
 * statement_timeout (57014), SQLite's busy timeout, and no free pooled
 * connection in time.
 */
const BUSY_CODES = new Set(['55P03', '57014', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

export function isStoreBusy(error: unknown): boolean {
  if (error instanceof CommitTimeoutError) return true;
  // Read by shape, not `instanceof Error`: better-sqlite3 builds its errors with
  // the constructor of the first context that loaded it (under Jest, another
  // test file's), so they need not be instances of this context's Error.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  // pg-pool's error when no connection frees up within connectionTimeoutMillis.
  return message === 'timeout exceeded when trying to connect';
}
