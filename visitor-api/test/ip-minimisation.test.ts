import type { FastifyInstance } from 'fastify';
import { migrate, migrator } from '../src/migrations/migrate';
import { buildTestApp, engines, openTestStore, track, visit, type TestApp } from './helper';
import { pendingMigrations } from './support/pending-migrations';

async function searchIps(app: FastifyInstance, filter: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/visitors/search',
    payload: { sortBy: 'id', sortDirection: 'ASC', ...filter },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: { ipAddress: string }[] }).content.map((r) => r.ipAddress);
}

describe.each(engines())('stored IP addresses are minimised on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    for (const address of [
      '203.0.113.77',
      '203.0.113.200',
      '198.51.100.9',
      '2001:db8:1234:5678::9',
    ]) {
      const response = await track(t.app, visit(), { remoteAddress: address });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('keeps only the network: IPv4 /24, IPv6 /48', async () => {
    expect(await searchIps(t.app)).toEqual([
      '203.0.113.0',
      '203.0.113.0',
      '198.51.100.0',
      '2001:db8:1234::',
    ]);
  });

  it('finds a full address by its network, and a prefix as before', async () => {
    expect(await searchIps(t.app, { ipAddress: '203.0.113.200' })).toEqual([
      '203.0.113.0',
      '203.0.113.0',
    ]);
    expect(await searchIps(t.app, { ipAddress: '2001:db8:1234:ffff::1' })).toEqual([
      '2001:db8:1234::',
    ]);
    expect(await searchIps(t.app, { ipAddress: '198.51' })).toEqual(['198.51.100.0']);
    expect(await searchIps(t.app, { ipAddress: '203.0.113.7' })).toEqual([
      '203.0.113.0',
      '203.0.113.0',
    ]);
  });

  it('exports the minimised address only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/visitors/export?format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('203.0.113.0');
    expect(response.body).toContain('2001:db8:1234::');
    for (const full of ['203.0.113.77', '203.0.113.200', '198.51.100.9', '5678::9']) {
      expect(response.body).not.toContain(full);
    }
  });
});

describe.each(engines())('migration 004 minimises the addresses already stored on %s', (engine) => {
  it('rewrites every stored address to its network, and text that is not one to empty', async () => {
    const store = await openTestStore(engine);
    try {
      const before = await migrator(store.database).migrateTo('003-trigram-indexes');
      expect(before.error).toBeUndefined();
      const stored = [
        '203.0.113.77',
        '203.0.113.0',
        '10.1.2.3',
        '2001:db8:1234:5678::9',
        '::ffff:198.51.100.7',
        '127.evil, 203.0.113.5',
        'x'.repeat(8000),
      ];
      // More distinct addresses than one migration step reads, so the walk takes several steps.
      for (let i = 0; i < 1200; i += 1) stored.push(`100.64.${i % 256}.${Math.floor(i / 256) + 1}`);
      const rows = stored.map((ip, i) => ({
        visit_time: 1_763_800_000_000 + i,
        local_day: '2025-11-22',
        ip_address: ip,
        device_type: 'desktop',
        browser: 'Chrome',
        operating_system: 'Windows',
        country: 'India',
        city: 'Patna',
        page_visited: '/',
        referrer: 'Direct',
        screen_resolution: '1920x1080',
        session_id: `s${i}`,
        language: 'en-IN',
      }));
      for (let i = 0; i < rows.length; i += 200) {
        await store.database.db
          .insertInto('visits')
          // Rows as the table was then, before the columns later migrations add.
          .values(rows.slice(i, i + 200) as never)
          .execute();
      }

      // The later migrations run too: the idempotency keys' unique index takes the keyless rows.
      const pending = await pendingMigrations(store.database);
      expect(pending[0]).toBe('004-minimise-ip-addresses');
      expect(await migrate(store.database)).toEqual(pending);

      const after = await store.database.db
        .selectFrom('visits')
        .select('ip_address')
        .orderBy('id')
        .execute();
      const addresses = after.map((row) => row.ip_address);
      expect(addresses.slice(0, 7)).toEqual([
        '203.0.113.0',
        '203.0.113.0',
        '10.1.2.0',
        '2001:db8:1234::',
        '198.51.100.0',
        '',
        '',
      ]);
      expect(addresses.slice(7)).toEqual(stored.slice(7).map((ip) => ip.replace(/\.\d+$/, '.0')));
      expect(after).toHaveLength(stored.length);
    } finally {
      await store.close();
    }
  });
});
