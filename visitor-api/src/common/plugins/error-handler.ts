import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ConflictError, errorBody, HttpError } from '../http/http-error';
import { isStoreBusy } from '../db/store-busy';
import { describeFormat } from '../input/text-input';
import { FilteredReadsBusyError } from '../db/filtered-read-gate';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** The field a schema error points at: the property path, the missing one or the unknown one. */
function fieldOf(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    const path = issue.instancePath?.replace(/^\//, '').split('/')[0];
    // A name an object field does not allow (an event's properties): that field is at fault.
    if (path && issue.keyword === 'additionalProperties') return path;
    const named = issue.params?.missingProperty ?? issue.params?.additionalProperty;
    if (typeof named === 'string') return named;
    if (path) return path;
  }
  return undefined;
}

/** Plain words for the schema errors whose own message names no field or quotes a pattern. */
function messageOf(error: FastifyError, issues: ValidationIssue[], field?: string): string {
  const [issue] = issues;
  const where = `${error.validationContext ?? 'body'}/${field ?? ''}`;
  if (issue?.keyword === 'additionalProperties') {
    const inside = issue.instancePath ? `${issue.instancePath}/` : '/';
    return `${error.validationContext ?? 'body'}${inside}${String(issue.params?.additionalProperty)} is not a known field`;
  }
  const format = issue?.keyword === 'format' ? describeFormat(issue.params?.format) : undefined;
  return format ? `${where} ${format}` : error.message;
}

/** Fastify's 415 says only "Unsupported Media Type": say what is supported. */
const UNSUPPORTED_TYPE = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';

/** One error handler: the same JSON shape for every failure, 5xx details kept in the log. */
export default fp(async (fastify) => {
  fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      const issues = error.validation as ValidationIssue[];
      const field = fieldOf(issues);
      return reply.code(400).send(errorBody(400, messageOf(error, issues, field), field));
    }
    if ('code' in error && error.code === UNSUPPORTED_TYPE) {
      const message = 'Content-Type must be application/json (in UTF-8)';
      return reply.code(415).send(errorBody(415, message, 'content-type'));
    }
    if (error instanceof FilteredReadsBusyError) {
      // Filtered views read raw visits: the few allowed at once are taken, and
      // refusing more keeps the API (tracking first) answering.
      const retryAfter = error.retryAfterSeconds;
      return reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .send(
          errorBody(
            503,
            `The server is busy with other filtered dashboard views; try again in ${retryAfter} s.`,
          ),
        );
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
      const current = error instanceof ConflictError ? error.currentRevision : undefined;
      return reply.code(status).send(errorBody(status, error.message, field, current));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the server'));
  });
});
