import fp from 'fastify-plugin';
import { connect, connectionOptions } from '../common/db/connect';
import { createVisitRepository, type VisitRepository } from './visit-repository';
import type { Config } from '../common/settings/config';
import type { WorkerSetup } from '../dashboard/worker/messages';
import { hostsOf } from '../common/dimensions/traffic-source';

/**
 * Filtered dashboard views (and the index of visits they are read from) live
 * in a worker thread with a connection of its own, so their scans never hold
 * up tracking. An in-memory SQLite database (the tests) cannot be opened from
 * another thread: it keeps reading in the main thread.
 */
function dashboardWorker(config: Config): WorkerSetup | undefined {
  if (config.databaseUrl === null && config.databasePath === ':memory:') return undefined;
  const { statementMs, lockMs, sqliteBusyMs } = config.timeouts;
  return {
    databasePath: config.databasePath,
    ...(config.databaseUrl !== null
      ? {
          postgres: {
            url: config.databaseUrl,
            statementMs,
            lockMs,
            ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
          },
        }
      : {}),
    timeZone: config.siteTimezone,
    siteHosts: [...hostsOf(config.corsOrigins)],
    sqliteBusyMs,
  };
}

export interface RepositoryOptions {
  /** A ready repository (tests and the seed script); otherwise one is opened from config. */
  repository?: VisitRepository;
}

/** Opens the store named by the configuration, runs its migrations, closes it with the app. */
export default fp<RepositoryOptions>(async (fastify, options) => {
  const { config } = fastify;
  const repository =
    options.repository ??
    (await createVisitRepository(connect(connectionOptions(config)), {
      commitTimeoutMs: config.timeouts.commitMs,
      filteredReads: { concurrency: config.dashboardFilteredConcurrency },
      dashboardWorker: dashboardWorker(config),
      visitIndex: config.dashboardVisitIndex,
    }));
  fastify.decorate('visits', repository);
  fastify.log.info({ engine: repository.engine }, 'visit store ready');
  // Runs after the server stopped accepting requests: queued visits are written first.
  fastify.addHook('onClose', async () => {
    if (!options.repository) await repository.close();
  });
});
