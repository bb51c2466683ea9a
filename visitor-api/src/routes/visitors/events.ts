import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notRecordedReason } from '../../access/not-recorded';
import { HttpError } from '../../http/http-error';
import { visitTimeOf } from '../../input/visited-at';
import { errorResponses } from '../../schemas/errors';
import { EventBody, EventStored, TrackIgnored } from '@pawapuri/shared/contract';

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
    {
      schema: {
        body: EventBody,
        response: {
          200: EventStored,
          201: EventStored,
          202: TrackIgnored,
          ...errorResponses(400, 413, 415, 429, 500, 503),
        },
      },
      // A page's taps come with its visits: the same per-client budget as /track.
      config: { rateLimit: { max: config.rateLimit.trackPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      const refused = notRecordedReason(request);
      if (refused !== null) return reply.code(202).send({ recorded: false, reason: refused });
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
