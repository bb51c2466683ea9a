import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { buildTestApp, engines, storedCount, track, visit, type EngineName } from './helper';

/** Holds the write lock from a second connection, as a migration or a backup would. */
interface Lock {
  release(): Promise<void>;
}

async function holdLock(engine: EngineName, databasePath: string, schema: string | null) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query('begin');
    await client.query(`lock table ${schema}.visits in access exclusive mode`);
    return {
      async release() {
        await client.query('commit');
        await client.end();
      },
    } satisfies Lock;
  }
  const other = new BetterSqlite3(databasePath);
  other.exec('BEGIN IMMEDIATE');
  return {
    async release() {
      other.exec('COMMIT');
      other.close();
    },
  } satisfies Lock;
}

// The lock is let go by itself after this long, so a server that waits for it
// (instead of answering 503) is seen answering after the release, not hanging the suite.
const LOCK_HELD_MS = 15_000;

describe.each(engines())('a locked database on %s', (engine) => {
  it('answers track 503 while the lock is held, says degraded in /health, then recovers', async () => {
    const t = await buildTestApp(engine, {
      COMMIT_TIMEOUT_MS: '1500',
      DB_LOCK_TIMEOUT_MS: '500',
      SQLITE_BUSY_TIMEOUT_MS: '300',
    });
    try {
      expect((await track(t.app, visit())).statusCode).toBe(201);
      const lock = await holdLock(engine, t.databasePath, t.schema);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await lock.release();
      };
      const timer = setTimeout(() => void release(), LOCK_HELD_MS);
      try {
        const blocked = await track(t.app, visit({ pageVisited: '/while-locked' }));
        expect({ released, status: blocked.statusCode }).toEqual({ released: false, status: 503 });
        expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
        expect(blocked.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });

        const stalled = await t.app.inject({ url: '/health' });
        expect(released).toBe(false);
        expect(stalled.statusCode).toBe(503);
        const body = stalled.json() as {
          status: string;
          database: { ok: boolean; writesStalled: boolean; oldestPendingWriteMs: number | null };
        };
        expect(body.status).toBe('degraded');
        expect(body.database.ok).toBe(true); // it answers; it cannot write
        expect(body.database.writesStalled).toBe(true);
        // The refused visit waited at least the lock (or busy) timeout before failing.
        expect(body.database.oldestPendingWriteMs).toBeGreaterThanOrEqual(300);
      } finally {
        clearTimeout(timer);
        await release();
      }
      expect((await track(t.app, visit({ pageVisited: '/after' }))).statusCode).toBe(201);
      const recovered = await t.app.inject({ url: '/health' });
      expect(recovered.statusCode).toBe(200);
      expect(recovered.json()).toMatchObject({
        status: 'ok',
        database: { writesStalled: false, oldestPendingWriteMs: null },
      });
      // The visit answered 503 was not stored.
      expect(await storedCount(t.app)).toBe(2);
    } finally {
      await t.close();
    }
  });
});

// Kysely's migration lock (a PostgreSQL advisory lock, the same id in every schema).
const KYSELY_MIGRATION_LOCK = '3853314791062309107';

// PostgreSQL only: SQLite has no statement timeout (and the run says when PostgreSQL is skipped).
for (const engine of engines().filter((e) => e === 'postgres')) {
  describe(`migrations on ${engine}`, () => {
    it('are not cut by the statement timeout while another instance migrates', async () => {
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      await other.query(`select pg_advisory_lock(${KYSELY_MIGRATION_LOCK})`);
      // Another instance's migrations run for longer than a statement may.
      const unlock = setTimeout(() => {
        void other.query(`select pg_advisory_unlock(${KYSELY_MIGRATION_LOCK})`);
      }, 1500);
      try {
        const t = await buildTestApp(engine, { DB_STATEMENT_TIMEOUT_MS: '300' });
        try {
          expect((await track(t.app, visit())).statusCode).toBe(201);
        } finally {
          await t.close();
        }
      } finally {
        clearTimeout(unlock);
        await other.query(`select pg_advisory_unlock_all()`);
        await other.end();
      }
    });
  });
}
