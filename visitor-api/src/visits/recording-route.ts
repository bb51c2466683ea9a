import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TrackIgnored } from '@pawapuri/shared/contract';
import type { Config } from '../common/settings/config';
import { notRecordedReason, type NotRecordedReason } from '../common/access/not-recorded';
import { errorResponses } from '../common/http/error-schemas';

/**
 * The route options of a POST recording what a visitor did (/track, /events):
 * its body; the stored thing answered 201, or 200 when its key was stored
 * already; 202 when it is not recorded; and /track's per-client rate, since
 * a page's events come with its visits.
 */
export function recordingRouteOptions<Body extends TSchema, Stored extends TSchema>(
  config: Config,
  body: Body,
  stored: Stored,
) {
  return {
    schema: {
      body,
      response: {
        200: stored,
        201: stored,
        202: TrackIgnored,
        ...errorResponses(400, 413, 415, 429, 500, 503),
      },
    },
    config: { rateLimit: { max: config.rateLimit.trackPerMinute, timeWindow: '1 minute' } },
  };
}

/**
 * The opening of a recording handler: sets nosniff, and answers 202 with the
 * reason when the client is a bot or opted out (the reason is returned; null
 * when the request is to be recorded).
 */
export function refuseUnrecorded(
  request: FastifyRequest,
  reply: FastifyReply,
): NotRecordedReason | null {
  // Outside helmet's scope (app.ts): its document headers (CSP, frame and
  // opener policies...) mean nothing on a JSON answer; the one that matters
  // for JSON is set here.
  reply.header('x-content-type-options', 'nosniff');
  const reason = notRecordedReason(request);
  if (reason !== null) void reply.code(202).send({ recorded: false, reason });
  return reason;
}
