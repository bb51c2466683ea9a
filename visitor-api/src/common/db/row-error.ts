/**
 * PostgreSQL error classes that describe the data sent, not the database's
 * state: 22 data exception (e.g. a NUL byte in text), 23 integrity
 * constraint violation.
 */
const POSTGRES_ROW_CLASSES = ['22', '23'];
/** SQLite result codes of the same kind (constraint also covers a trigger's RAISE). */
const SQLITE_ROW_CODES = /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/;

/**
 * True when the database refused the values of some row, so writing the
 * rows one by one would store all the others. False for everything else (a
 * lost connection, a timeout, a lock, a full disk): there every row would
 * fail again, one slow attempt after another.
 */
export function isRowError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  if (typeof code !== 'string') return false;
  if (SQLITE_ROW_CODES.test(code)) return true;
  return /^[0-9A-Z]{5}$/.test(code) && POSTGRES_ROW_CLASSES.includes(code.slice(0, 2));
}
