import { sql } from 'kysely';
import { loadConfig } from '../../src/common/settings/config';
import { connect, connectionOptions } from '../../src/common/db/connect';
import type { Database } from '../../src/common/db/database';

/** Opens the store the settings `env` name, runs `read` on it, and closes it. */
export async function readStore<T>(
  env: Record<string, string>,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  const database = connect(connectionOptions(loadConfig({ GEOIP_DATABASE: 'off', ...env })));
  try {
    return await read(database);
  } finally {
    await database.db.destroy();
  }
}

async function tableNames(database: Database): Promise<string[]> {
  const { rows } =
    database.engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(database.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${database.schema} and table_type = 'BASE TABLE' order by 1`.execute(
          database.db,
        );
  return rows.map((row) => row.name);
}

/** Every row of every table, in a stable order, to compare two stores whole. */
export async function allRows(database: Database): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await tableNames(database)) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(database.db);
    contents[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

/** The visit ids stored. */
export async function storedVisitIds(database: Database): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`select visit_id as id from visits`.execute(
    database.db,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The rollups as they should be for the stored visits, next to what they are:
 * visits per day (the daily totals), sessions per day, visits per hour in all,
 * and the stored-visits counter. Equal halves mean a consistent store.
 */
export async function rollupsAgainstVisits(database: Database) {
  const { db } = database;
  const perDay = await sql<{ day: string; n: number }>`
    select local_day as day, count(*) as n from visits group by local_day order by 1`.execute(db);
  const dailyTotals = await sql<{ day: string; n: number }>`
    select day, visits as n from daily_counts where kind = 'total' order by 1`.execute(db);
  const sessionsPerDay = await sql<{ day: string; n: number }>`
    select local_day as day, count(distinct session_id) as n from visits group by local_day order by 1`.execute(
    db,
  );
  const dailySessions = await sql<{ day: string; n: number }>`
    select day, count(*) as n from daily_sessions group by day order by 1`.execute(db);
  const visits = await sql<{ n: number }>`select count(*) as n from visits`.execute(db);
  const hourly = await sql<{
    n: number | null;
  }>`select sum(visits) as n from hourly_counts`.execute(db);
  const stored = await sql<{
    n: number;
  }>`select value as n from counters where name = 'stored'`.execute(db);
  const count = Number(visits.rows[0]!.n);
  const asNumbers = (rows: { day: string; n: number }[]) => rows.map((r) => [r.day, Number(r.n)]);
  return {
    fromVisits: {
      perDay: asNumbers(perDay.rows),
      sessionsPerDay: asNumbers(sessionsPerDay.rows),
      hourlyTotal: count,
      storedCounter: count,
    },
    fromRollups: {
      perDay: asNumbers(dailyTotals.rows),
      sessionsPerDay: asNumbers(dailySessions.rows),
      hourlyTotal: Number(hourly.rows[0]!.n ?? 0),
      storedCounter: Number(stored.rows[0]?.n ?? 0),
    },
  };
}
