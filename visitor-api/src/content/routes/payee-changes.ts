import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ApprovePayeeBody,
  CancelPayeeBody,
  KeeperNoticesSchema,
  NEW_OWNER_DAYS,
  PayeeChangeParams,
  PayeeChangeResultSchema,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { requireActor } from '../../keepers/access';
import { audit } from '../../keepers/audit';
import { requireOwnerPresent } from '../../keepers/owner-present';
import { tellOwners } from '../../keepers/owner-notice';
import { approveRefusal, ownerSince, pendingView } from '../payee-change';
import { describedPayee, payee, publishPayeeChange } from '../publish-payee-change';
import type { PayeeChangeRow } from '../store/payee-change-queries';

const DAY_MS = 86_400_000;

/**
 * What every keeper must see (GET /notices: the waiting payee change, owners
 * made this week) and the two owner powers over a waiting change:
 *
 * - approve: an owner present (session and password again, owner-present.ts),
 *   not the one who asked, an owner for NEW_OWNER_DAYS: publishes it at once.
 *   The password is asked because approving moves pilgrims' money now, the
 *   same power as publishing a payee.
 * - cancel: any owner signed in with their own session (the asker too), no
 *   password: cancelling only keeps the payee pilgrims already see, and an
 *   owner racing a thief's change should not be slowed by a re-check.
 *
 * API keys never may do either. Both are audit-logged and told to every owner.
 */
const payeeChanges: FastifyPluginAsyncTypebox = async (fastify) => {
  const { content, keepers, config } = fastify;
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503);

  const selfOf = async (request: FastifyRequest) => {
    const id = request.keeper?.account.id ?? 0;
    return id === 0 ? undefined : ((await keepers.store.findAccount({ id })) ?? undefined);
  };
  /** A preHandler: an owner signed in with their own session (never a key). */
  const ownerSession = async (request: FastifyRequest): Promise<void> => {
    const actor = await requireActor(request);
    if (actor.via !== 'session' || actor.account.role !== 'owner') {
      throw new HttpError(
        403,
        'Only an owner, signed in with their own account, may approve or cancel a new payee (API keys never may)',
        'authorization',
      );
    }
  };
  const pendingOr = async (id: number): Promise<PayeeChangeRow> => {
    const row = await content.store.findPayeeChange(id);
    if (!row) throw new HttpError(404, `There is no payee change ${id}`, 'id');
    if (row.state !== 'pending') {
      throw new HttpError(409, `Payee change ${id} no longer waits: it was ${row.state}`, 'id');
    }
    return row;
  };

  fastify.get(
    '/notices',
    {
      schema: { response: { 200: KeeperNoticesSchema, ...errors } },
      config: limit,
      preHandler: async (request) => {
        await requireActor(request);
      },
    },
    async (request) => {
      // A change whose wait ended is published before anyone is told it still waits.
      await content.payeeWait.settleIfDue();
      const now = fastify.clock();
      const [row, accounts, self] = await Promise.all([
        content.store.findPendingPayee(),
        keepers.store.listAccounts(),
        selfOf(request),
      ]);
      const newOwners = accounts
        .filter(
          (a) =>
            a.role === 'owner' &&
            a.disabled_at === null &&
            a.owner_since !== null &&
            now - ownerSince(a) < NEW_OWNER_DAYS * DAY_MS,
        )
        .sort((a, b) => ownerSince(a) - ownerSince(b))
        .map((a) => ({ email: a.email, since: new Date(ownerSince(a)).toISOString() }));
      return {
        pendingPayee: row ? pendingView(row, request.keeper, self, now) : null,
        newOwners,
      };
    },
  );

  fastify.post(
    '/payee-changes/:id/approve',
    {
      schema: {
        params: PayeeChangeParams,
        body: ApprovePayeeBody,
        response: { 200: PayeeChangeResultSchema, ...errors },
      },
      config: limit,
      preHandler: ownerSession,
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const row = await pendingOr(id);
      // Who may approve is checked before the password: a refusal costs no password check.
      const refusal = approveRefusal(row, request.keeper, await selfOf(request), fastify.clock());
      if (refusal !== null) throw new HttpError(403, refusal, 'authorization');
      const self = await requireOwnerPresent(
        request,
        reply,
        request.body.password,
        'Approving a new payee',
      );
      const settled = await publishPayeeChange(
        content,
        { id, at: fastify.clock(), by: self.email },
        async (changed) => {
          await audit(request, 'donation-approved', {
            change: id,
            revision: changed.revision,
            askedBy: row.asked_by,
          });
          await audit(request, 'donation-changed', changed);
        },
      );
      if (!settled) throw new HttpError(409, `Payee change ${id} no longer waits`, 'id');
      content.payeeWait.watch(null);
      const revision = Number(settled.revision);
      await tellOwners(fastify, 'Pawapuri: the new payee for donations is published', [
        `${self.email} approved the change ${row.asked_by} asked for: donations now go to ${describedPayee(row)}.`,
        'If you did not expect this, sign in now and look at the donation details and the audit log.',
      ]);
      return { id, state: 'published' as const, revision };
    },
  );

  fastify.post(
    '/payee-changes/:id/cancel',
    {
      schema: {
        params: PayeeChangeParams,
        body: CancelPayeeBody,
        response: { 200: PayeeChangeResultSchema, ...errors },
      },
      config: limit,
      preHandler: ownerSession,
    },
    async (request) => {
      const id = Number(request.params.id);
      const row = await pendingOr(id);
      const by = request.keeper?.account.email ?? '';
      const settled = await content.store.settlePayeeChange({
        id,
        state: 'cancelled',
        at: fastify.clock(),
        by,
      });
      if (!settled) throw new HttpError(409, `Payee change ${id} no longer waits`, 'id');
      content.payeeWait.watch(null);
      await audit(request, 'donation-cancelled', {
        change: id,
        askedBy: row.asked_by,
        ...payee(row.data),
      });
      await tellOwners(fastify, 'Pawapuri: a new payee for donations was cancelled', [
        `${by} cancelled the change ${row.asked_by} asked for (donations to ${describedPayee(row)}). ` +
          'Pilgrims keep seeing the payee they saw.',
      ]);
      return { id, state: 'cancelled' as const, revision: null };
    },
  );
};

export default payeeChanges;
