import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../../lib/http-error';
import { isStoreBusy } from '../../db/store-busy';

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** The field a schema error points at: the property path, or the missing one. */
function fieldOf(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    const missing = issue.params?.missingProperty;
    if (typeof missing === 'string') return missing;
    const path = issue.instancePath?.replace(/^\//, '').split('/')[0];
    if (path) return path;
  }
  return undefined;
}

/** One error handler: the same JSON shape for every failure, 5xx details kept in the log. */
export default fp(async (fastify) => {
  fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      const field = fieldOf(error.validation as ValidationIssue[]);
      return reply.code(400).send(errorBody(400, error.message, field));
    }
    if (isStoreBusy(error)) {
      // The database is locked or stuck: answer now rather than hold the request.
      // One short line (no stack): under a lock this happens for every request.
      const reason = error instanceof Error ? error.message : String(error);
      request.log.warn({ reason }, 'database busy: answered 503');
      const retryAfter = Math.max(1, Math.ceil(fastify.config.timeouts.commitMs / 1000));
      return reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .send(errorBody(503, `The database is busy; try again in ${retryAfter} s.`));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      const field = error instanceof HttpError ? error.field : undefined;
      return reply.code(status).send(errorBody(status, error.message, field));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the server'));
  });
});
