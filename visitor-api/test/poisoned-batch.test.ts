import { sql } from 'kysely';
import { connect, connectionOptions } from '../src/common/db/connect';
import type { EngineName } from './helper';
import { buildTestApp, engines, storedCount, track, visit, type TestApp } from './helper';

const POISONED_PAGE = '/poisoned';

/**
 * Makes the database itself refuse any visit of POISONED_PAGE, the way
 * PostgreSQL refuses text it cannot store. The refusal comes from the
 * per-day page count, written after the visit row in the same transaction,
 * so a visit stored without its rollups would show.
 */
async function poisonPage(t: TestApp, engine: EngineName): Promise<void> {
  const { config } = t.app;
  const database = connect(connectionOptions(config));
  try {
    if (engine === 'sqlite') {
      await sql`create trigger poison before insert on daily_counts
        when new.key = ${sql.lit(POISONED_PAGE)}
        begin select raise(abort, 'poisoned row'); end`.execute(database.db);
    } else {
      await sql`create function poison() returns trigger language plpgsql as $$
        begin
          if new.key = ${sql.lit(POISONED_PAGE)} then
            raise exception 'poisoned row' using errcode = 'check_violation';
          end if;
          return new;
        end $$`.execute(database.db);
      await sql`create trigger poison before insert on daily_counts
        for each row execute function poison()`.execute(database.db);
    }
  } finally {
    await database.db.destroy();
  }
}

describe.each(engines())('a batch holding a row the database refuses, on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    // What is checked is which visits are stored, not how fast: 210 visits at
    // once (a refused batch is written again row by row) can take longer than
    // the 5 s commit deadline on a busy machine, and a visit past it is a 503.
    // The deadline itself is stalled-writes.test.ts's.
    t = await buildTestApp(engine, { COMMIT_TIMEOUT_MS: '60000' });
    await poisonPage(t, engine);
  });
  afterEach(async () => t.close());

  it('fails only the refused visits; every valid one is answered 201 and stored whole', async () => {
    const valid = Array.from({ length: 200 }, (_, i) =>
      visit({ pageVisited: `/valid/${i % 5}`, sessionId: `valid-${i % 40}` }),
    );
    const poisoned = Array.from({ length: 10 }, (_, i) =>
      visit({ pageVisited: POISONED_PAGE, sessionId: `poisoned-${i}`, country: 'Nepal' }),
    );
    // Interleaved and sent at once, so refused rows share batches with valid ones.
    const bodies = valid.flatMap((body, i) =>
      i % 20 === 0
        ? [
            { body, ok: true },
            { body: poisoned[i / 20]!, ok: false },
          ]
        : [{ body, ok: true }],
    );
    const answers = await Promise.all(bodies.map(({ body }) => track(t.app, body)));
    const validCodes = answers.filter((_, i) => bodies[i]!.ok).map((r) => r.statusCode);
    const poisonedCodes = answers.filter((_, i) => !bodies[i]!.ok).map((r) => r.statusCode);

    expect(validCodes.filter((code) => code !== 201)).toHaveLength(0);
    expect(poisonedCodes).toEqual(Array(10).fill(500));
    expect(answers[1]!.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });

    // Stored whole or not at all: the rows, the counters and every rollup agree on 200.
    expect(await storedCount(t.app)).toBe(200);
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      payload: { pageVisited: 'valid' },
    });
    expect(filtered.json().totalElements).toBe(200);
    const analytics = (await t.app.inject('/api/visitors/analytics')).json();
    expect(analytics).toMatchObject({
      totalVisits: 200,
      todayVisits: 200,
      todayUniqueVisitors: 40,
      todayDesktopVisits: 200,
      visitorsByCountry: [['India', 200]],
    });
    const pages = analytics.mostVisitedPages as [string, number][];
    expect(pages.map(([page]) => page).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `/valid/${n}`));
    expect(pages.reduce((sum, [, n]) => sum + n, 0)).toBe(200);
  });

  it('still stores the next visits, and the refused page stays refused', async () => {
    const [bad, good] = await Promise.all([
      track(t.app, visit({ pageVisited: POISONED_PAGE })),
      track(t.app, visit({ pageVisited: '/after' })),
    ]);
    expect([bad.statusCode, good.statusCode]).toEqual([500, 201]);
    expect((await track(t.app, visit({ pageVisited: '/later' }))).statusCode).toBe(201);
    expect(await storedCount(t.app)).toBe(2);
  });
});
