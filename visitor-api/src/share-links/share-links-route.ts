import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateShareLinkBody,
  IdParams,
  SHARED_DASHBOARD_PATH,
  ShareLinkCreated,
  ShareLinkList,
  ShareLinkSchema,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { HttpError } from '../common/http/http-error';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { hashPassword } from '../keepers/password-hash';
import { newSecret, secretDigest } from '../keepers/secret-token';
import { createShareLinkStore } from './share-link-store';
import { toShareLink } from './share-link-view';
import { EmptyBody } from '../common/http/empty-body';

/**
 * Owners create, list and revoke read-only share links to the dashboard. The
 * token is 32 random bytes, answered once; only its SHA-256 is stored. A
 * password is hashed as keepers' are (argon2id).
 */
const shareLinks: FastifyPluginAsyncTypebox = async (fastify) => {
  const store = createShareLinkStore(fastify.visits.database);
  const owner = requirePermission('share-links.manage');
  const config = {
    rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const errors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500);

  fastify.get(
    '/share-links',
    { schema: { response: { 200: ShareLinkList, ...errors } }, config, preHandler: owner },
    async () => ({ links: (await store.list()).map(toShareLink) }),
  );

  fastify.post(
    '/share-links',
    {
      schema: { body: CreateShareLinkBody, response: { 201: ShareLinkCreated, ...errors } },
      config,
      preHandler: owner,
    },
    async (request, reply) => {
      const { label, password, expiresAt, filters } = request.body;
      const now = fastify.clock();
      const expires = expiresAt === undefined ? null : Date.parse(expiresAt);
      if (expires !== null && !(expires > now)) {
        throw new HttpError(400, 'body/expiresAt must be in the future', 'expiresAt');
      }
      const token = newSecret();
      const row = await store.insert({
        token_hash: secretDigest(token),
        label,
        password_hash: password === undefined ? null : await hashPassword(password),
        expires_at: expires,
        filters: JSON.stringify(filters ?? {}),
        created_by: request.keeper?.account.email ?? 'unknown',
        created_at: now,
      });
      await audit(request, 'share-link-created', {
        id: row.id,
        password: password !== undefined,
        filters: Object.keys(filters ?? {}).join(',') || 'none',
      });
      return reply
        .code(201)
        .send({ link: toShareLink(row), token, path: `${SHARED_DASHBOARD_PATH}#${token}` });
    },
  );

  fastify.post(
    '/share-links/:id/revoke',
    {
      schema: {
        params: IdParams,
        body: EmptyBody,
        response: { 200: ShareLinkSchema, ...errors },
      },
      config,
      preHandler: owner,
    },
    async (request) => {
      const id = Number(request.params.id);
      const row = await store.revoke(id, fastify.clock());
      if (!row) throw new HttpError(404, `No live share link has the id ${id}`, 'id');
      await audit(request, 'share-link-revoked', { id });
      return toShareLink(row);
    },
  );
};

export default shareLinks;
