import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountList,
  ChangeRoleBody,
  IdParams,
  InviteBody,
  KeeperAccountSchema,
  SetPasswordLink,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../../schemas/errors';
import { HttpError } from '../../http/http-error';
import { requirePermission } from '../../keepers/access';
import { audit } from '../../keepers/audit';
import { toKeeperAccount } from '../../keepers/actor';
import { EmailTakenError, inviteKeeper } from '../../keepers/invite';
import { issuePasswordLink } from '../../keepers/password-link';
import { passwordMatches } from '../../keepers/password-hash';
import { EmptyBody } from './empty-body';

/** Owners manage accounts: list, invite, new link, role, disable and enable. */
const accounts: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const owner = requirePermission('accounts.manage');
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);

  const accountOr404 = async (id: number) => {
    const row = await keepers.store.findAccount({ id });
    if (!row) throw new HttpError(404, `No account ${id}`, 'id');
    return row;
  };

  /** The last enabled owner stays an owner and enabled: someone must be able to manage accounts. */
  const keepAnOwner = async (row: { role: string; disabled_at: number | null }) => {
    if (
      row.role === 'owner' &&
      row.disabled_at === null &&
      (await keepers.store.countAccounts('owner')) <= 1
    ) {
      throw new HttpError(409, 'This is the last owner: make another owner first', 'id');
    }
  };

  fastify.get(
    '/accounts',
    { schema: { response: { 200: AccountList, ...errors } }, config: limit, preHandler: owner },
    async () => ({ accounts: (await keepers.store.listAccounts()).map(toKeeperAccount) }),
  );

  fastify.post(
    '/accounts',
    {
      schema: { body: InviteBody, response: { 201: SetPasswordLink, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request, reply) => {
      try {
        const invited = await inviteKeeper(
          keepers.store,
          request.body,
          fastify.clock(),
          config.keepers.siteUrl,
        );
        await audit(request, 'account-invited', {
          account: invited.account.email,
          role: invited.account.role,
        });
        return reply.code(201).send({ ...invited, account: toKeeperAccount(invited.account) });
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, error.message, 'email');
        throw error;
      }
    },
  );

  fastify.post(
    '/accounts/:id/reset',
    {
      schema: { params: IdParams, body: EmptyBody, response: { 200: SetPasswordLink, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request) => {
      const row = await accountOr404(Number(request.params.id));
      const issued = await issuePasswordLink(
        keepers.store,
        row.id,
        fastify.clock(),
        config.keepers.siteUrl,
      );
      await audit(request, 'account-reset', { account: row.email });
      return { account: toKeeperAccount(row), ...issued };
    },
  );

  fastify.post(
    '/accounts/:id/role',
    {
      schema: {
        params: IdParams,
        body: ChangeRoleBody,
        response: { 200: KeeperAccountSchema, ...errors },
      },
      config: limit,
      preHandler: owner,
    },
    async (request) => {
      const actor = request.keeper;
      // A role change is asked for with the acting owner's password again: a
      // session left open, or a script on a keeper page, cannot do it alone.
      const self =
        actor?.via === 'session' ? await keepers.store.findAccount({ id: actor.account.id }) : null;
      if (!self || !(await passwordMatches(self.password_hash, request.body.password))) {
        throw new HttpError(403, 'Changing a role needs your own password, signed in', 'password');
      }
      const row = await accountOr404(Number(request.params.id));
      if (row.role !== request.body.role) await keepAnOwner(row);
      const updated = await keepers.store.updateAccount(row.id, { role: request.body.role });
      await audit(request, 'account-role-changed', {
        account: row.email,
        from: row.role,
        to: request.body.role,
      });
      return toKeeperAccount(updated ?? row);
    },
  );

  const setDisabled = (disabled: boolean) =>
    fastify.post(
      `/accounts/:id/${disabled ? 'disable' : 'enable'}`,
      {
        schema: {
          params: IdParams,
          body: EmptyBody,
          response: { 200: KeeperAccountSchema, ...errors },
        },
        config: limit,
        preHandler: owner,
      },
      async (request) => {
        const row = await accountOr404(Number(request.params.id));
        if (disabled) await keepAnOwner(row);
        const updated = await keepers.store.updateAccount(row.id, {
          disabled_at: disabled ? (row.disabled_at ?? fastify.clock()) : null,
        });
        if (disabled) await keepers.sessions.deleteAccount(row.id);
        await audit(request, disabled ? 'account-disabled' : 'account-enabled', {
          account: row.email,
        });
        return toKeeperAccount(updated ?? row);
      },
    );
  setDisabled(true);
  setDisabled(false);
};

export default accounts;
