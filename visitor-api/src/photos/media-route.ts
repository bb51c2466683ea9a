import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_FILE_NAME } from '../common/media/media-files';
import { HttpError } from '../common/http/http-error';

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * GET /api/media/<file>: a stored photograph, for a site without a static
 * host in front (development, tests). Files never change, so they are cached
 * for a year; nginx serves the same folder with the same headers in production.
 */
const mediaRoute: FastifyPluginAsync = async (fastify) => {
  const dir = fastify.config.media.dir;
  fastify.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_FILE_NAME.test(name))
      throw new HttpError(404, 'There is no such photograph', 'name');
    const file = path.join(dir, name);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new HttpError(404, 'There is no such photograph', 'name');
    return reply
      .header('content-type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(file));
  });
};

export default mediaRoute;
