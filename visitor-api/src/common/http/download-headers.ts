import type { FastifyReply } from 'fastify';

/**
 * Marks a reply as a file to save under `fileName`: never cached, since every
 * download is drawn from the visits as they are now. The file name is made by
 * the API (dates and fixed words only), so it needs no quoting.
 */
export function asDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store');
}
