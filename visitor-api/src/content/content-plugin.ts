import fp from 'fastify-plugin';
import { createContentStore, type ContentStore } from './store/content-store';
import { createPublishedCopy, type PublishedCopy } from './published-copy';
import { createPayeeWait, type PayeeWait } from './payee-wait';
import { describedPayee } from './publish-payee-change';
import { tellOwners } from '../keepers/owner-notice';

/** The site content side of the API: its tables and the published copy in memory. */
export interface SiteContentService {
  store: ContentStore;
  published: PublishedCopy;
  /** A change of the donation details waiting to be published (payee-wait.ts). */
  payeeWait: PayeeWait;
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
  const payeeWait = await createPayeeWait({
    store,
    keepers: fastify.keepers.store,
    published,
    clock: fastify.clock,
    log: fastify.log,
    checkMs: fastify.config.contentCheckMs,
    onPublished: async (row) => {
      await tellOwners(fastify, 'Pawapuri: the new payee for donations is published', [
        `The wait for the change ${row.asked_by} asked for has ended: donations now go to ${describedPayee(row)}.`,
        'If you did not expect this, sign in now and look at the donation details and the audit log.',
      ]);
    },
  });
  fastify.decorate('content', { store, published, payeeWait } satisfies SiteContentService);
  fastify.addHook('onClose', async () => {
    payeeWait.close();
    await published.close();
  });
});
