import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import type { Database } from '../common/db/database';
import type { KeeperStore } from '../keepers/store/keeper-store';
import { createContentStore } from '../content/store/content-store';
import { validateItem } from '../content/validation/validate-item';
import { HttpError } from '../common/http/http-error';
import { record, type CliOutput } from './cli-audit';

/**
 * `keeper payee --upi-id <id> --name "<payee name>"`: the donation details,
 * saved as the draft and published in one go, verified today, with no wait:
 * whoever runs this has the server's own access (its database), which is
 * more than an owner's password. A change still waiting (asked on the keeper
 * pages) is cancelled, so it cannot replace this one when its wait ends. Running servers pick it up at their next
 * content check. Answers the exit code.
 */
export async function publishPayeeFromCli(
  database: Database,
  keepers: KeeperStore,
  values: { 'upi-id'?: string; name?: string },
  now: number,
  io: CliOutput,
): Promise<number> {
  const upiId = values['upi-id']?.trim();
  const payeeName = values.name?.trim();
  if (!upiId || !payeeName) {
    io.err('payee needs --upi-id <id> and --name "<payee name>"');
    return 2;
  }
  const content = createContentStore(database);
  const row = await content.findItem('donation', DONATION_ITEM_ID);
  const before = row ? (JSON.parse(row.draft) as Record<string, unknown>) : {};
  let data: string;
  try {
    const fields = validateItem('donation', {
      ...before,
      payeeName,
      upiId,
      verified: true,
      verifiedOn: new Date(now).toISOString().slice(0, 10),
    });
    data = JSON.stringify(fields);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    io.err(`Not saved: ${error.message}`);
    return 2;
  }
  const change = { draft: data, savedAt: now, savedBy: 'command line' };
  const saved = row
    ? await content.updateDraft('donation', DONATION_ITEM_ID, row.draft_revision, change)
    : await content.insertDraft('donation', DONATION_ITEM_ID, change);
  const current = await content.findItem('donation', DONATION_ITEM_ID);
  if (!saved || !current) {
    io.err('The donation details were changed meanwhile: run the command again');
    return 1;
  }
  const revision = await content.recordRevision('donation', DONATION_ITEM_ID, {
    action: 'publish',
    restoredFrom: null,
    data,
    at: now,
    by: 'command line',
    expectedDraftRevision: current.draft_revision,
  });
  if (revision === null) {
    io.err('The donation details were changed meanwhile: run the command again');
    return 1;
  }
  await record(keepers, 'donation-changed', { action: 'publish', revision, payeeName, upiId }, now);
  io.out(`Published: donations go to ${payeeName} (${upiId}), revision ${revision}.`);
  // A change an owner asked for would otherwise replace this one when its wait ends.
  const waiting = await content.findPendingPayee();
  if (waiting) {
    const cancelled = await content.settlePayeeChange({
      id: Number(waiting.id),
      state: 'cancelled',
      at: now,
      by: 'command line',
    });
    if (cancelled) {
      await record(
        keepers,
        'donation-cancelled',
        { change: Number(waiting.id), askedBy: waiting.asked_by },
        now,
      );
      io.out(`The change ${waiting.asked_by} asked for (still waiting) is cancelled.`);
    }
  }
  io.out('Running servers show it at their next content check (within a minute).');
  return 0;
}
