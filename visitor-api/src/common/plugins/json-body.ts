import { parse as parseContentType } from 'content-type';
import type { FastifyInstance, FastifyBodyParser } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';

/** Charset labels meaning UTF-8 (compared in lower case); no charset at all means UTF-8 too. */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/** Why a JSON body's declared charset is refused, or undefined when it is UTF-8 or absent. */
function charsetProblem(header: string): string | undefined {
  const charset = parseContentType(header).parameters.charset?.toLowerCase();
  // A charset the parser skipped (malformed) or met twice is refused rather than guessed.
  const mentions = header.match(/charset/gi)?.length ?? 0;
  if (mentions > 1 || (mentions === 1 && charset === undefined)) {
    return 'Content-Type has a malformed or repeated charset; JSON must be sent in UTF-8';
  }
  if (charset === undefined || UTF8_LABELS.has(charset)) return undefined;
  return `JSON must be sent in UTF-8, not charset=${charset.slice(0, 40)}`;
}

/** Fastify's JSON parser (prototype poisoning refused, as by default) behind a charset check. */
export function utf8JsonParser(fastify: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const problem = charsetProblem(request.headers['content-type'] ?? '');
    if (problem) {
      done(new HttpError(415, problem, 'content-type'), undefined);
      return;
    }
    void parseJson(request, body, done);
  };
}

/**
 * Request bodies are JSON in UTF-8 and nothing else. Fastify also parses
 * `text/plain`, and reads any declared charset as UTF-8: here `text/plain`
 * (like any other type) is a 415, and so is JSON declared in another
 * charset, whose bytes would otherwise be misread. `application/json` with
 * no charset is UTF-8 by definition (RFC 8259), and is what the site sends.
 */
export default fp(async (fastify) => {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, utf8JsonParser(fastify));
});
