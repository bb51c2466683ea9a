import fp from 'fastify-plugin';
import { connect, connectionOptions } from '../../db/connect';
import { createVisitRepository, type VisitRepository } from '../../db/visit-repository';

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
    }));
  fastify.decorate('visits', repository);
  fastify.log.info({ engine: repository.engine }, 'visit store ready');
  // Runs after the server stopped accepting requests: queued visits are written first.
  fastify.addHook('onClose', async () => {
    if (!options.repository) await repository.close();
  });
});
