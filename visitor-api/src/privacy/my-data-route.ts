import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyData } from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { signedInKeeper } from './signed-in-keeper';
import { toKeeperAccount } from '../keepers/actor';
import { audit } from '../keepers/audit';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

/**
 * A signed-in keeper downloads what the site holds about them, as JSON: the
 * account, its live sessions (never their ids), the names of the API keys
 * they made (never a secret), and the audit entries they made or that name
 * them. Only a signed-in browser: a script's API key downloads nobody's data.
 * Each download is in the audit log.
 */
const myData: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  fastify.get(
    '/me/data',
    {
      schema: { response: { 200: MyData, ...errorResponses(401, 403, 429, 500) } },
      config: { rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const actor = await signedInKeeper(request);
      const { id, email } = actor.account;
      const [row, sessions, keys, entries] = await Promise.all([
        keepers.store.findAccount({ id }),
        keepers.sessions.listAccount(id),
        keepers.store.apiKeysMadeBy(id),
        keepers.store.auditAbout({ id, email }),
      ]);
      const account = row ? toKeeperAccount(row) : actor.account;
      // A copy of personal data leaving the site is on record, as an export of visits is.
      await audit(request, 'my-data-downloaded', {}, actor);
      void reply.header('content-disposition', 'attachment; filename="my-pawapuri-data.json"');
      return {
        downloadedAt: iso(fastify.clock()),
        account,
        sessions: sessions
          .sort((a, b) => b.createdAt - a.createdAt)
          .map((session) => ({
            createdAt: iso(session.createdAt),
            lastSeenAt: iso(session.lastSeenAt),
            expiresAt: iso(session.expiresAt),
            current:
              session.createdAt === actor.session!.record.createdAt &&
              session.expiresAt === actor.session!.record.expiresAt,
          })),
        apiKeys: keys.map((key) => ({
          name: key.name,
          role: key.role,
          createdAt: iso(key.created_at),
          lastUsedAt: isoOrNull(key.last_used_at),
          revokedAt: isoOrNull(key.revoked_at),
        })),
        audit: entries.map((entry) => ({
          at: iso(entry.at),
          action: entry.action,
          actor: entry.actor,
          via: entry.via,
          network: entry.network,
          detail: JSON.parse(entry.detail) as Record<string, unknown>,
        })),
      };
    },
  );
};

export default myData;
