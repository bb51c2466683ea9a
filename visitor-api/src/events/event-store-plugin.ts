import fp from 'fastify-plugin';
import { CUSTOM_EVENT_NAMES_MAX } from '@pawapuri/shared/contract';
import { createEventStore } from './event-store';

/** The event store, on the visits' database; queued events are written before it closes. */
export default fp(async (fastify) => {
  const store = createEventStore(fastify.visits.database, {
    commitTimeoutMs: fastify.config.timeouts.commitMs,
    maxCustomNames: CUSTOM_EVENT_NAMES_MAX,
  });
  fastify.decorate('events', store);
  fastify.addHook('onClose', async () => store.flushed());
});
