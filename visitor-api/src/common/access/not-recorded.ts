import type { FastifyRequest } from 'fastify';
import { isBot } from './is-bot';

export type NotRecordedReason = 'bot' | 'do-not-track' | 'global-privacy-control';

/**
 * Why a visit or an event from this request is not stored, or null when it
 * is: the client is a bot, or (unless HONOR_DO_NOT_TRACK is off) the browser
 * sends Global Privacy Control or Do Not Track.
 */
export function notRecordedReason(request: FastifyRequest): NotRecordedReason | null {
  if (isBot(request.headers['user-agent'] ?? '')) return 'bot';
  if (!request.server.config.honorDoNotTrack) return null;
  if (request.headers['sec-gpc'] === '1') return 'global-privacy-control';
  if (request.headers.dnt === '1') return 'do-not-track';
  return null;
}
