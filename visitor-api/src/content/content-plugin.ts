import fp from 'fastify-plugin';
import { createContentStore, type ContentStore } from '../db/content/content-store';
import { createPublishedCopy, type PublishedCopy } from './published-copy';

/** The site content side of the API: its tables and the published copy in memory. */
export interface SiteContentService {
  store: ContentStore;
  published: PublishedCopy;
}

/**
 * `fastify.content`: the content tables of the visits' database and this
 * instance's copy of what is published, kept current by Redis messages
 * (REDIS_URL) or by checking the version number (CONTENT_CHECK_MS).
 */
export default fp(async (fastify) => {
  const store = createContentStore(fastify.visits.database);
  const published = await createPublishedCopy({
    store,
    log: fastify.log,
    checkMs: fastify.config.contentCheckMs,
    redis: fastify.redis,
    channel: `${fastify.config.redisKeyPrefix}content-published`,
  });
  fastify.decorate('content', { store, published } satisfies SiteContentService);
  fastify.addHook('onClose', async () => published.close());
});
