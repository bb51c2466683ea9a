import type { FastifyReply } from 'fastify';
import { HttpError } from '../common/http/http-error';
import { retryText } from '../common/http/duration-text';

/**
 * The 429 for a keeper who must wait after wrong passwords (sign-in-throttle.ts):
 * Retry-After in seconds, and words saying how long and until when (UTC), at
 * the password field the keeper is filling in.
 */
export function mustWait(
  reply: FastifyReply,
  wait: number,
  now: number,
  subject: string,
  field: string,
): HttpError {
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  return new HttpError(
    429,
    `Too many wrong passwords for ${subject}: try again in ${retryText(wait)} ` +
      `(at ${new Date(now + wait).toISOString().slice(11, 19)} UTC)`,
    field,
  );
}
