import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAddress } from '../common/access/client-address';
import type { NotRecordedReason } from '../common/access/not-recorded';
import type { DropReason } from './drop-counters';
import { cleanLabel } from '../common/input/text-input';
import { campaignOf } from './campaign';
import { placeOfVisit } from '../location/place-of-visit';
import { visitTimeOf } from './visited-at';
import { recordingRouteOptions, refuseUnrecorded } from './recording-route';
import { TrackBody, TrackCreated } from '@pawapuri/shared/contract';
import { deviceOfVisit } from './device';

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
 * stored cut to its network); its browser, system and device are named from
 * the request's User-Agent unless the body names all three. A visit whose `visitId` is already stored is answered 200 with
 * that visit and stores nothing (a retry after a lost answer).
 */
const track: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  fastify.post(
    '/track',
    recordingRouteOptions(config, TrackBody, TrackCreated),
    async (request, reply) => {
      const refused = refuseUnrecorded(request, reply);
      if (refused !== null) {
        fastify.dropped.count(DROP_COUNTER[refused]);
        return reply;
      }
      const body = request.body;
      const visitTime = visitTimeOf(body.visitedAt, fastify.clock());
      const ipAddress = clientAddress(request);
      const place = placeOfVisit(body.country, body.city, () => fastify.location.locate(ipAddress));
      const device = deviceOfVisit(body, request.headers['user-agent']);
      const stored = await fastify.visits.track({
        visitTime,
        ipAddress,
        deviceType: device.deviceType,
        // Labels lose control characters; the schema refused them in machine values.
        browser: cleanLabel(device.browser),
        operatingSystem: cleanLabel(device.operatingSystem),
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
