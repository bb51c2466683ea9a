import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { engines, openTestStore, storedCount, track, visit } from './helper';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-22T06:30:00.000Z');

describe('AUDIT_RETENTION_DAYS', () => {
  it('keeps the audit log a year, or as long as the visits when theirs is longer', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(396);
    expect(loadConfig({ RETENTION_DAYS: '31' }).auditRetentionDays).toBe(365);
    expect(loadConfig({ RETENTION_DAYS: '800' }).auditRetentionDays).toBe(800);
    expect(loadConfig({ RETENTION_DAYS: 'off' }).auditRetentionDays).toBeNull();
  });

  it('takes a longer value, or off', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '730' }).auditRetentionDays).toBe(730);
    expect(
      loadConfig({ RETENTION_DAYS: '31', AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays,
    ).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: 'off' }).auditRetentionDays).toBeNull();
    expect(
      loadConfig({ RETENTION_DAYS: 'off', AUDIT_RETENTION_DAYS: 'off' }).auditRetentionDays,
    ).toBeNull();
  });

  it.each([
    [{ AUDIT_RETENTION_DAYS: '364' }, /"364" is not a whole number from 365 to 36500, or off/],
    [{ AUDIT_RETENTION_DAYS: '0' }, /Invalid setting AUDIT_RETENTION_DAYS: "0"/],
    [
      { AUDIT_RETENTION_DAYS: '380' },
      /Invalid setting AUDIT_RETENTION_DAYS: 380 days is shorter than the visits' retention \(RETENTION_DAYS=396\)/,
    ],
    [
      { RETENTION_DAYS: 'off', AUDIT_RETENTION_DAYS: '3650' },
      /3650 days is shorter than the visits' retention \(RETENTION_DAYS=off\)/,
    ],
  ])('refuses %j at start, saying why', (env, why) => {
    expect(() => loadConfig(env)).toThrow(why);
  });
});

describe.each(engines())('audit retention apart from the visits’ on %s', (engine) => {
  /**
   * Stores visits and audit entries 30, 200, 380 and 400 days old, then starts
   * an app with the given settings (retention runs when it is ready) and
   * answers how many of each are left.
   */
  async function keptAfterStart(env: Record<string, string>) {
    const store = await openTestStore(engine);
    try {
      const ages = [30, 200, 380, 400];
      let now = NOW;
      const config = loadConfig({
        ...store.env,
        LOG_LEVEL: 'silent',
        GEOIP_DATABASE: 'off',
        RETENTION_DAYS: 'off',
      });
      const first = await buildApp({ config, clock: () => now });
      for (const age of ages) {
        now = NOW - age * DAY_MS;
        expect((await track(first, visit({ sessionId: `s-${age}` }))).statusCode).toBe(201);
      }
      await first.close();
      for (const age of ages) {
        await store.database.db
          .insertInto('keeper_audit')
          .values({
            at: NOW - age * DAY_MS,
            action: 'sign-in',
            actor_id: null,
            actor: `age-${age}@example.in`,
            via: 'session',
            network: '203.0.113.0/24',
            detail: '{}',
          })
          .execute();
      }

      now = NOW;
      const second = await buildApp({
        config: loadConfig({ ...store.env, LOG_LEVEL: 'silent', GEOIP_DATABASE: 'off', ...env }),
        clock: () => now,
      });
      try {
        const audit = await store.database.db
          .selectFrom('keeper_audit')
          .select('actor')
          .where('actor', 'like', 'age-%')
          .orderBy('at', 'desc')
          .execute();
        return { visits: await storedCount(second), audit: audit.map((row) => row.actor) };
      } finally {
        await second.close();
      }
    } finally {
      await store.close();
    }
  }

  it('keeps audit entries a year when visits are kept only 31 days', async () => {
    expect(await keptAfterStart({ RETENTION_DAYS: '31' })).toEqual({
      visits: 1,
      audit: ['age-30@example.in', 'age-200@example.in'],
    });
  });

  it('keeps them as long as the visits under the default 396 days', async () => {
    expect(await keptAfterStart({})).toEqual({
      visits: 3,
      audit: ['age-30@example.in', 'age-200@example.in', 'age-380@example.in'],
    });
  });

  it('keeps audit entries to AUDIT_RETENTION_DAYS, apart from the visits', async () => {
    expect(await keptAfterStart({ RETENTION_DAYS: '31', AUDIT_RETENTION_DAYS: '390' })).toEqual({
      visits: 1,
      audit: ['age-30@example.in', 'age-200@example.in', 'age-380@example.in'],
    });
  });

  it('keeps every audit entry with AUDIT_RETENTION_DAYS=off', async () => {
    expect(await keptAfterStart({ RETENTION_DAYS: '31', AUDIT_RETENTION_DAYS: 'off' })).toEqual({
      visits: 1,
      audit: [
        'age-30@example.in',
        'age-200@example.in',
        'age-380@example.in',
        'age-400@example.in',
      ],
    });
  });
});
