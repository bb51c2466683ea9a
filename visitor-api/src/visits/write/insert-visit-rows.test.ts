import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../common/settings/config';
import { connect } from '../../common/db/connect';
import { migrate } from '../../migrations/migrate';
import { insertVisitRows, type VisitRow } from './insert-visit-rows';

const row = (i: number): VisitRow => ({
  visit_time: 1_790_000_000_000 + i,
  local_day: '2026-11-23',
  ip_address: `10.0.0.${i % 250}`,
  device_type: 'mobile',
  browser: `Browser ${i}`,
  operating_system: 'Android',
  country: i % 2 ? 'India' : '',
  city: 'Patna',
  page_visited: `/page/${i}`,
  referrer: 'Direct',
  screen_resolution: '393x873',
  session_id: `s${i}`,
  language: 'hi-IN',
  visit_id: i % 3 ? `visit-key-0000000000000000-${i}` : null,
  source: i % 2 ? 'WhatsApp' : 'Direct',
  is_entry: i % 2,
  utm_source: i % 3 ? 'whatsapp' : '',
  utm_medium: '',
  utm_campaign: i % 3 ? 'diwali-2026' : '',
  utm_content: '',
  utm_term: '',
});

describe('insertVisitRows (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-insert-'));
  const database = connect({
    databaseUrl: null,
    databasePath: path.join(dir, 'visits.db'),
    sqliteSynchronous: 'NORMAL',
    timeZone: 'Asia/Kolkata',
    timeouts: loadConfig({}).timeouts,
  });
  beforeAll(() => migrate(database));
  afterAll(async () => {
    await database.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([1, 3, 41, 300])(
    'stores %i rows with every column in its place, ids in row order',
    async (count) => {
      const before = await database.db.selectFrom('visits').select('id').execute();
      const rows = Array.from({ length: count }, (_, i) => row(before.length + i));
      const ids = await database.db
        .transaction()
        .execute((trx) => insertVisitRows(trx, 'sqlite', rows));
      expect(ids).toHaveLength(count);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const stored = await database.db
        .selectFrom('visits')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(
        stored.map(({ id: _id, ...rest }) => ({ ...rest, visit_time: Number(rest.visit_time) })),
      ).toEqual(rows);
    },
  );
});
