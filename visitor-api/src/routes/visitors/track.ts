import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAddress } from '../../access/client-address';
import { notRecordedReason, type NotRecordedReason } from '../../access/not-recorded';
import type { DropReason } from '../../plugins/app/drop-counters';
import { cleanLabel } from '../../input/text-input';
import { campaignOf } from '../../input/campaign';
import { placeOfVisit } from '../../location/place-of-visit';
import { visitTimeOf } from '../../input/visited-at';
import { errorResponses } from '../../schemas/errors';
import { TrackBody, TrackCreated, TrackIgnored } from '@pawapuri/shared/contract';

/** The /health counter each refusal counts under. */
const DROP_COUNTER: Record<NotRecordedReason, DropReason> = {
  bot: 'bot',
  'do-not-track': 'doNotTrack',
  'global-privacy-control': 'globalPrivacyControl',
};

/**
 * POST /api/visitors/track: records one visit, unless the client is a bot or
 * opted out. Its country and city are the browser's if it sent a country,
 * otherwise the server's lookup of the full client address (which is then
 * stored cut to its network). A visit whose `visitId` is already stored is answered 200 with
 * that visit and stores nothing (a retry after a lost answer).
 */
const track: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  fastify.post(
    '/track',
    {
      schema: {
        body: TrackBody,
        response: {
          200: TrackCreated,
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
      const refused = notRecordedReason(request);
      if (refused !== null) {
        fastify.dropped.count(DROP_COUNTER[refused]);
        return reply.code(202).send({ recorded: false, reason: refused });
      }
      const body = request.body;
      const visitTime = visitTimeOf(body.visitedAt, fastify.clock());
      const ipAddress = clientAddress(request);
      const place = placeOfVisit(body.country, body.city, () => fastify.location.locate(ipAddress));
      const stored = await fastify.visits.track({
        visitTime,
        ipAddress,
        deviceType: body.deviceType,
        // Labels lose control characters; the schema refused them in machine values.
        browser: cleanLabel(body.browser),
        operatingSystem: cleanLabel(body.operatingSystem),
        country: place.country,
        city: place.city,
        pageVisited: body.pageVisited,
        referrer: body.referrer,
        screenResolution: body.screenResolution,
        sessionId: body.sessionId,
        language: body.language,
        ...(body.visitId === undefined ? {} : { visitId: body.visitId }),
        campaign: campaignOf(body),
      });
      return reply
        .code(stored.repeated ? 200 : 201)
        .send({ id: stored.id, visitTime: new Date(stored.visitTime).toISOString() });
    },
  );
};

export default track;
