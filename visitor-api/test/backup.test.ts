import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { backup, restore } from '../src/backup/backup';
import { main } from '../src/backup/backup-command';
import { buildTestApp, engines, track, visit, type EngineName, type TestApp } from './helper';
import { allRows, readStore, rollupsAgainstVisits, storedVisitIds } from './support/store-contents';

/** The settings naming a test app's store, as the backup commands read them. */
function storeEnv(t: TestApp): Record<string, string> {
  return t.schema
    ? {
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        DATABASE_SCHEMA: t.schema,
        DATABASE_PATH: t.databasePath,
      }
    : { DATABASE_PATH: t.databasePath };
}

async function trackVisits(t: TestApp, count: number, session = 'seed'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const answers = await Promise.all(
    ids.map((visitId, i) =>
      track(
        t.app,
        visit({ visitId, sessionId: `${session}-${i % 7}-abcdef1234`, pageVisited: `/p/${i % 5}` }),
      ),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((code) => code !== 201)).toEqual([]);
  return ids;
}

describe.each(engines())('backup and restore on %s', (engine: EngineName) => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-backup-'));
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Where a restore lands: a fresh SQLite file, or the app's own schema (its name is in the dump). */
  function restoreEnv(): Record<string, string> {
    return engine === 'sqlite' ? { DATABASE_PATH: path.join(dir, 'restored.db') } : storeEnv(t);
  }

  it('a backup taken while visits are written restores every visit acknowledged before it, consistently', async () => {
    await trackVisits(t, 200);
    const acknowledged: string[] = [];
    let writing = true;
    // Four writers, each sending its next visit when the last one was acknowledged.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; writing; i += 1) {
        const visitId = randomUUID();
        const answer = await track(
          t.app,
          visit({ visitId, sessionId: `w${w}-${i % 13}-abcdef1234` }),
        );
        expect(answer.statusCode).toBe(201);
        acknowledged.push(visitId);
      }
    });
    const file = path.join(dir, 'during-writes.backup');
    let beforeBackup: string[];
    let summary: Awaited<ReturnType<typeof backup>>;
    try {
      while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
      beforeBackup = [...acknowledged];
      summary = await backup(file, storeEnv(t), { unencrypted: true });
      const afterBackup = acknowledged.length;
      // Writes go on after the backup, so the restore has something to undo.
      while (acknowledged.length < afterBackup + 50) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    const restored = await restore(file, {}, restoreEnv());
    const { ids, rollups } = await readStore(restoreEnv(), async (database) => ({
      ids: await storedVisitIds(database),
      rollups: await rollupsAgainstVisits(database),
    }));
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    // Nothing acknowledged after the backup ended, and nothing never acknowledged.
    expect(ids.size).toBeLessThan(200 + acknowledged.length);
    expect(restored.rows.visits).toBe(ids.size);
    expect(summary.rows.visits).toBe(ids.size);
    expect(rollups.fromRollups).toEqual(rollups.fromVisits);
  });

  it('a round trip keeps every row of every table', async () => {
    await trackVisits(t, 120);
    const before = await readStore(storeEnv(t), allRows);
    const file = path.join(dir, 'round-trip.backup');
    const summary = await backup(file, storeEnv(t), { unencrypted: true });
    expect(summary.rows.visits).toBe(120);
    expect(fs.readdirSync(dir)).toEqual(['round-trip.backup']);
    // Changed after the backup: the restore must bring back the state it holds.
    await trackVisits(t, 30, 'later');
    await restore(file, {}, restoreEnv());
    const after = await readStore(restoreEnv(), allRows);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['visits', 'daily_counts', 'kysely_migration']),
    );
  });

  it('refuses the other engine, garbage and a truncated backup, changing nothing', async () => {
    await trackVisits(t, 50);
    const file = path.join(dir, 'good.backup');
    await backup(file, storeEnv(t), { unencrypted: true });
    const whole = fs.readFileSync(file);
    const bad = {
      otherEngine: path.join(dir, 'other-engine.backup'),
      garbage: path.join(dir, 'garbage.backup'),
      truncated: path.join(dir, 'truncated.backup'),
      halfTruncated: path.join(dir, 'half.backup'),
    };
    if (engine === 'sqlite') {
      fs.writeFileSync(
        bad.otherEngine,
        Buffer.concat([Buffer.from('PGDMP'), whole.subarray(5, 4096)]),
      );
    } else {
      const other = new BetterSqlite3(bad.otherEngine);
      other.exec('create table kysely_migration (name text, timestamp text)');
      other.close();
    }
    fs.writeFileSync(bad.garbage, Buffer.from('not a backup at all\n'.repeat(200)));
    fs.writeFileSync(bad.truncated, whole.subarray(0, whole.length - 1024));
    fs.writeFileSync(bad.halfTruncated, whole.subarray(0, Math.floor(whole.length / 2)));

    // The store to restore into already holds data that differs from the backup.
    const target = restoreEnv();
    await restore(file, {}, target);
    if (engine === 'postgres') await trackVisits(t, 10, 'after');
    const before = await readStore(target, allRows);
    const messages = {
      otherEngine: engine === 'sqlite' ? /is a PostgreSQL backup/ : /is a SQLite backup/,
      garbage: /is not a backup of the visitor API/,
      truncated: /truncated or damaged/,
      halfTruncated: /truncated or damaged/,
    };
    for (const [kind, badFile] of Object.entries(bad) as [keyof typeof bad, string][]) {
      await expect(restore(badFile, {}, target)).rejects.toThrow(messages[kind]);
    }
    expect(await readStore(target, allRows)).toEqual(before);
  });
});

