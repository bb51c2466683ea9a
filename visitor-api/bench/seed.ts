import { parseArgs } from 'node:util';
import { loadConfig } from '../src/common/settings/config';
import { connect, connectionOptions } from '../src/common/db/connect';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import type { NewVisit } from '../src/common/db/visit-rows';
import { random, sessionVisits, startInDay } from './visit-generator';

/**
 * npm run seed -w visitor-api -- --visits 100000 --days 30 [--seed 42]
 * Fills the configured store (DATABASE_PATH or DATABASE_URL) with realistic
 * visits, oldest day first, through the same insert path as the API.
 */
export async function seed(visits: number, days: number, seedValue = 42): Promise<number> {
  const config = loadConfig();
  const repository = await createVisitRepository(connect(connectionOptions(config)));
  const rand = random(seedValue);
  const now = Date.now();
  const todayStart = Math.floor(now / 86_400_000) * 86_400_000;
  const perDay = Math.ceil(visits / days);
  let written = 0;
  let sessionNumber = 0;
  for (let d = days - 1; d >= 0 && written < visits; d -= 1) {
    const dayVisits: NewVisit[] = [];
    const target = Math.min(perDay, visits - written);
    while (dayVisits.length < target) {
      const start = startInDay(rand, todayStart - d * 86_400_000);
      dayVisits.push(...sessionVisits(rand, start, (sessionNumber += 1)));
    }
    dayVisits.length = target;
    // Nothing in the future: today's visits stop at the current time.
    const kept = dayVisits
      .filter((v) => v.visitTime <= now)
      .sort((a, b) => a.visitTime - b.visitTime);
    for (let i = 0; i < kept.length; i += 5000) {
      await repository.trackMany(kept.slice(i, i + 5000));
    }
    written += target;
    console.info(`seeded day ${days - d}/${days}: ${written.toLocaleString('en-IN')} visits`);
  }
  await repository.close();
  return written;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      visits: { type: 'string', default: '10000' },
      days: { type: 'string', default: '30' },
      seed: { type: 'string', default: '42' },
    },
  });
  const visits = Number(values.visits);
  const days = Number(values.days);
  if (!Number.isInteger(visits) || visits < 1 || !Number.isInteger(days) || days < 1) {
    console.error('Usage: npm run seed -w visitor-api -- --visits N --days D');
    process.exit(1);
  }
  const started = Date.now();
  seed(visits, days, Number(values.seed)).then(
    (n) => console.info(`done: ${n} visits in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
