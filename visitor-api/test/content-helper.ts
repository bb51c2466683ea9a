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

/** Saves a donation draft naming this UPI id (owner headers); answers its draft revision. */
export async function donationDraft(
  app: FastifyInstance,
  headers: Record<string, string>,
  upiId: string,
  payeeName = 'Shri Pawapuri Tirth Trust',
): Promise<number> {
  const item = await readItem(app, headers, 'donation/donation');
  const saved = await post(app, headers, 'donation/donation/draft', {
    expectedRevision: item.draft.revision,
    data: { payeeName, upiId, verified: true, verifiedOn: '2026-11-26' },
  });
  if (saved.statusCode !== 200) throw new Error(`donation draft: ${saved.body}`);
  return saved.json<ContentItem>().draft.revision;
}
