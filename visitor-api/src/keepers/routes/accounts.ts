import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountList,
  ChangeRoleBody,
  IdParams,
  InviteBody,
  KeeperAccountSchema,
  ResetBody,
  SetPasswordLink,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { requireSessionPermission } from '../access';
import { audit } from '../audit';
import { toKeeperAccount } from '../actor';
import { EmailTakenError, inviteKeeper } from '../invite';
import { issuePasswordLink } from '../password-link';
import { requireOwnerPresent } from '../owner-present';
import { tellOwners } from '../owner-notice';
import { EmptyBody } from '../../common/http/empty-body';

/**
 * Owners manage accounts: list, invite, new link, role, disable and enable,
 * signed in (API keys never may); inviting, a new link and a role change also
 * ask for the acting owner's password again (owner-present.ts). A new owner
 * is announced to every owner.
 */
const accounts: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const owner = requireSessionPermission('accounts.manage');
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

  const announceOwner = async (email: string, by: string, how: string) => {
    await tellOwners(fastify, `Pawapuri: ${email} is now an owner`, [
      `${email} was ${how} as an owner of the Pawapuri keeper pages by ${by}.`,
      'Owners decide who keeps the site and where donations go. If you did not expect this, ' +
        'sign in and look at Keeper accounts and the audit log now.',
    ]);
  };

  fastify.post(
    '/accounts',
    {
      schema: { body: InviteBody, response: { 201: SetPasswordLink, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request, reply) => {
      const { password, ...input } = request.body;
      const self = await requireOwnerPresent(request, reply, password, 'Inviting a keeper');
      try {
        const invited = await inviteKeeper(
          keepers.store,
          input,
          fastify.clock(),
          config.keepers.siteUrl,
        );
        await audit(request, 'account-invited', {
          account: invited.account.email,
          role: invited.account.role,
        });
        if (invited.account.role === 'owner') {
          await announceOwner(invited.account.email, self.email, 'invited');
        }
        return reply
          .code(201)
          .send({ ...invited, emailed: false, account: toKeeperAccount(invited.account) });
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, error.message, 'email');
        throw error;
      }
    },
  );

  fastify.post(
    '/accounts/:id/reset',
    {
      schema: { params: IdParams, body: ResetBody, response: { 200: SetPasswordLink, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request, reply) => {
      await requireOwnerPresent(request, reply, request.body.password, 'A new set-password link');
      const row = await accountOr404(Number(request.params.id));
      const issued = await issuePasswordLink(
        keepers.store,
        row.id,
        fastify.clock(),
        config.keepers.siteUrl,
      );
      // An account that has a password is someone's: its new link goes to that
      // someone's own email when mail is configured, not to the owner who asked.
      const emailed = row.password_hash !== null && fastify.keeperMail !== null;
      if (emailed) {
        await fastify.keeperMail?.(row.email, {
          subject: 'Pawapuri keeper pages: a link to set a new password',
          text:
            `An owner asked for a new password link for your keeper account (${row.email}).\n\n` +
            `${issued.link}\n\nIt works once, until ${issued.expiresAt}. ` +
            'If you did not expect it, tell the other owners.\n',
          html:
            `<p>An owner asked for a new password link for your keeper account.</p>` +
            `<p><a href="${issued.link}">Set a new password</a> (works once, until ${issued.expiresAt}).</p>` +
            '<p>If you did not expect it, tell the other owners.</p>',
        });
      }
      await audit(request, 'account-reset', { account: row.email, emailed });
      return {
        account: toKeeperAccount(row),
        emailed,
        expiresAt: issued.expiresAt,
        ...(emailed ? {} : { link: issued.link }),
      };
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
    async (request, reply) => {
      const self = await requireOwnerPresent(
        request,
        reply,
        request.body.password,
        'Changing a role',
      );
      const row = await accountOr404(Number(request.params.id));
      if (row.role !== request.body.role) await keepAnOwner(row);
      const promoted = request.body.role === 'owner' && row.role !== 'owner';
      const updated = await keepers.store.updateAccount(row.id, {
        role: request.body.role,
        // Kept only while an owner: a new payee's approver must have been one for a while.
        ...(request.body.role === row.role
          ? {}
          : { owner_since: promoted ? fastify.clock() : null }),
      });
      await audit(request, 'account-role-changed', {
        account: row.email,
        from: row.role,
        to: request.body.role,
      });
      if (promoted) {
        await announceOwner(row.email, self.email, 'made');
      }
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
        if (disabled) {
          // Everything the account could act with ends: its sessions and the API keys it made.
          await keepers.sessions.deleteAccount(row.id);
          await keepers.store.revokeApiKeysOf(row.id, fastify.clock());
        }
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
