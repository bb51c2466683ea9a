import { parse as parseContentType } from 'content-type';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

/** Charset labels meaning UTF-8 (compared in lower case); no charset at all means UTF-8 too. */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/**
 * Request bodies are JSON in UTF-8 and nothing else. Fastify also parses
 * `text/plain`, and reads any declared charset as UTF-8: here `text/plain`
 * (like any other type) is a 415, and so is JSON declared in another
 * charset, whose bytes would otherwise be misread. `application/json` with
 * no charset is UTF-8 by definition (RFC 8259), and is what the site sends.
 */
export default fp(async (fastify) => {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  // Fastify's own parser (prototype poisoning refused, as by default), behind a charset check.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const header = request.headers['content-type'] ?? '';
    const charset = parseContentType(header).parameters.charset?.toLowerCase();
    if (charset !== undefined && !UTF8_LABELS.has(charset)) {
      done(
        new HttpError(415, `JSON must be sent in UTF-8, not charset=${charset}`, 'content-type'),
        undefined,
      );
      return;
    }
    // parseAs 'string' hands over a string; the type also allows a Buffer.
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
});
