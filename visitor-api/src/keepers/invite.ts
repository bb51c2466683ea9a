import type { KeeperRole } from '@pawapuri/shared/contract/types';
import type { KeeperStore } from './store/keeper-store';
import type { AccountRow } from './store/account-row';
import { normaliseEmail } from './email';
import { issuePasswordLink } from './password-link';

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists`);
  }
}

/**
 * A new account without a password, and its one-time set-password link: the
 * command line's `add` and an owner's invite do the same. The display name
 * defaults to the email's part before the @.
 */
export async function inviteKeeper(
  store: KeeperStore,
  input: { email: string; displayName?: string; role: KeeperRole },
  now: number,
  siteUrl: string,
): Promise<{ account: AccountRow; link: string; expiresAt: string }> {
  const email = normaliseEmail(input.email);
  const displayName = input.displayName?.trim() || (email.split('@')[0] ?? email);
  const account = await store.insertAccount({
    email,
    displayName,
    role: input.role,
    createdAt: now,
  });
  if (!account) throw new EmailTakenError(email);
  return { account, ...(await issuePasswordLink(store, account.id, now, siteUrl)) };
}
