import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { VisitsTable } from '../../src/common/db/tables';

/** One stored visit, as the checks read it straight from the database. */
export type StoredRow = Omit<VisitsTable, 'id' | 'visit_time' | 'local_day'> & { id: number };

/**
 * An empty database for one part of the run: the settings that point the API
 * at it, and direct reads that do not go through the API under test.
 */
export interface Store {
  env: Record<string, string>;
  count(): Promise<number>;
  /** Rows with an id above `afterId`, in id order. */
  rowsAfter(afterId: number): Promise<StoredRow[]>;
  ids(): Promise<Set<number>>;
}

export interface Engine {
  label: 'SQLite' | 'PostgreSQL';
  /** A new, empty store (a fresh SQLite file or a fresh PostgreSQL schema). */
  freshStore(part: string): Promise<Store>;
  /** Removes every file and schema this engine created. */
  cleanUp(): Promise<void>;
}

const ROW_COLUMNS =
  'id, ip_address, device_type, browser, operating_system, country, city, page_visited, referrer, screen_resolution, session_id, language, visit_id';

/** SQLite files in a temporary folder, read with their own read-only handle per query. */
export function sqliteEngine(): Engine {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-harden-'));
  return {
    label: 'SQLite',
    async freshStore(part) {
      const file = path.join(dir, `${part}.db`);
      // Until the API has created the file, nothing is stored.
      const read = <T>(query: (db: BetterSqlite3.Database) => T, empty: T): T => {
        if (!fs.existsSync(file)) return empty;
        const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
        try {
          return query(db);
        } finally {
          db.close();
        }
      };
      return {
        env: { DATABASE_PATH: file, DATABASE_URL: '' },
        count: async () =>
          read(
            (db) => (db.prepare('select count(*) as n from visits').get() as { n: number }).n,
            0,
          ),
        rowsAfter: async (afterId) =>
          read(
            (db) =>
              db
                .prepare(`select ${ROW_COLUMNS} from visits where id > ? order by id`)
                .all(afterId) as StoredRow[],
            [],
          ),
        ids: async () =>
          read(
            (db) =>
              new Set(
                (db.prepare('select id from visits').all() as { id: number }[]).map((r) => r.id),
              ),
            new Set<number>(),
          ),
      };
    },
    async cleanUp() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own per part (DATABASE_SCHEMA), dropped at the end. */
export function postgresEngine(databaseUrl: string): Engine {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const run = randomUUID().replace(/-/g, '').slice(0, 10);
  const schemas: string[] = [];
  return {
    label: 'PostgreSQL',
    async freshStore(part) {
      const schema = `harden_${run}_${part.replace(/[^a-z0-9]/g, '_')}`;
      await pool.query(`create schema ${schema}`);
      schemas.push(schema);
      const visits = `${schema}.visits`;
      const exists = async () =>
        (await pool.query('select to_regclass($1) as t', [visits])).rows[0]?.t !== null;
      return {
        env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
        count: async () =>
          (await exists())
            ? Number((await pool.query(`select count(*) as n from ${visits}`)).rows[0].n)
            : 0,
        rowsAfter: async (afterId) =>
          (await exists())
            ? (
                await pool.query<StoredRow>(
                  `select ${ROW_COLUMNS} from ${visits} where id > $1 order by id`,
                  [afterId],
                )
              ).rows.map((row) => ({ ...row, id: Number(row.id) }))
            : [],
        ids: async () =>
          (await exists())
            ? new Set(
                (await pool.query<{ id: string }>(`select id from ${visits}`)).rows.map((r) =>
                  Number(r.id),
                ),
              )
            : new Set<number>(),
      };
    },
    async cleanUp() {
      for (const schema of schemas) await pool.query(`drop schema if exists ${schema} cascade`);
      await pool.end();
    },
  };
}
