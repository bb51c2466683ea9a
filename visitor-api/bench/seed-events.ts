import { parseArgs } from 'node:util';
import { BUILT_IN_EVENTS } from '@pawapuri/shared/contract';
import { loadConfig } from '../src/common/settings/config';
import { connect, connectionOptions } from '../src/common/db/connect';
import { createEventStore } from '../src/events/event-store';
import type { NewEvent } from '../src/events/event-rows';
import { random } from './visit-generator';

const LISTINGS = ['Jal Mandir Dharamshala', 'Samosharan Dharamshala', 'Patna Cabs', 'Gaya Taxi'];
const BATCH = 5000;

/**
 * npm run seed:events -w visitor-api -- --events 300000 [--seed 7]
 * Adds events to the configured store's visits: each beside a stored visit
 * (its session and page, a few minutes later), a built-in name, most with a
 * listing, through the same insert path as the API. Run after the visits' seed.
 */
export async function seedEvents(count: number, seedValue = 7): Promise<number> {
  const database = connect(connectionOptions(loadConfig()));
  const events = createEventStore(database, { maxCustomNames: 30 });
  const rand = random(seedValue);
  const { max } = await database.db
    .selectFrom('visits')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const lastId = Number(max ?? 0);
  if (lastId === 0) throw new Error('no visits stored: seed the visits first');
  const started = Date.now();
  let written = 0;
  while (written < count) {
    const ids = Array.from({ length: Math.min(BATCH, count - written) }, () =>
      Math.ceil(rand() * lastId),
    );
    const visits = await database.db
      .selectFrom('visits')
      .select(['id', 'session_id', 'page_visited', 'visit_time'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    const batch = visits.map(
      (visit, at): NewEvent => ({
        eventTime: Number(visit.visit_time) + Math.floor(rand() * 300_000),
        name: BUILT_IN_EVENTS[Math.floor(rand() * 4)]!,
        sessionId: visit.session_id,
        page: visit.page_visited,
        properties:
          rand() < 0.8 ? { listing: LISTINGS[Math.floor(rand() * LISTINGS.length)]! } : {},
        eventId: `seed-${seedValue}-${started}-${String(written + at).padStart(12, '0')}`,
      }),
    );
    await events.recordMany(batch);
    written += batch.length;
    console.info(`seeded ${written.toLocaleString('en-IN')} events`);
  }
  await database.db.destroy();
  return written;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '10000' },
      seed: { type: 'string', default: '7' },
    },
  });
  const count = Number(values.events);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: npm run seed:events -w visitor-api -- --events N');
    process.exit(1);
  }
  seedEvents(count, Number(values.seed)).then(
    (n) => console.info(`done: ${n} events`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
