import type { FastifyRequest } from 'fastify';
import { NEW_OWNER_DAYS } from '@pawapuri/shared/contract';
import type { PendingPayee } from '@pawapuri/shared/contract/types';
import type { PayeeChangeRow } from './store/payee-change-queries';
import type { AccountRow } from '../keepers/store/account-row';
import type { Actor } from '../keepers/actor';
import { HttpError } from '../common/http/http-error';
import { audit } from '../keepers/audit';
import { tellOwners } from '../keepers/owner-notice';
import { payee } from './publish-payee-change';

const DAY_MS = 86_400_000;

/** When an account became an owner: kept since migration 018, else (an owner from before) its creation. */
export function ownerSince(account: AccountRow): number {
  return Number(account.owner_since ?? account.created_at);
}

/**
 * Why this keeper may not approve the waiting change (null: they may). Only
 * an owner, signed in, who did not ask for it and has been an owner for
 * NEW_OWNER_DAYS: a thief who made themselves (or a friend) an owner cannot
 * also approve their own payee.
 */
export function approveRefusal(
  row: PayeeChangeRow,
  actor: Actor | null,
  account: AccountRow | undefined,
  now: number,
): string | null {
  if (actor?.via !== 'session' || account?.role !== 'owner' || account.disabled_at !== null) {
    return 'Only an owner, signed in with their own account, may approve a new payee (API keys never may)';
  }
  if (account.id === row.asked_by_id) {
    return 'You asked for this change: another owner must approve it, or it waits';
  }
  if (now - ownerSince(account) < NEW_OWNER_DAYS * DAY_MS) {
    return `An owner of less than ${NEW_OWNER_DAYS} days may not approve a new payee: it waits`;
  }
  return null;
}

/** The waiting change as a keeper sees it, with what they may do about it. */
export function pendingView(
  row: PayeeChangeRow,
  actor: Actor | null,
  account: AccountRow | undefined,
  now: number,
): PendingPayee {
  const refusal = approveRefusal(row, actor, account, now);
  const owner = actor?.via === 'session' && account?.role === 'owner';
  return {
    id: Number(row.id),
    payee: payee(row.data) ?? { payeeName: '', upiId: '' },
    previous: payee(row.previous),
    askedBy: row.asked_by,
    askedAt: new Date(Number(row.asked_at)).toISOString(),
    dueAt: new Date(Number(row.due_at)).toISOString(),
    mayApprove: refusal === null,
    approveRefusal: refusal,
    mayCancel: owner,
  };
}

/**
 * An owner (present: session and password already checked) asks that these
 * donation fields be published. They wait KEEPER_PAYEE_WAIT_HOURS, and every
 * owner is told (by email when mail is configured; the keeper pages' banner
 * in any case). 409 while another change waits: it must be approved or
 * cancelled first, so nobody can quietly replace a change others have seen.
 * Answers the waiting change (null: published at once, the wait being 0).
 */
export async function askPayeeChange(
  request: FastifyRequest,
  self: AccountRow,
  data: string,
  published: string | null,
): Promise<PendingPayee | null> {
  const fastify = request.server;
  const { content, config } = fastify;
  const now = fastify.clock();
  const row = await content.store.insertPayeeChange({
    data,
    previous: published,
    askedById: self.id,
    askedBy: self.email,
    askedAt: now,
    dueAt: now + config.keepers.payeeWaitMs,
  });
  if (!row) {
    const waiting = await content.store.findPendingPayee();
    throw new HttpError(
      409,
      'A change of the donation details already waits' +
        (waiting ? ` (asked by ${waiting.asked_by})` : '') +
        ': approve or cancel it first',
      'id',
    );
  }
  const view = pendingView(row, request.keeper, self, now);
  await audit(request, 'donation-pending', {
    change: view.id,
    payeeName: view.payee.payeeName,
    upiId: view.payee.upiId,
    dueAt: view.dueAt,
  });
  const from = view.previous
    ? `${view.previous.payeeName} (${view.previous.upiId})`
    : 'the sample (no payee)';
  await tellOwners(fastify, 'Pawapuri: a new payee for donations is waiting', [
    `${self.email} asked that donations go to ${view.payee.payeeName} (${view.payee.upiId}) ` +
      `instead of ${from}.`,
    `Pilgrims see it from ${view.dueAt} (UTC) unless an owner cancels it; another owner of more ` +
      `than ${NEW_OWNER_DAYS} days may approve it sooner, on the keeper pages.`,
    'If you did not expect this, sign in and cancel it now, then look at the audit log.',
  ]);
  content.payeeWait.watch(Number(row.due_at));
  // A wait of 0 (KEEPER_PAYEE_WAIT_HOURS=0, for a trial install): published now, by the same path.
  if (config.keepers.payeeWaitMs === 0) {
    await content.payeeWait.settleIfDue();
    return null;
  }
  return view;
}
