import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../common/http/http-error';
import { visitTimeOf } from '../visits/visited-at';
import { recordingRouteOptions, refuseUnrecorded } from '../visits/recording-route';
import { EventBody, EventStored } from '@pawapuri/shared/contract';

/**
 * POST /api/visitors/events: records one thing a visitor did on a page, as
 * /track records a visit: refused for bots and browsers that opt out (202),
 * stored once per `eventId` (a repeat is answered 200 with the stored event),
 * through a group commit. An event keeps no address at all. A name neither
 * built in nor added by a keeper is a 400 naming `name`.
 */
const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  fastify.post(
    '/events',
    recordingRouteOptions(config, EventBody, EventStored),
    async (request, reply) => {
      if (refuseUnrecorded(request, reply) !== null) return reply;
      const body = request.body;
      if (!(await fastify.events.isKnown(body.name))) {
        throw new HttpError(
          400,
          'body/name is not an event the site records (neither built in nor added by a keeper)',
          'name',
        );
      }
      // The same window as a queued visit's time: within the last day, never ahead.
      let eventTime: number;
      try {
        eventTime = visitTimeOf(body.occurredAt, fastify.clock());
      } catch {
        throw new HttpError(
          400,
          'body/occurredAt must be a real time within the last 24 hours',
          'occurredAt',
        );
      }
      const stored = await fastify.events.record({
        eventTime,
        name: body.name,
        sessionId: body.sessionId,
        page: body.pageVisited,
        properties: body.properties ?? {},
        eventId: body.eventId,
      });
      return reply
        .code(stored.repeated ? 200 : 201)
        .send({ id: stored.id, occurredAt: new Date(stored.eventTime).toISOString() });
    },
  );
};

export default events;
