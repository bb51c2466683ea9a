import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ContentItem, SiteContent } from '@pawapuri/shared/contract/types';

/** The published document as the public endpoint sends it. */
export async function publicContent(app: FastifyInstance): Promise<SiteContent> {
  const response = await app.inject('/api/content');
  if (response.statusCode !== 200) throw new Error(`GET /api/content: ${response.body}`);
  return response.json<SiteContent>();
}

/** An item as a keeper reads it. */
export async function readItem(
  app: FastifyInstance,
  headers: Record<string, string>,
  path: string,
): Promise<ContentItem> {
  const response = await app.inject({ url: `/api/keepers/content/${path}`, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.body}`);
  return response.json<ContentItem>();
}

/** POSTs to a keeper content address and answers the response. */
export function post(
  app: FastifyInstance,
  headers: Record<string, string>,
  path: string,
  payload: NonNullable<InjectOptions['payload']>,
) {
  return app.inject({ method: 'POST', url: `/api/keepers/content/${path}`, headers, payload });
}