describe('SQLite restore', () => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    t = await buildTestApp('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-backup-'));
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a database a running API holds; --force replaces it whole', async () => {
    await trackVisits(t, 40);
    const env = storeEnv(t);
    const file = path.join(dir, 'backup.db');
    await backup(file, env, { unencrypted: true });
    await trackVisits(t, 5, 'later');
    await expect(restore(file, {}, env)).rejects.toThrow(/is in use \(is the API running\?\)/);
    expect(await readStore(env, async (database) => (await storedVisitIds(database)).size)).toBe(
      45,
    );

    const restored = await restore(file, { force: true }, env);
    expect(restored.rows.visits).toBe(40);
    expect(
      fs.readdirSync(path.dirname(t.databasePath)).filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
    await t.app.close();
    // The old process is gone: the file holds the backup, whole.
    expect(await readStore(env, async (database) => (await storedVisitIds(database)).size)).toBe(
      40,
    );
  });

  it('refuses a backup from a newer release (a migration this code does not know)', async () => {
    await trackVisits(t, 5);
    const file = path.join(dir, 'newer.db');
    await backup(file, storeEnv(t), { unencrypted: true });
    const db = new BetterSqlite3(file);
    db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
      '999-from-the-future',
      new Date().toISOString(),
    );
    db.close();
    const target = { DATABASE_PATH: path.join(dir, 'target.db') };
    await expect(restore(file, {}, target)).rejects.toThrow(/newer release .*999-from-the-future/);
    expect(fs.existsSync(target.DATABASE_PATH)).toBe(false);
  });
});

describe('the backup and restore commands', () => {
  let errors: string[];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    errors = [];
    spy = jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      errors.push(parts.join(' '));
    });
  });
  afterEach(() => spy.mockRestore());

  it.each([
    ['backup', []],
    ['backup', ['--to']],
    ['backup', ['--from', 'x.db']],
    ['backup', ['--to', 'x.db', 'extra']],
    ['restore', ['--to', 'x.db']],
    ['restore', ['--from', '']],
    ['restore', ['--from', 'x.db', '--force=yes']],
  ] as const)('%s %j: usage, exit code 2', async (command, args) => {
    expect(await main(command, [...args])).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^Usage: npm run ${command} -w visitor-api -- --`)),
    ]);
  });

  it('a refused restore exits 1 with the reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-backup-'));
    try {
      const garbage = path.join(dir, 'garbage.backup');
      fs.writeFileSync(garbage, 'nothing of the kind');
      expect(await main('restore', ['--from', garbage])).toBe(1);
      expect(errors).toEqual([
        `restore failed: ${garbage} is not a backup of the visitor API (not a ${process.env.DATABASE_URL ? 'pg_dump archive' : 'SQLite database'})`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
