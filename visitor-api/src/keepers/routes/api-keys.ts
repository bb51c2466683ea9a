import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { KeeperRole } from '@pawapuri/shared/contract/types';
import {
  ApiKeyCreated,
  ApiKeyList,
  ApiKeySchema,
  CreateApiKeyBody,
  IdParams,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { requireSessionPermission } from '../access';
import { requireOwnerPresent } from '../owner-present';
import { audit } from '../audit';
import { newSecret, secretDigest } from '../secret-token';
import type { ApiKeyRow } from '../store/api-key-row';
import { EmptyBody } from '../../common/http/empty-body';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function toApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    role: row.role as KeeperRole,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    createdBy: row.created_by_name,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

/**
 * Owners create and revoke API keys for scripts, signed in (a key never
 * manages keys); creating one asks for the owner's password again. A key is 32 random bytes,
 * shown once; only its SHA-256 is stored, and a revoked key is refused from
 * the next request on (every request looks the key up).
 */
const apiKeys: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const owner = requireSessionPermission('api-keys.manage');
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const errors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500);

  fastify.get(
    '/api-keys',
    { schema: { response: { 200: ApiKeyList, ...errors } }, config: limit, preHandler: owner },
    async () => ({ keys: (await keepers.store.listApiKeys()).map(toApiKey) }),
  );

  fastify.post(
    '/api-keys',
    {
      schema: { body: CreateApiKeyBody, response: { 201: ApiKeyCreated, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request, reply) => {
      const self = await requireOwnerPresent(
        request,
        reply,
        request.body.password,
        'Creating an API key',
      );
      const secret = newSecret();
      const row = await keepers.store.insertApiKey({
        name: request.body.name.trim(),
        role: request.body.role,
        keyHash: secretDigest(secret),
        createdBy: self.id,
        createdAt: fastify.clock(),
      });
      await audit(request, 'api-key-created', { key: row.id, name: row.name, role: row.role });
      return reply.code(201).send({ key: toApiKey(row), secret });
    },
  );

  fastify.post(
    '/api-keys/:id/revoke',
    {
      schema: { params: IdParams, body: EmptyBody, response: { 200: ApiKeySchema, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request) => {
      const id = Number(request.params.id);
      await keepers.store.updateApiKey(id, { revokedAt: fastify.clock() });
      const [row] = await keepers.store.listApiKeys(id);
      if (!row) throw new HttpError(404, `No API key ${id}`, 'id');
      await audit(request, 'api-key-revoked', { key: row.id, name: row.name });
      return toApiKey(row);
    },
  );
};

export default apiKeys;
