import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAddress } from '../../access/client-address';
import { isBot } from '../../access/is-bot';
import { cleanLabel } from '../../input/text-input';
import { errorResponses } from '../../schemas/errors';
import { TrackBody, TrackCreated, TrackIgnored } from '@pawapuri/shared/contract';

/** POST /api/visitors/track: records one visit, unless the client is a bot or opted out. */
const track: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  fastify.post(
    '/track',
    {
      schema: {
        body: TrackBody,
        response: {
          201: TrackCreated,
          202: TrackIgnored,
          ...errorResponses(400, 413, 415, 429, 500, 503),
        },
      },
      config: { rateLimit: { max: config.rateLimit.trackPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // Outside helmet's scope (app.ts): its document headers (CSP, frame and
      // opener policies...) mean nothing on a JSON 201; the one that matters for
      // JSON is set here.
      reply.header('x-content-type-options', 'nosniff');
      const userAgent = request.headers['user-agent'] ?? '';
      if (isBot(userAgent)) {
        fastify.dropped.count('bot');
        return reply.code(202).send({ recorded: false, reason: 'bot' });
      }
      if (config.honorDoNotTrack && request.headers['sec-gpc'] === '1') {
        fastify.dropped.count('globalPrivacyControl');
        return reply.code(202).send({ recorded: false, reason: 'global-privacy-control' });
      }
      if (config.honorDoNotTrack && request.headers.dnt === '1') {
        fastify.dropped.count('doNotTrack');
        return reply.code(202).send({ recorded: false, reason: 'do-not-track' });
      }
      const body = request.body;
      const stored = await fastify.visits.track({
        visitTime: fastify.clock(),
        ipAddress: clientAddress(request),
        deviceType: body.deviceType,
        // Labels lose control characters; the schema refused them in machine values.
        browser: cleanLabel(body.browser),
        operatingSystem: cleanLabel(body.operatingSystem),
        country: cleanLabel(body.country ?? ''),
        city: cleanLabel(body.city ?? ''),
        pageVisited: body.pageVisited,
        referrer: body.referrer,
        screenResolution: body.screenResolution,
        sessionId: body.sessionId,
        language: body.language,
      });
      return reply
        .code(201)
        .send({ id: stored.id, visitTime: new Date(stored.visitTime).toISOString() });
    },
  );
};

export default track;
