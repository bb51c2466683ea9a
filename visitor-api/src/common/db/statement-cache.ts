import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct statement the app issues, including multi-row insert sizes. */
const MAX_STATEMENTS = 512;

/**
 * Kysely's SQLite driver prepares every statement anew on each call; preparing
 * costs more than running the small writes of the track path. This wrapper
 * keeps prepared statements by SQL text, so each is compiled by SQLite once.
 * A statement still being iterated (a streamed query) is busy and cannot be
 * reused, so a fresh one is prepared for that call instead.
 */
export function withStatementCache(database: BetterSqlite3Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) {
        // Dropping the oldest entry keeps memory bounded if SQL texts ever vary freely.
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
