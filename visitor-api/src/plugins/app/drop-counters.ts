import fp from 'fastify-plugin';

/** Visits answered 202 and not stored, by reason, since the process started (shown in /health). */
export interface DropCounters {
  bot: number;
  doNotTrack: number;
  globalPrivacyControl: number;
}

export default fp(async (fastify) => {
  fastify.decorate('dropped', { bot: 0, doNotTrack: 0, globalPrivacyControl: 0 });
});
