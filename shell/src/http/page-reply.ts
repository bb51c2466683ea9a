import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from './cache-control';
import type { createCompressedPages, PageEncoding } from './compressed-pages';

/**
 * Answers a page made per request: an ETag of its text (a 304 when the
 * browser has it), no-cache, and the compressed copy for the encodings the
 * browser accepts.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; html: string },
  compressedPages: ReturnType<typeof createCompressedPages>,
): FastifyReply {
  const etag = `"${createHash('sha1').update(page.html).digest('base64url').slice(0, 22)}"`;
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .send(compressedPages.compressed(page.html, etag, encoding));
}

function acceptedEncoding(header: string | undefined): PageEncoding {
  const accepted = header ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
