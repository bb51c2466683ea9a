import { sql } from 'kysely';
import { NOTICE_ITEMS } from '@pawapuri/shared/contract';
import type { Database } from '../src/common/db/database';
import { STORED_FIELDS } from '../src/privacy/stored-fields';
import { buildTestApp, engines, type TestApp } from './helper';

/** Every `table.column` the migrations leave in a fresh store. */
async function storedColumns(database: Database): Promise<string[]> {
  const { rows } =
    database.engine === 'sqlite'
      ? await sql<{ t: string; c: string }>`select m.name as t, p.name as c
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(database.db)
      : await sql<{ t: string; c: string }>`select table_name as t, column_name as c
          from information_schema.columns where table_schema = ${database.schema}`.execute(
          database.db,
        );
  return rows.map((row) => `${row.t}.${row.c}`).sort();
}

describe.each(engines())('the privacy notice against what the API stores, on %s', (engine) => {
  let test: TestApp;
  let columns: string[];

  beforeAll(async () => {
    test = await buildTestApp(engine);
    columns = await storedColumns(test.app.visits.database);
  });
  afterAll(() => test.close());

  it('names, for every stored column, the notice item that describes it', () => {
    expect(columns.length).toBeGreaterThan(100);
    const undescribed = columns.filter((column) => !(column in STORED_FIELDS));
    expect(undescribed).toEqual([]);
  });

  it('describes no column the store does not have (a dropped or renamed one is taken out)', () => {
    expect(Object.keys(STORED_FIELDS).filter((field) => !columns.includes(field))).toEqual([]);
  });

  it('points every personal column at an item the notice has', () => {
    const items = new Set(Object.values(STORED_FIELDS).filter((item) => item !== 'none'));
    for (const item of items) expect(NOTICE_ITEMS).toContain(item);
    // The columns that hold a person's data are never waved through as none.
    for (const personal of [
      'visits.ip_address',
      'visits.session_id',
      'keeper_accounts.email',
      'keeper_audit.network',
      'mail_recipients.email',
      'rights_requests.email',
    ]) {
      expect(STORED_FIELDS[personal]).not.toBe('none');
    }
  });
});
