import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownMigrations } from '../src/backup/known-migrations';
import { CONTRACT_STEPS } from '../src/migrations/contract-steps';

const MIGRATIONS = path.join(__dirname, '../src/migrations/numbered');

/**
 * What takes away from a schema that an older release may still be using:
 * removed or renamed tables, columns and indexes, changed column types or
 * nullability, in Kysely's schema builder or in raw SQL.
 */
const CONTRACTING = [
  /\.(dropTable|dropColumn|dropIndex|dropConstraint|dropView|renameColumn|renameTo)\(/,
  /\.alterColumn\(/,
  /\b(drop|truncate)\s+(table|column|index|constraint|view)\b/i,
  /\brename\s+(to|column)\b/i,
  /\balter\s+column\b/i,
];

/**
 * A column added to a table that exists already must be nullable or have a
 * default: the older release inserts rows without it. Each `alterTable(…)…;`
 * statement of the builder and each raw `add column …` clause is looked at.
 */
function addsRequiredColumn(text: string): string | null {
  const statements = [
    ...text.matchAll(/\.alterTable\([^;]*?\.addColumn\([^;]*;/gs),
    ...text.matchAll(/\badd\s+column\b[^;`,]*/gi),
  ].map((match) => match[0]);
  return (
    statements.find(
      (statement) =>
        /not\s*null/i.test(statement.replace(/notNull\(\)/g, 'not null')) &&
        !/\b(defaultTo|default)\b/i.test(statement),
    ) ?? null
  );
}

const HELPER = 'helper ';

/** Each migration's source: its file and, when it has one, the files of its folder (`006/`). */
function migrationSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const entries = readdirSync(MIGRATIONS, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      sources.set(
        entry.name.replace(/\.ts$/, ''),
        readFileSync(path.join(MIGRATIONS, entry.name), 'utf8'),
      );
    }
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const owner = [...sources.keys()].find((name) => name.startsWith(`${entry.name}-`));
    if (!owner) throw new Error(`the folder migrations/${entry.name} belongs to no migration`);
    for (const file of readdirSync(path.join(MIGRATIONS, entry.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(path.join(MIGRATIONS, entry.name, file), 'utf8');
      sources.set(owner, `${sources.get(owner)}\n${text}`);
    }
  }
  return sources;
}

/** The source without comments, so a comment about a drop is not taken for one. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('migrations only add, except the listed contract steps', () => {
  const sources = migrationSources();

  it('every migration the API runs is a file checked here, and every file is run', async () => {
    const migrations = [...sources.keys()].filter((name) => !name.startsWith(HELPER));
    expect(migrations.sort()).toEqual([...(await knownMigrations())].sort());
  });

  it.each([...sources.keys()].filter((name) => !(name in CONTRACT_STEPS)))(
    '%s removes, renames and narrows nothing',
    (name) => {
      const text = code(sources.get(name)!);
      for (const pattern of CONTRACTING) {
        expect([name, pattern.exec(text)?.[0] ?? null]).toEqual([name, null]);
      }
      expect([name, addsRequiredColumn(text)]).toEqual([name, null]);
    },
  );

  it('every contract step is a migration, with the reason it is safe', async () => {
    const known = new Set(await knownMigrations());
    for (const [name, why] of Object.entries(CONTRACT_STEPS)) {
      expect([name, known.has(name)]).toEqual([name, true]);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it('the checks catch what they are for', () => {
    const caught = (text: string) =>
      CONTRACTING.some((pattern) => pattern.test(code(text))) ||
      addsRequiredColumn(code(text)) !== null;
    expect(caught("await db.schema.alterTable('visits').dropColumn('city').execute();")).toBe(true);
    expect(caught("await db.schema.alterTable('visits').renameColumn('a', 'b').execute();")).toBe(
      true,
    );
    expect(caught("await db.schema.alterTable('visits').renameTo('old_visits').execute();")).toBe(
      true,
    );
    expect(caught("await db.schema.dropTable('counters').execute();")).toBe(true);
    expect(
      caught(
        "await db.schema.alterTable('visits').alterColumn('city', (c) => c.setNotNull()).execute();",
      ),
    ).toBe(true);
    expect(caught('await sql`ALTER TABLE visits DROP COLUMN city`.execute(db);')).toBe(true);
    expect(caught('await sql`alter table visits rename to old_visits`.execute(db);')).toBe(true);
    expect(
      caught(
        "await db.schema\n  .alterTable('visits')\n  .addColumn('x', 'text', (c) => c.notNull())\n  .execute();",
      ),
    ).toBe(true);
    // What only adds passes.
    expect(caught("await db.schema.alterTable('visits').addColumn('x', 'text').execute();")).toBe(
      false,
    );
    expect(
      caught(
        "await db.schema\n  .alterTable('visits')\n  .addColumn('x', 'text', (c) => c.notNull().defaultTo(''))\n  .execute();",
      ),
    ).toBe(false);
    expect(
      caught(
        "await db.schema.createTable('facts').addColumn('id', 'integer', (c) => c.notNull()).execute();",
      ),
    ).toBe(false);
    expect(caught('await sql`alter table visits add column x text not null`.execute(db);')).toBe(
      true,
    );
    expect(
      caught("await sql`alter table visits add column x text not null default ''`.execute(db);"),
    ).toBe(false);
    expect(caught('// the old index is dropped later: drop table never here')).toBe(false);
  });
});
